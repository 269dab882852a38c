import { notifications } from '@mantine/notifications';
import { i18next } from '../../../shared/i18n';

/** A success toast whose close button has a name (axe: button-name). */
export function toastSuccess(message: string): void {
  notifications.show({
    color: 'teal',
    message,
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
  });
}

/** An error toast whose close button has a name. */
export function toastError(message: string): void {
  notifications.show({
    color: 'red',
    message,
    autoClose: 6000,
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
  });
}
