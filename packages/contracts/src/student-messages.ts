/** Messages of the student area (issue 4); merged into VALIDATION_MESSAGES. */
export const STUDENT_MESSAGES = {
  region_forbidden: {
    ru: 'Это поле нельзя изменить на вашей платформе',
    en: 'This field cannot be changed on your platform',
  },
  avatar_too_large: { ru: 'Файл больше {n} МБ', en: 'The file is larger than {n} MB' },
  avatar_type: { ru: 'Загрузите изображение JPEG, PNG или WebP', en: 'Upload a JPEG, PNG or WebP image' },
  avatar_required: { ru: 'Выберите файл', en: 'Choose a file' },
  goal_out_of_range: { ru: 'Цель от 0 до {n} баллов', en: 'The goal is from 0 to {n} points' },
  goal_step: { ru: 'Цель должна быть кратна {n}', en: 'The goal must be a multiple of {n}' },
  class_type_unknown: { ru: 'Предмет не найден', en: 'Subject not found' },
  class_year_unknown: { ru: 'Класс не найден', en: 'Class year not found' },
  time_zone_invalid: { ru: 'Неизвестный часовой пояс', en: 'Unknown time zone' },
  vk_url_invalid: { ru: 'Введите ссылку на страницу ВКонтакте', en: 'Enter a VK profile link' },
  phone_taken: {
    ru: 'Этот номер уже привязан к другому аккаунту',
    en: 'This number is linked to another account',
  },
  insufficient_balance: { ru: 'Недостаточно средств на балансе', en: 'Insufficient balance' },
  banner_unknown: { ru: 'Баннер не найден', en: 'Banner not found' },
} as const;
