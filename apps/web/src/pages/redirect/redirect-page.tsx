import { NotificationRedirect } from '../../features/notifications';

/** /redirect (spec 1 §2): a notification's link forwards to its screen. */
export function RedirectPage() {
  return <NotificationRedirect />;
}
