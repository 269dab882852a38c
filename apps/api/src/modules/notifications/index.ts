export {
  createNotificationService,
  writeNotification,
  settingsOf,
  toNotification,
  buttonUrlOf,
  type NewNotification,
  type NotificationService,
} from './service.js';
export {
  createDispatcher,
  dispatchPending,
  notificationsChannel,
  type Dispatcher,
  type DispatchDeps,
  type NotificationEvent,
} from './dispatcher.js';
export {
  claimJobSlot,
  enrolledStudents,
  engagementReminders,
  lessonReminders,
  productsEnding,
  runNotificationJobs,
  LESSON_REMINDERS,
  NOTIFICATION_JOBS,
  type ScheduledJob,
} from './jobs.js';
export {
  createWebPushSender,
  generateVapidKeys,
  type PushSender,
  type PushResult,
  type PushTarget,
  type PushMessage,
} from './web-push.js';
export { notificationRoutes, notificationsEndpoint } from './routes.js';
export { renderNotificationText } from './texts.js';
