import type { HomeworkStatus } from '@prepa/contracts';

/** Badge colour of each status (the darkest shade, never green.9 (4.4:1): outline text keeps AA contrast on white). */
export const STATUS_COLOR: Record<HomeworkStatus, string> = {
  UNDONE: 'gray.9',
  DONE: 'blue.9',
  REFUSED: 'red.9',
  RESENT: 'violet.9',
  CHECKED: 'cyan.9',
  EXPIRED: 'red.9',
  CHECKED_BY_SITE: 'teal.9',
  CHECKED_BY_CURATOR: 'teal.9',
  CHECKED_BY_TEACHER: 'teal.9',
  CHECKED_BY_NEURO: 'indigo.9',
  CHECK_BY_NE_AND_CU: 'teal.9',
};
