/** Route titles of the student area: the only texts of issue 4 in the start-up bundle. */
export const studentPagesRu = {
  pages: {
    profileEdit: 'Редактирование профиля',
    goals: 'Мои цели',
    goalsSelection: 'Выбор целей',
    classTypeSelect: 'Выбор предметов',
    programGoals: 'Цели программы',
    onboarding: 'Знакомство с платформой',
    onboardingComplete: 'Всё готово',
    progress: 'Мой прогресс',
    loyalty: 'Программа лояльности',
    results: 'Результаты экзаменов',
  },
};

export const studentPagesEn: typeof studentPagesRu = {
  pages: {
    profileEdit: 'Edit profile',
    goals: 'My goals',
    goalsSelection: 'Choose goals',
    classTypeSelect: 'Choose subjects',
    programGoals: 'Program goals',
    onboarding: 'Getting started',
    onboardingComplete: 'All set',
    progress: 'My progress',
    loyalty: 'Loyalty program',
    results: 'Exam results',
  },
};
