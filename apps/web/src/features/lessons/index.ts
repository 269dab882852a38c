export {
  LessonChatSlot,
  registerLessonChatPanel,
  type LessonChatSlotProps,
} from './components/lesson-chat-slot';
export { LessonStateBadge } from './components/lesson-state-badge';
export { LessonView } from './components/lesson-view';
export { MonthSidebar, SIDEBAR_PREVIEW_COUNT } from './components/month-sidebar';
export * from './api/lessons';
export * from './model/calendar';
export { registerLessonsTexts } from './i18n';
