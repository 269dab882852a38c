import { Stack } from '@mantine/core';
import { ExamResultsTitle, ExamResultsView } from '../../features/results';

/** /results (StudentResults): the student's exam results of the current exam year. */
export function StudentResultsPage() {
  return (
    <Stack gap="md" maw={820} data-testid="results-page">
      <ExamResultsTitle />
      <ExamResultsView />
    </Stack>
  );
}
