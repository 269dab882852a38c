import type { notificationsRu } from './notifications-ru';

export const notificationsEn: typeof notificationsRu = {
  redirecting: 'Following the notification’s link…',
  redirectFailed: 'The notification’s link is broken — opening Home',
  button: {
    go: 'Go',
    prolong: 'Renew',
    write: 'Write',
  },
};
