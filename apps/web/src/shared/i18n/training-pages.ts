/** Route titles and the sidebar item of training and level tests (start-up texts). */
export const trainingPagesRu = {
  trainingPages: {
    nav: 'Тренировка',
    settings: 'Тренировка',
    session: 'Карточки',
    result: 'Итоги тренировки',
    levelTest: 'Тест уровня',
  },
};

export const trainingPagesEn: typeof trainingPagesRu = {
  trainingPages: {
    nav: 'Training',
    settings: 'Training',
    session: 'Cards',
    result: 'Training summary',
    levelTest: 'Level test',
  },
};
