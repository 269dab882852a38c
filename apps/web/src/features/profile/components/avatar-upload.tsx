import { Avatar, FileButton, Group, Progress, Stack, Text, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@prepa/contracts';
import { notifySuccess } from '../../../shared/lib/notify';
import { authKeyPrefix } from '../../auth';
import { profileQueryOptions } from '../api/get-profile';
import { checkAvatar, uploadAvatar } from '../api/upload-avatar';

/** Avatar upload: type and size checked first, progress while sending, errors beside the button. */
export function AvatarUpload({ src, initials }: { src: string | null; initials: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | null) => {
    if (!file) return;
    const problem = checkAvatar(file);
    if (problem === 'badType') return setError(t('student.profile.avatarBadType'));
    if (problem === 'tooBig')
      return setError(t('student.profile.avatarTooBig', { mb: AVATAR_MAX_BYTES / 1024 / 1024 }));
    setError(null);
    setProgress(0);
    try {
      const changed = await uploadAvatar(file, setProgress);
      queryClient.setQueryData(profileQueryOptions().queryKey, (old) => (old ? { ...old, ...changed } : old));
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: authKeyPrefix.queryKey });
      notifySuccess(t('student.profile.avatarUploaded'));
    } catch {
      setError(t('student.profile.avatarFailed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Group gap="md" data-testid="avatar-upload">
      <Avatar
        src={src}
        size={72}
        radius="xl"
        alt={t('student.profile.avatar')}
        color="indigo"
        data-testid="avatar-image"
      >
        {initials}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={(f) => void onFile(f)} accept={AVATAR_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="md"
              variant="light"
              loading={progress !== null}
              data-testid="avatar-button"
            >
              {t('student.profile.uploadAvatar')}
            </Button>
          )}
        </FileButton>
        {progress !== null && (
          <Progress value={progress} aria-label={t('student.profile.uploadAvatar')} w={160} />
        )}
        {error && (
          <Text c="red" size="sm" role="alert" data-testid="avatar-error">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
