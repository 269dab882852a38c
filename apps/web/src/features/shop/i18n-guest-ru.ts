/** Texts of the shop seen by guests and of its pictures (issue 8). */
export const shopGuestRu = {
  shopGuest: {
    buyTitle: 'Чтобы купить курс, войдите',
    buyText:
      'Курсы покупают в личном кабинете ученика. Зарегистрируйтесь или войдите — и вернётесь на эту страницу.',
    register: 'Зарегистрироваться',
    login: 'У меня есть аккаунт — войти',
    toCourse: 'Подробнее',
    readOnly: 'Вы смотрите каталог как гость. Чтобы купить курс, войдите или зарегистрируйтесь.',
  },
  shopImages: {
    subjectCover: 'Обложка курса: {{subject}}',
    generalCover: 'Обложка курса',
    courseType: 'Иллюстрация: {{title}}',
    teacherAvatar: 'Фото-заглушка преподавателя {{name}}',
  },
};
