import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema } from '@prepa/contracts';
import { isApiError } from '../../../shared/api';
import { translateValidation } from '../../../shared/i18n';
import { notifyError } from '../../../shared/lib/notify';
import { usePasswordReset } from '../api/password-reset';

interface RecoveryFormProps {
  onBack: () => void;
  supportHref: string;
}

/** Password recovery: e-mail, then a "sent" confirmation with a support link. */
export function RecoveryForm({ onBack, supportHref }: RecoveryFormProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const reset = usePasswordReset();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      setSent(true);
    } catch (error) {
      const detail = isApiError(error) ? (error.fieldErrors.email ?? error.firstDetail) : undefined;
      notifyError(detail ?? t('common.error'));
    }
  });

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="teal" data-testid="recovery-sent">
          {t('auth.recoverySent')}
        </Alert>
        <Anchor href={supportHref} target="_blank" rel="noreferrer">
          {t('auth.recoverySupport')}
        </Anchor>
        <Button variant="light" size="md" onClick={onBack}>
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('auth.recoveryTitle')}>
      <Stack gap="md">
        <Text size="sm">{t('auth.recoveryHint')}</Text>
        <TextInput
          size="md"
          type="email"
          label={t('auth.email')}
          autoComplete="email"
          data-testid="recovery-email"
          error={translateValidation(form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        <Button type="submit" size="md" loading={reset.isPending} data-testid="recovery-submit">
          {t('auth.sendLink')}
        </Button>
        <Button variant="subtle" size="md" onClick={onBack}>
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    </form>
  );
}
