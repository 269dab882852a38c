import { registerTrainingTexts } from './i18n/register';

registerTrainingTexts();

export { TrainingSettingsView } from './components/training-settings';
export { TrainingSessionView } from './components/training-session';
export { TrainingResultView } from './components/training-result';
export { TrainingCountersView } from './components/counters';
