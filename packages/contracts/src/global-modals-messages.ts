/** Messages of global modals and polls: apart from their schemas, so the start-up bundle carries only the texts. */
export const GLOBAL_MODALS_MESSAGES = {
  poll_answer_required: { ru: 'Выберите ответ', en: 'Choose an answer' },
  poll_text_required: { ru: 'Напишите ответ', en: 'Write an answer' },
  poll_single_choice: { ru: 'Выберите один ответ', en: 'Choose one answer' },
  poll_variant_unknown: { ru: 'Такого варианта нет в опросе', en: 'The poll has no such answer' },
  poll_variants_required: {
    ru: 'Добавьте хотя бы два варианта ответа',
    en: 'Add at least two answers',
  },
  thanks_for_answer: { ru: 'Спасибо за ответ!', en: 'Thanks for the answer!' },
  modal_not_found: { ru: 'Модальное окно не найдено', en: 'Modal not found' },
  poll_not_found: { ru: 'Опрос не найден', en: 'Poll not found' },
  feedback_comment_not_allowed: {
    ru: 'Комментарий к такой оценке не оставляют',
    en: 'A comment is not taken with this score',
  },
} as const;
