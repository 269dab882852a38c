/** Messages of individual tasks and lives; merged into VALIDATION_MESSAGES. */
export const TASKS_LIVES_MESSAGES = {
  feature_region_forbidden: {
    ru: 'Недоступно на вашей платформе',
    en: 'Not available on your platform',
  },
  lives_full: {
    ru: 'У ученика уже максимум жизней ({n})',
    en: 'The student already has the most lives ({n})',
  },
  student_unknown: { ru: 'Ученик не найден', en: 'Student not found' },
} as const;
