import { registerStaffLessonsTexts } from './i18n/register';

registerStaffLessonsTexts();

export { StaffLessons } from './components/staff-lessons';
export { LessonForm } from './components/lesson-form';
