import { Anchor, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { OrganizationDocuments } from '../../features/documents';
import { registerShopTranslations } from '../../features/shop';
import { StudentFlagsCard, registerStudentTexts, useProfile } from '../../features/profile';
import { platformHas } from '../../shared/config/platform';
import { routePath } from '../../shared/config/routes';

registerStudentTexts();
// The documents card uses the shop area's texts.
registerShopTranslations();

type Row = { key: string; label: string; value: string | null | undefined; testId?: string };

/** /profile: the real profile, regional fields of spec 1 §6, consents; ?scope=documents opens documents. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const profile = useProfile();
  const [params] = useSearchParams();
  const documentsRef = useRef<HTMLDivElement>(null);
  const scope = params.get('scope');
  useEffect(() => {
    if (scope === 'documents') documentsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [scope, profile.data]);
  if (!user) return null;
  if (profile.isPending) return <Loader aria-label={t('common.loading')} />;
  const p = (profile.data ?? user) as Record<string, unknown> & { firstName: string; lastName: string };
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const isStudent = user.role === 'STUDENT_ROLE';
  const rows: Row[] = [
    { key: 'name', label: t('profile.name'), value: `${p.firstName} ${p.lastName}` },
    { key: 'email', label: t('profile.email'), value: text(p.email) },
    { key: 'phone', label: t('student.profile.phone'), value: text(p.phone) },
    { key: 'username', label: t('student.profile.username'), value: text(p.username) },
  ];
  if (platformHas('birthdayEdit'))
    rows.push({
      key: 'birthday',
      label: t('student.profile.birthday'),
      value: text(p.birthday),
      testId: 'row-birthday',
    });
  if (platformHas('profileNickname'))
    rows.push({
      key: 'nickname',
      label: t('student.profile.nickname'),
      value: text(p.nickname),
      testId: 'row-nickname',
    });
  if (platformHas('profileVk'))
    rows.push({ key: 'vk', label: t('student.profile.vk'), value: text(p.vk), testId: 'row-vk' });
  if (platformHas('profileTelegram'))
    rows.push({
      key: 'telegram',
      label: t('student.profile.telegram'),
      value: text(p.telegram),
      testId: 'row-telegram',
    });

  return (
    <Stack gap="md" data-testid="profile-page" maw={720}>
      <Group justify="space-between">
        <Title order={1}>{t('pages.profile')}</Title>
        {isStudent && (
          <Button component={Link} to={routePath('ProfileEdit')} size="md" data-testid="profile-edit-link">
            {t('student.profile.edit')}
          </Button>
        )}
      </Group>
      <Card withBorder>
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key} data-testid={r.testId}>
                <Table.Th w={160}>{r.label}</Table.Th>
                <Table.Td>
                  {r.value ?? (
                    <Text span c="dimmed">
                      {t('student.profile.notSet')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      {(platformHas('passwordChange') || platformHas('emailChange')) && (
        <Group data-testid="kz-account-actions">
          {platformHas('passwordChange') && (
            <Button
              component={Link}
              to={routePath('IdpChangePassword')}
              variant="default"
              size="md"
              data-testid="change-password"
            >
              {t('student.profile.changePassword')}
            </Button>
          )}
          {platformHas('emailChange') && (
            <Button
              component={Link}
              to={routePath('ProfileEdit')}
              variant="default"
              size="md"
              data-testid="change-email"
            >
              {t('student.profile.changeEmail')}
            </Button>
          )}
        </Group>
      )}
      {isStudent && <StudentFlagsCard />}
      {platformHas('profileDocuments') && (
        <Card
          withBorder
          ref={documentsRef}
          id="documents"
          data-testid="profile-documents"
          data-open={scope === 'documents' || undefined}
        >
          <Title order={2} size="h4">
            {t('student.profile.documents')}
          </Title>
          <OrganizationDocuments />
          <Anchor component={Link} to={routePath('Documents')} data-testid="profile-documents-all">
            {t('student.profile.documentsAll')}
          </Anchor>
        </Card>
      )}
    </Stack>
  );
}
