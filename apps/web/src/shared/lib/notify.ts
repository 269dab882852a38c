import { notifications } from '@mantine/notifications';
import { i18next } from '../i18n';

/** Every toast's close button has a name (axe: button-name). */
function show(color: string, message: string, title?: string, autoClose?: number): void {
  notifications.show({
    color,
    title,
    message,
    autoClose,
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
  });
}

export function notifyError(message: string, title?: string): void {
  show('red', message, title, 6000);
}

export function notifySuccess(message: string, title?: string): void {
  show('teal', message, title);
}

export function notifyInfo(message: string, title?: string): void {
  show('blue', message, title);
}
