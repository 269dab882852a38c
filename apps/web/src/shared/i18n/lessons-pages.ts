/**
 * Route titles of the lessons area and the timetable (issue 9): the router shows them before the
 * pages' code is in. The screens' texts come with that code (features/lessons/i18n).
 */
export const lessonsPagesRu = {
  lessons: {
    pages: {
      lessons: 'Уроки',
      modules: 'Модули курса',
      moduleLessons: 'Уроки модуля',
      lesson: 'Урок',
      lessonByHash: 'Урок по ссылке',
      rating: 'Рейтинг курса',
      schedule: 'Расписание',
    },
  },
};

export const lessonsPagesEn: typeof lessonsPagesRu = {
  lessons: {
    pages: {
      lessons: 'Lessons',
      modules: 'Course modules',
      moduleLessons: 'Module lessons',
      lesson: 'Lesson',
      lessonByHash: 'Lesson by link',
      rating: 'Course rating',
      schedule: 'Timetable',
    },
  },
};
