import { Stack } from '@mantine/core';
import { ManagerModals } from '../../features/modal-manager';

/** /staff/modals (StaffGlobalModals): the managers' global modals and polls. */
export function StaffModalsPage() {
  return (
    <Stack gap="md" maw={820} data-testid="staff-modals-page">
      <ManagerModals />
    </Stack>
  );
}
