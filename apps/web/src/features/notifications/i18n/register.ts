import { textsRegistrar } from '../../../shared/i18n';
import { notificationsEn } from './notifications-en';
import { notificationsRu } from './notifications-ru';

/** Adds the notification texts under `notifications.*`; they arrive with the feature's code. */
export const registerNotificationTexts = textsRegistrar('notifications', notificationsRu, notificationsEn);
