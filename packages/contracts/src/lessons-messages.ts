/** Messages of the lessons area; merged into VALIDATION_MESSAGES. */
export const LESSONS_MESSAGES = {
  lesson_not_found: { ru: 'Урок не найден', en: 'Lesson not found' },
  lesson_not_started: { ru: 'Урок ещё не начался', en: 'The lesson has not started yet' },
  video_url_unsupported: {
    ru: 'Ссылка на видео должна вести на YouTube, Kinescope или GCore',
    en: 'The video address must be a YouTube, Kinescope or GCore link',
  },
  material_link_expired: {
    ru: 'Ссылка на файл устарела, откройте урок снова',
    en: 'The file link has expired, open the lesson again',
  },
  lesson_not_deletable_started: {
    ru: 'Удалить можно только урок, который ещё не начался',
    en: 'Only a lesson that has not started yet can be deleted',
  },
  lesson_not_deletable_watched: {
    ru: 'Урок уже смотрели ученики, его нельзя удалить',
    en: 'Students have already watched this lesson, it cannot be deleted',
  },
  lesson_duration: { ru: 'Длительность от 1 до 600 минут', en: 'The duration is 1 to 600 minutes' },
  module_not_found: { ru: 'Модуль не найден', en: 'Module not found' },
  module_not_empty: {
    ru: 'В модуле есть уроки: перенесите их в другой модуль или удалите',
    en: 'The module has lessons: move them to another module or delete them',
  },
  course_not_found: { ru: 'Курс не найден', en: 'Course not found' },
  module_other_course: {
    ru: 'Урок можно перенести только в модуль того же курса',
    en: 'A lesson can only move to a module of the same course',
  },
  material_required: { ru: 'Выберите файл', en: 'Choose a file' },
  material_too_large: { ru: 'Файл больше {n} МБ', en: 'The file is larger than {n} MB' },
  material_type: {
    ru: 'Загрузите PDF, изображение, текст или документ Word, Excel, PowerPoint',
    en: 'Upload a PDF, an image, a text or a Word, Excel or PowerPoint document',
  },
  material_kind: { ru: 'Выберите вид материала', en: 'Choose the kind of material' },
  material_exists: {
    ru: 'У урока уже есть файл с таким именем',
    en: 'The lesson already has a file with this name',
  },
} as const;
