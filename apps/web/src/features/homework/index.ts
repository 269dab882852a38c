import { registerHomeworkTexts } from './i18n/register';

registerHomeworkTexts();

export { HomeworkList } from './components/homework-list';
export { HomeworkSolve } from './components/homework-solve';
export { HomeworkCompletedView } from './components/homework-completed';
export { WorkOnBugsView } from './components/work-on-bugs';
export { HomeworkPrintView } from './components/homework-print';
export { CuratorQueue } from './components/curator-queue';
export { CuratorCheckView } from './components/curator-check';
