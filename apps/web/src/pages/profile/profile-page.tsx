import { Card, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth';

/** /profile: who is signed in (the full profile comes with a later issue). */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="md" data-testid="profile-page" maw={640}>
      <Title order={1}>{t('pages.profile')}</Title>
      <Card withBorder>
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>{t('profile.name')}</Table.Th>
              <Table.Td>{`${user.firstName} ${user.lastName}`}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('profile.email')}</Table.Th>
              <Table.Td>{user.email}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
