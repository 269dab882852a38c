import { Anchor, Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@prepa/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { translateValidation } from '../../../shared/i18n';
import { notifyError } from '../../../shared/lib/notify';
import { login } from '../api/login';
import { loginFieldError } from '../model/login-rules';
import { toLoginRequest, type LoginFormValues, type LoginMode } from '../model/login-request';

/** The masked phone field (react-imask) is loaded only when the phone mode is used: the login page stays light. */
const PhoneInput = lazy(() =>
  import('../../../shared/ui/phone-input').then((m) => ({ default: m.PhoneInput })),
);

interface LoginFormProps {
  /** Flag login-by-phone: offers the phone mode. */
  phoneEnabled: boolean;
  /** Called with the server's answer; the caller signs in (an error thrown here is shown as a failed login). */
  onSuccess: (response: LoginResponse) => Promise<void> | void;
  onForgotPassword?: () => void;
}

export function LoginForm({ phoneEnabled, onSuccess, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('identifier');
  const [interacted, setInteracted] = useState(false);
  const [pending, setPending] = useState(false);
  const form = useForm<LoginFormValues>({
    mode: 'onChange',
    defaultValues: { identifier: '', phone: '', password: '' },
  });
  // Only the field of the current mode is checked (the other one is not shown).
  const shown = mode === 'phone' ? 'phone' : 'identifier';
  const rule = (field: keyof LoginFormValues) => ({
    validate: (value: string) =>
      field === 'password' || field === shown ? (loginFieldError(field, value) ?? true) : true,
  });
  const { errors, isValid } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      await onSuccess(await login(toLoginRequest(values, mode)));
    } catch (error) {
      if (isApiError(error) && (error.isValidation || error.status === 403 || error.status === 429)) {
        // The server's own words: a field refused, too many attempts, or an account of another platform.
        notifyError(error.firstDetail ?? t('auth.failedToLogin'));
      } else {
        notifyError(t('auth.tryAgain'), t('auth.wrongCredentials'));
      }
    } finally {
      setPending(false);
    }
  });

  const switchMode = (next: string) => {
    setMode(next as LoginMode);
    form.clearErrors();
  };

  return (
    <form noValidate onSubmit={submit} onInput={() => setInteracted(true)} aria-label={t('auth.loginTitle')}>
      <Stack gap="md">
        {phoneEnabled && (
          <SegmentedControl
            fullWidth
            aria-label={t('auth.loginMode')}
            value={mode}
            onChange={switchMode}
            data={[
              { value: 'identifier', label: t('auth.byEmail') },
              { value: 'phone', label: <span data-testid="login-mode-phone">{t('auth.byPhone')}</span> },
            ]}
          />
        )}
        {mode === 'identifier' ? (
          <TextInput
            size="md"
            label={t('auth.identifier')}
            autoComplete="username"
            data-testid="login-identifier"
            error={translateValidation(errors.identifier?.message)}
            {...form.register('identifier', rule('identifier'))}
          />
        ) : (
          <Controller
            control={form.control}
            name="phone"
            rules={rule('phone')}
            render={({ field }) => (
              <Suspense fallback={null}>
                <PhoneInput
                  label={t('auth.phone')}
                  testId="login-phone"
                  name={field.name}
                  value={field.value}
                  onChange={(digits) => {
                    setInteracted(true);
                    field.onChange(digits);
                  }}
                  onBlur={field.onBlur}
                  error={translateValidation(errors.phone?.message)}
                />
              </Suspense>
            )}
          />
        )}
        <PasswordInput
          size="md"
          label={t('auth.password')}
          autoComplete="current-password"
          data-testid="login-password"
          error={translateValidation(errors.password?.message)}
          {...form.register('password', rule('password'))}
        />
        {onForgotPassword && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={onForgotPassword}
            data-testid="forgot-password"
          >
            {t('auth.forgotPassword')}
          </Anchor>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          data-testid="login-submit"
          loading={pending}
          disabled={interacted && !isValid}
        >
          {t('auth.submitLogin')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('auth.termsPrefix')}{' '}
          <Anchor href="/legal/terms-of-use" size="xs" target="_blank" rel="noreferrer">
            {t('auth.terms')}
          </Anchor>{' '}
          {t('auth.and')}{' '}
          <Anchor href="/legal/privacy" size="xs" target="_blank" rel="noreferrer">
            {t('auth.privacy')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
