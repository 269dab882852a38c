import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatReportList, registerStaffTranslations } from '../../features/staff';

registerStaffTranslations();

/** /moderator/reports (ModeratorReports): reported chat messages for chat moderators. */
export function ModeratorReportsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={820} data-testid="moderator-reports-page">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('staff.chatReports.title')}
        </Title>
        <Text>{t('staff.chatReports.intro')}</Text>
      </Stack>
      <ChatReportList />
    </Stack>
  );
}
