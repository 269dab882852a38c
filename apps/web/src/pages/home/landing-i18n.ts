import { i18next } from '../../shared/i18n';

/** Texts of the guests' landing (issue 8), loaded with the Home page only. */
const ru = {
  landing: {
    title: 'Онлайн-школа подготовки к ОГЭ и ЕГЭ',
    lead: 'Готовим школьников 9–11 классов к экзаменам: вебинары с преподавателями, домашние задания с проверкой, кураторы и пробники в течение всего года.',
    toCatalog: 'Смотреть курсы',
    toLogin: 'Войти или зарегистрироваться',
    examsTitle: 'Для каких экзаменов',
    oge: 'ОГЭ',
    ogeFor: '9 класс',
    ogeText: 'Основной государственный экзамен: база и уверенная оценка для перехода в 10 класс или колледж.',
    ege: 'ЕГЭ',
    egeFor: '10–11 класс',
    egeText: 'Единый государственный экзамен: высокие баллы для поступления в вуз. Начать можно с 10 класса.',
    subjects: 'Предметы',
    loading: 'Загружаем…',
    loadFailed: 'Не удалось загрузить каталог. Обновите страницу чуть позже.',
    howTitle: 'Как проходит обучение',
    how: {
      choose: 'Выберите курс',
      chooseText: 'Предмет, класс и формат: мастер-группа, индивидуальные занятия или короткий интенсив.',
      study: 'Занимайтесь онлайн',
      studyText: 'Вебинары с преподавателем и записи, домашние задания проверяют кураторы.',
      pass: 'Сдайте экзамен',
      passText: 'Пробники в формате экзамена и разбор ошибок перед каждым рубежом.',
    },
    coursesTitle: 'Курсы и цены',
    coursesFor: 'Курсы для экзамена',
    teachersTitle: 'Преподаватели',
    teacherMore: 'О преподавателе',
    allCourses: 'Весь каталог',
  },
};
const en: typeof ru = {
  landing: {
    title: 'Online school preparing for the OGE and EGE exams',
    lead: 'We prepare students of grades 9–11 for their exams: webinars with teachers, homework that gets checked, curators and mock exams all year round.',
    toCatalog: 'Browse courses',
    toLogin: 'Sign in or register',
    examsTitle: 'Which exams',
    oge: 'OGE',
    ogeFor: 'Grade 9',
    ogeText: 'The basic state exam: solid knowledge and a good mark to move on to grade 10 or college.',
    ege: 'EGE',
    egeFor: 'Grades 10–11',
    egeText: 'The unified state exam: high scores for university admission. You can start in grade 10.',
    subjects: 'Subjects',
    loading: 'Loading…',
    loadFailed: 'Failed to load the catalogue. Please reload the page a little later.',
    howTitle: 'How it works',
    how: {
      choose: 'Choose a course',
      chooseText: 'Subject, grade and format: master group, individual lessons or a short intensive.',
      study: 'Study online',
      studyText: 'Webinars with a teacher and recordings; curators check your homework.',
      pass: 'Pass the exam',
      passText: 'Mock exams in the real format and a review of mistakes before each milestone.',
    },
    coursesTitle: 'Courses and prices',
    coursesFor: 'Courses for the exam',
    teachersTitle: 'Teachers',
    teacherMore: 'About the teacher',
    allCourses: 'Whole catalogue',
  },
};

i18next.addResourceBundle('ru', 'translation', ru, true, false);
i18next.addResourceBundle('en', 'translation', en, true, false);
