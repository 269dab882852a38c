import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PROFILE_FIELD_GATES, studentProfilePatchSchema, type Profile } from '@prepa/contracts';
import { api, isApiError } from '../../../shared/api';
import { platformHas } from '../../../shared/config/platform';
import { translateValidation } from '../../../shared/i18n';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
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

type Values = Partial<Record<Field, string>>;
type Patch = Partial<Record<Field, string | null>>;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The contracts' PATCH schema for the shown fields; an emptied optional field is sent as null. */
function formResolver(fields: readonly Field[]): Resolver<Values, unknown, Patch> {
  const shape = studentProfilePatchSchema.shape;
  const schema = z.object(
    Object.fromEntries(
      fields.map((field) => [
        field,
        field === 'email' ? shape.email : z.preprocess(blankToNull, shape[field]),
      ]),
    ),
  );
  return zodResolver(schema) as unknown as Resolver<Values, unknown, Patch>;
}

/** The regional fields of spec 1 §6 (each only where its gate is open), phone and social account. */
export function ProfileEditForm({ profile }: { profile: Editable }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const shown = FIELDS.filter((f) => platformHas(PROFILE_FIELD_GATES[f.field]));
  const fields = shown.map((f) => f.field);
  const [resolver] = useState(() => formResolver(fields));
  const form = useForm<Values, unknown, Patch>({
    resolver,
    defaultValues: Object.fromEntries(fields.map((field) => [field, profile[field] ?? ''])),
  });
  const { errors, isSubmitting } = form.formState;
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [socialOpen, setSocialOpen] = useState(false);

  const save = form.handleSubmit(async (values) => {
    const patch: Patch = {};
    for (const field of fields) {
      const value = values[field] ?? null;
      if (value !== (profile[field] ?? null)) patch[field] = value;
    }
    try {
      const next = await api.patch<Profile>('/v2/core/users/profile/', patch);
      queryClient.setQueryData(profileQueryOptions().queryKey, next);
      form.reset(Object.fromEntries(fields.map((field) => [field, next[field as keyof Profile] ?? ''])));
      notifySuccess(t('student.profile.saved'));
    } catch (error) {
      if (!isApiError(error)) return notifyError(t('common.error'));
      let onField = false;
      for (const e of error.errors) {
        if (!e.attr || !fields.includes(e.attr as Field)) continue;
        form.setError(e.attr as Field, { type: 'server', message: translateValidation(e.code) ?? e.detail });
        onField = true;
      }
      if (!onField) notifyError(error.errors[0]?.detail ?? t('common.error'));
    }
  });

  return (
    <Card withBorder data-testid="profile-edit-form">
      <Stack gap="sm">
        {shown.map((f) => (
          <TextInput
            key={f.field}
            type={f.type}
            label={t(f.label)}
            error={translateValidation(errors[f.field]?.message)}
            {...form.register(f.field)}
            data-testid={`field-${f.field}`}
          />
        ))}
        {shown.length > 0 && (
          <Button
            size="md"
            w="fit-content"
            onClick={() => void save()}
            loading={isSubmitting}
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
