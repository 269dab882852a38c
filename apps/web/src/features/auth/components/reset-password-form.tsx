import { Button, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordResetConfirmSchema, type PasswordResetConfirm } from '@prepa/contracts';
import { translateValidation } from '../../../shared/i18n';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { usePasswordResetConfirm } from '../api/password-reset-confirm';
import { applyServerErrors } from '../model/form-errors';

interface ResetPasswordFormProps {
  uid: string;
  token: string;
  onDone: () => void;
}

/** New password twice, for the link from the recovery e-mail. */
export function ResetPasswordForm({ uid, token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const confirm = usePasswordResetConfirm();
  const form = useForm<PasswordResetConfirm>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { uid, token, newPassword1: '', newPassword2: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      notifySuccess(t('auth.passwordSaved'));
      onDone();
    } catch (error) {
      const rest = applyServerErrors(error, ['newPassword1', 'newPassword2'], form.setError);
      for (const message of rest) notifyError(message);
      if (rest.length === 0 && Object.keys(form.formState.errors).length === 0)
        notifyError(t('common.error'));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('pages.resetPassword')}>
      <Stack gap="md">
        <PasswordInput
          size="md"
          label={t('auth.newPassword')}
          autoComplete="new-password"
          data-testid="reset-password1"
          error={translateValidation(errors.newPassword1?.message)}
          {...form.register('newPassword1')}
        />
        <PasswordInput
          size="md"
          label={t('auth.repeatPassword')}
          autoComplete="new-password"
          data-testid="reset-password2"
          error={translateValidation(errors.newPassword2?.message)}
          {...form.register('newPassword2')}
        />
        <Button type="submit" size="md" loading={confirm.isPending} data-testid="reset-submit">
          {t('auth.savePassword')}
        </Button>
      </Stack>
    </form>
  );
}
