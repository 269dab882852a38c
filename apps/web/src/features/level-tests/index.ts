import { registerLevelTestsTexts } from './i18n/register';

registerLevelTestsTexts();

export { LevelTestView } from './components/level-test-view';
export { LevelSelectionDialog } from './components/level-selection-dialog';
