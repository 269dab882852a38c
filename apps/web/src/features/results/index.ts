import { registerStudentTexts } from '../profile';
import { registerResultsTexts } from './i18n/register';

registerStudentTexts();
registerResultsTexts();

export { ExamResultsView, ExamResultsTitle } from './components/exam-results';
export { ResultsEntry } from './components/results-entry';
export { ResultCard } from './components/result-card';
export { useExamResults, useChangeResult, examResultsQueryOptions } from './api/results';
export { showResultsButton, shouldAutoOpenResults, autoOpenKey, platformDate } from './model/rules';
