import { Button, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '@prepa/contracts';
import { translateValidation } from '../../../shared/i18n';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { usePasswordChange, type PasswordChange } from '../api/password-change';
import { applyServerErrors } from '../model/form-errors';

const FIELDS = ['oldPassword', 'newPassword1', 'newPassword2'];

/** Changes the signed-in user's password (identity-provider pages). */
export function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const change = usePasswordChange();
  const form = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { oldPassword: '', newPassword1: '', newPassword2: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notifySuccess(t('auth.passwordChanged'));
      onDone();
    } catch (error) {
      const rest = applyServerErrors(error, FIELDS, form.setError);
      for (const message of rest) notifyError(message);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('pages.changePassword')}>
      <Stack gap="md">
        <PasswordInput
          size="md"
          label={t('auth.oldPassword')}
          autoComplete="current-password"
          error={translateValidation(errors.oldPassword?.message)}
          {...form.register('oldPassword')}
        />
        <PasswordInput
          size="md"
          label={t('auth.newPassword')}
          autoComplete="new-password"
          error={translateValidation(errors.newPassword1?.message)}
          {...form.register('newPassword1')}
        />
        <PasswordInput
          size="md"
          label={t('auth.repeatPassword')}
          autoComplete="new-password"
          error={translateValidation(errors.newPassword2?.message)}
          {...form.register('newPassword2')}
        />
        <Button type="submit" size="md" loading={change.isPending}>
          {t('auth.savePassword')}
        </Button>
      </Stack>
    </form>
  );
}
