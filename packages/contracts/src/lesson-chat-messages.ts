/** Texts of the real-time layer and the lesson chat errors; merged into VALIDATION_MESSAGES. */
export const LESSON_CHAT_MESSAGES = {
  socket_not_authenticated: {
    ru: 'Сначала авторизуйте соединение токеном доступа',
    en: 'Authenticate the connection with an access token first',
  },
  socket_bad_message: {
    ru: 'Сообщение должно быть JSON-объектом с полями action и request_id',
    en: 'A message must be a JSON object with action and request_id',
  },
  socket_unknown_action: { ru: 'Неизвестное действие', en: 'Unknown action' },
  chat_not_live: {
    ru: 'Чат открыт только во время прямого эфира',
    en: 'The chat is open only while the lesson is live',
  },
  chat_banned: {
    ru: 'Модератор запретил вам писать в этот чат',
    en: 'A moderator has banned you from this chat',
  },
  chat_message_not_found: { ru: 'Сообщение не найдено', en: 'Message not found' },
  chat_reports_resolved: {
    ru: 'Жалобы на это сообщение уже рассмотрены',
    en: 'The reports on this message have already been resolved',
  },
} as const;
