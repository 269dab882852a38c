import { Stack } from '@mantine/core';
import { StaffLessons } from '../../features/staff-lessons';

/** /staff/lessons (StaffLessons): teachers and managers create and edit lessons and their files. */
export function StaffLessonsPage() {
  return (
    <Stack gap="md" maw={880} data-testid="staff-lessons-page">
      <StaffLessons />
    </Stack>
  );
}
