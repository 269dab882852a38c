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
} as const;
