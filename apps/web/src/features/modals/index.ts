import { registerStudentTexts } from '../profile';

registerStudentTexts();

export { StartupModals } from './components/startup-modals';
export { startupModalQueue, nextStartupStep, conditionHolds, DEFERRED_MODALS } from './model/startup-queue';
