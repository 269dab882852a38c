import { i18next } from '../../../shared/i18n';
import { notificationsEn } from './notifications-en';
import { notificationsRu } from './notifications-ru';

let registered = false;

/** Adds the notification texts under `notifications.*`; they arrive with the feature's code. */
export function registerNotificationTexts(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('ru', 'translation', { notifications: notificationsRu }, true, false);
  i18next.addResourceBundle('en', 'translation', { notifications: notificationsEn }, true, false);
}
