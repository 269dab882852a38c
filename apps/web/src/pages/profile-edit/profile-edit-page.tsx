import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AvatarUpload, ProfileEditForm, registerStudentTexts, useProfile } from '../../features/profile';

registerStudentTexts();

/** /profile/edit: avatar upload and the editable fields. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <Loader aria-label={t('common.loading')} />;
  if (profile.isError) return <Text c="red">{t('common.error')}</Text>;
  const p = profile.data;
  return (
    <Stack gap="md" maw={640} data-testid="profile-edit-page">
      <Title order={1}>{t('student.pages.profileEdit')}</Title>
      <AvatarUpload src={p.avatar} initials={`${p.firstName.charAt(0)}${p.lastName.charAt(0)}`} />
      <ProfileEditForm profile={p} />
    </Stack>
  );
}
