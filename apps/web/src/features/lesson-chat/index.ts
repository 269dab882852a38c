// Importing the feature registers the live chat panel into the lesson page's chat slot.
export { LessonChat, type LessonChatPanelProps } from './components/lesson-chat';
