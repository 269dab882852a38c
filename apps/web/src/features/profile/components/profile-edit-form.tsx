import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_FIELD_GATES, type Profile } from '@prepa/contracts';
import { api, isApiError } from '../../../shared/api';
import { platformHas } from '../../../shared/config/platform';
import { translateValidation } from '../../../shared/i18n';
import { toastError as notifyError, toastSuccess as notifySuccess } from '../model/toast';
import { profileQueryOptions } from '../api/get-profile';
import { ConnectPhoneModal } from './connect-phone-modal';
import { SocialAccountModal } from './social-account-modal';

type Field = keyof typeof PROFILE_FIELD_GATES;
type Editable = Profile & Partial<Record<Field, string | null>>;
const FIELDS: { field: Field; type?: string; label: string }[] = [
  { field: 'email', type: 'email', label: 'student.profile.email' },
  { field: 'birthday', type: 'date', label: 'student.profile.birthday' },
  { field: 'nickname', label: 'student.profile.nickname' },
  { field: 'vk', label: 'student.profile.vk' },
  { field: 'telegram', label: 'student.profile.telegram' },
];

/** The regional fields of spec 1 §6 (each only where its gate is open), phone and social account. */
export function ProfileEditForm({ profile }: { profile: Editable }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const shown = FIELDS.filter((f) => platformHas(PROFILE_FIELD_GATES[f.field]));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(shown.map((f) => [f.field, profile[f.field] ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [socialOpen, setSocialOpen] = useState(false);

  const save = async () => {
    setSaving(true);
    setErrors({});
    const patch: Record<string, string | null> = {};
    for (const f of shown) {
      const v = values[f.field]?.trim() ?? '';
      if (v !== (profile[f.field] ?? '')) patch[f.field] = v || (f.field === 'email' ? v : null);
    }
    try {
      const next = await api.patch<Profile>('/v2/core/users/profile/', patch);
      queryClient.setQueryData(profileQueryOptions().queryKey, next);
      notifySuccess(t('student.profile.saved'));
    } catch (error) {
      if (!isApiError(error)) return notifyError(t('common.error'));
      const map: Record<string, string> = {};
      for (const e of error.errors) if (e.attr) map[e.attr] = translateValidation(e.code) ?? e.detail;
      setErrors(map);
      if (Object.keys(map).length === 0) notifyError(error.errors[0]?.detail ?? t('common.error'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder data-testid="profile-edit-form">
      <Stack gap="sm">
        {shown.map((f) => (
          <TextInput
            key={f.field}
            type={f.type}
            label={t(f.label)}
            value={values[f.field] ?? ''}
            onChange={(e) => setValues({ ...values, [f.field]: e.currentTarget.value })}
            error={errors[f.field]}
            data-testid={`field-${f.field}`}
          />
        ))}
        {shown.length > 0 && (
          <Button
            size="md"
            w="fit-content"
            onClick={() => void save()}
            loading={saving}
            data-testid="profile-save"
          >
            {t('student.profile.save')}
          </Button>
        )}
        <Title order={2} size="h4" mt="md">
          {t('student.profile.social')}
        </Title>
        <Group>
          <Button size="md" variant="default" onClick={() => setPhoneOpen(true)} data-testid="confirm-phone">
            {t('student.profile.confirmPhone')}
          </Button>
          <Button size="md" variant="default" onClick={() => setSocialOpen(true)} data-testid="link-social">
            {t('student.profile.linkSocial')}
          </Button>
        </Group>
      </Stack>
      <ConnectPhoneModal opened={phoneOpen} onClose={() => setPhoneOpen(false)} />
      <SocialAccountModal opened={socialOpen} onClose={() => setSocialOpen(false)} />
    </Card>
  );
}
