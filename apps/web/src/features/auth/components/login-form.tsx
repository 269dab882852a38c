import { Anchor, Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@prepa/contracts';
import { isApiError } from '../../../shared/api';
import { translateValidation } from '../../../shared/i18n';
import { notifyError } from '../../../shared/lib/notify';
import { useLogin } from '../api/login';
import { lazyResolver } from '../model/lazy-resolver';
import type { LoginFormValues, LoginMode } from '../model/login-request';
import { signIn } from '../model/session';

/** The masked phone field (react-imask) is loaded only when the phone mode is used: the login page stays light. */
const PhoneInput = lazy(() =>
  import('../../../shared/ui/phone-input').then((m) => ({ default: m.PhoneInput })),
);

interface LoginFormProps {
  /** Flag login-by-phone: offers the phone mode. */
  phoneEnabled: boolean;
  onSuccess: (user: AuthUser) => void;
  onForgotPassword?: () => void;
}

export function LoginForm({ phoneEnabled, onSuccess, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('identifier');
  const [interacted, setInteracted] = useState(false);
  const resolver = useMemo(
    () =>
      lazyResolver<LoginFormValues>(() => import('../model/login-schema').then((m) => m.loginResolver(mode))),
    [mode],
  );
  const form = useForm<LoginFormValues>({
    resolver,
    mode: 'onChange',
    defaultValues: { identifier: '', phone: '', password: '' },
  });
  const loginMutation = useLogin();
  useEffect(() => {
    // Fetch the validation chunk right away rather than on the first keystroke.
    void import('../model/login-schema');
  }, []);
  const { errors, isValid } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      // Validation has already loaded this chunk (zod stays out of the login page's start-up bundle).
      const { toLoginRequest } = await import('../model/login-schema');
      const response = await loginMutation.mutateAsync(toLoginRequest(values, mode));
      onSuccess(await signIn(response));
    } catch (error) {
      if (isApiError(error) && error.isValidation) {
        notifyError(error.firstDetail ?? t('auth.failedToLogin'));
      } else {
        notifyError(t('auth.tryAgain'), t('auth.wrongCredentials'));
      }
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
            {...form.register('identifier')}
          />
        ) : (
          <Controller
            control={form.control}
            name="phone"
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
          {...form.register('password')}
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
          loading={loginMutation.isPending}
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
