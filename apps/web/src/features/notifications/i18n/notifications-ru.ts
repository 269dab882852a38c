/** Notification texts (issue 10 adds the bell; the redirect and button labels are here first). */
export const notificationsRu = {
  redirecting: 'Переходим по ссылке уведомления…',
  redirectFailed: 'Ссылка уведомления повреждена — открываем главную',
  button: {
    go: 'Перейти',
    prolong: 'Продлить',
    write: 'Написать',
  },
};
