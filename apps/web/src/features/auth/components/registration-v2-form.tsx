import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { phoneDigits, type AuthUser } from '@prepa/contracts';
import { translateValidation } from '../../../shared/i18n';
import { useRegisterV2 } from '../api/register-v2';
import { handleRegistrationError } from '../model/registration-errors';
import type { RegistrationV2FormInput, RegistrationV2FormValues } from '../model/registration-schema';
import { signIn } from '../model/session';
import { lazyResolver, useLazyResolver } from '../../../shared/lib/lazy-resolver';
import { ConsentCheckboxes } from './consent-checkboxes';
import { NameEmailFields } from './name-email-fields';
import { PhoneInput } from '../../../shared/ui/phone-input';

/** The schema and zod load with the form, after the page (route budget). */
const resolverV2 = /* @__PURE__ */ lazyResolver<RegistrationV2FormInput, unknown, RegistrationV2FormValues>(
  () => import('../model/registration-resolvers').then((m) => m.registrationV2Resolver),
);

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'vk', 'password', 'password2'] as const;

interface RegistrationFormProps {
  onSuccess: (user: AuthUser) => void;
  onUnauthorized: () => void;
}

/** Registration for platforms without phone keys: phone typed in, vk link, password twice. */
export function RegistrationV2Form({ onSuccess, onUnauthorized }: RegistrationFormProps) {
  const { t } = useTranslation();
  const form = useForm<RegistrationV2FormInput, unknown, RegistrationV2FormValues>({
    resolver: useLazyResolver(resolverV2),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      vk: '',
      password: '',
      password2: '',
      acceptedPublicOffer: false,
      subscribedForNews: false,
    },
  });
  const { errors } = form.formState;
  const register = useRegisterV2();
  const err = (message?: string) => translateValidation(message);

  const send = async (values: RegistrationV2FormValues) => {
    try {
      const response = await register.mutateAsync({ ...values, phone: phoneDigits(values.phone) });
      onSuccess(await signIn(response));
    } catch (error) {
      handleRegistrationError(error, {
        fields: FIELDS,
        setError: form.setError,
        onUnauthorized,
        fallback: t('common.contactSupport'),
      });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(send)} aria-label={t('registration.title')}>
      <Stack gap="md">
        <NameEmailFields
          fields={{
            firstName: form.register('firstName'),
            lastName: form.register('lastName'),
            email: form.register('email'),
          }}
          errors={{
            firstName: err(errors.firstName?.message),
            lastName: err(errors.lastName?.message),
            email: err(errors.email?.message),
          }}
        />
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              label={t('registration.phone')}
              testId="reg-phone"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={err(errors.phone?.message)}
            />
          )}
        />
        <TextInput
          size="md"
          label={t('registration.vk')}
          placeholder="https://vk.com/"
          data-testid="reg-vk"
          error={err(errors.vk?.message)}
          {...form.register('vk')}
        />
        <PasswordInput
          size="md"
          label={t('registration.password')}
          autoComplete="new-password"
          data-testid="reg-password"
          error={err(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordInput
          size="md"
          label={t('registration.password2')}
          autoComplete="new-password"
          data-testid="reg-password2"
          error={err(errors.password2?.message)}
          {...form.register('password2')}
        />
        <ConsentCheckboxes
          control={form.control}
          items={[
            { name: 'acceptedPublicOffer', label: t('registration.offer'), testId: 'reg-offer' },
            { name: 'subscribedForNews', label: t('registration.news'), testId: 'reg-news' },
          ]}
        />
        <Button type="submit" size="md" fullWidth loading={register.isPending} data-testid="reg-submit">
          {t('registration.submit')}
        </Button>
      </Stack>
    </form>
  );
}
