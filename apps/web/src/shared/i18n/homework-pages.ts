/** Route titles of homework (issue 9): the only homework texts in the start-up bundle. */
export const homeworkPagesRu = {
  list: 'Домашние задания',
  homework: 'Домашнее задание',
  completed: 'Результаты домашнего задания',
  workOnBugs: 'Работа над ошибками',
  print: 'Печать домашнего задания',
  curatorQueue: 'Очередь проверки',
  curatorCheck: 'Проверка работы',
};

export const homeworkPagesEn: typeof homeworkPagesRu = {
  list: 'Homework',
  homework: 'Homework',
  completed: 'Homework results',
  workOnBugs: 'Work on mistakes',
  print: 'Print homework',
  curatorQueue: 'Check queue',
  curatorCheck: 'Check a work',
};
