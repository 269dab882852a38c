import { registerNotificationTexts } from './i18n/register';

registerNotificationTexts();

export { NotificationRedirect } from './components/notification-redirect';
export { NotificationBell } from './components/notification-bell';
export {
  notificationTarget,
  NotificationRedirectError,
  parseRedirectPayload,
  type NotificationButton,
  type NotificationTarget,
} from './model/redirect';
