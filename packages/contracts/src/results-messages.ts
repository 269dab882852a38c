/** Messages of exam results; merged into VALIDATION_MESSAGES. */
export const RESULTS_MESSAGES = {
  points_out_of_range: { ru: 'Баллы от 0 до {n}', en: 'Points are from 0 to {n}' },
  result_locked: {
    ru: 'Результат уже подтверждён и не может быть изменён',
    en: 'The result is confirmed and cannot be changed',
  },
  result_not_filled: {
    ru: 'Ученик ещё не указал результат',
    en: 'The student has not entered the result yet',
  },
} as const;
