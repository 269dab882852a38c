export { homeworkRoutes } from './routes.js';
export { createHomeworkService, type HomeworkDeps, type HomeworkService, type WrongTask } from './service.js';
export { expireOverdueHomework } from './expiry.js';
export { homeworkDeadlines, homeworkTimetableEntries, type HomeworkDeadline } from './deadlines.js';
export { assertTransition, effectiveStatus, TransitionForbidden } from './rules.js';
export { homeworkDoneEvents } from './done-events.js';
export {
  HOMEWORK_DEADLINE_JOB,
  HOMEWORK_DEADLINE_NOTICE_MS,
  homeworkDeadlineReminders,
} from './reminders.js';
