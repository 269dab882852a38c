/** Messages of the homework area; merged into VALIDATION_MESSAGES. */
export const HOMEWORK_MESSAGES = {
  homework_transition_forbidden: {
    ru: 'Это действие недоступно для домашнего задания в текущем статусе',
    en: 'This action is not allowed for the homework in its current status',
  },
  homework_not_enrolled: {
    ru: 'Домашнее задание доступно только ученикам курса',
    en: 'The homework is available only to students of the course',
  },
  homework_not_found: { ru: 'Домашнее задание не найдено', en: 'Homework not found' },
  homework_not_checked: {
    ru: 'Ответы появятся после проверки',
    en: 'The answers are shown after the check',
  },
  homework_answer_invalid: {
    ru: 'Ответ не подходит к заданию',
    en: 'The answer does not fit the task',
  },
  homework_task_not_wrong: {
    ru: 'Это задание не нужно исправлять',
    en: 'This task does not need fixing',
  },
  homework_score_invalid: {
    ru: 'Баллы по критерию больше допустимого',
    en: 'The score exceeds the criterion maximum',
  },
  homework_file_required: { ru: 'Выберите файл', en: 'Choose a file' },
  homework_file_too_large: { ru: 'Файл больше {n} МБ', en: 'The file is larger than {n} MB' },
  homework_file_type: {
    ru: 'Можно прикрепить PDF, PNG, JPEG, WebP, HEIC, DOCX или TXT',
    en: 'You can attach PDF, PNG, JPEG, WebP, HEIC, DOCX or TXT',
  },
  homework_files_limit: {
    ru: 'К заданию можно прикрепить не больше {n} файлов',
    en: 'At most {n} files can be attached to a task',
  },
  homework_file_task: {
    ru: 'Файлы прикрепляются только к заданию с развёрнутым ответом',
    en: 'Files can be attached only to a long-answer task',
  },
  homework_file_not_found: { ru: 'Файл не найден', en: 'File not found' },
  homework_file_link_expired: {
    ru: 'Ссылка на файл устарела, обновите страницу',
    en: 'The file link has expired, reload the page',
  },
} as const;
