import type { SysCourseTypeCode } from '@prepa/contracts';

/** The demo school's subjects, course types and teachers. */
export const SUBJECTS = [
  ['Математика', '#3b6fd8'],
  ['Русский язык', '#d8543b'],
  ['Физика', '#6a3bd8'],
  ['Химия', '#2e9e6b'],
  ['Биология', '#5fa82a'],
  ['Информатика', '#0f8fa8'],
  ['Обществознание', '#c27c0e'],
  ['История', '#8c5a2b'],
  ['Английский язык', '#c2185b'],
  ['Литература', '#7a6f5a'],
] as const;

/**
 * The cover of each subject above (same order), drawn for this project and served by the SPA from
 * apps/web/public/images; a product without a subject gets the general one.
 */
export const SUBJECT_COVERS = [
  'maths',
  'russian',
  'physics',
  'chemistry',
  'biology',
  'informatics',
  'social',
  'history',
  'english',
  'literature',
].map((slug) => `/images/covers/${slug}.svg`);
export const GENERAL_COVER = '/images/covers/general.svg';
/** Placeholder portraits (a silhouette, no likeness), one per teacher below. */
export const teacherAvatar = (index: number) => `/images/teachers/teacher-${(index % 6) + 1}.svg`;

export const COURSE_TYPES: [SysCourseTypeCode, string][] = [
  ['MASTER_GROUP', 'Мастер-группа'],
  ['INDIVIDUAL', 'Индивидуальные занятия'],
  ['PREDBANNIK', 'Предбанник'],
  ['FLASH', 'Флеш-курс'],
  ['COURSE', 'Курсы'],
  ['RULETKA', 'Рулетка'],
  ['OLYMPIAD', 'Олимпиадная подготовка'],
  ['MIDDLE', 'Средняя школа'],
];

export const TEACHERS = [
  ['Алексей Воронцов', 'Математик, автор задачника по профильной математике.', [0, 5]],
  ['Екатерина Смирнова', 'Филолог, эксперт ЕГЭ по русскому языку.', [1, 9]],
  ['Дмитрий Орлов', 'Физик, выпускник МФТИ.', [2, 0]],
  ['Наталья Белова', 'Химик и биолог, 12 лет готовит к экзаменам.', [3, 4]],
  ['Игорь Ковалёв', 'Историк и обществовед, эксперт ОГЭ.', [6, 7]],
  ['Мария Линд', 'Преподаватель английского, CELTA.', [8]],
] as const;

/** RUB prices in kopecks; KZT is about 5.5 times the number (tiyn). */
export const rub = (roubles: number) => ({ RUB: roubles * 100, KZT: Math.round(roubles * 5.5) * 100 });
