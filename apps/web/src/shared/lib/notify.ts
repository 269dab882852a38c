import { notifications } from '@mantine/notifications';

export function notifyError(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, autoClose: 6000 });
}

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message });
}
