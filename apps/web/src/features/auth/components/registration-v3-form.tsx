import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normalizePhone, type AuthUser } from '@prepa/contracts';
import { translateValidation } from '../../../shared/i18n';
import { useRegisterV3 } from '../api/register-v3';
import { handleRegistrationError } from '../model/registration-errors';
import type { RegistrationV3FormInput, RegistrationV3FormValues } from '../model/registration-schema';
import { signIn } from '../model/session';
import { lazyResolver, useLazyResolver } from '../../../shared/lib/lazy-resolver';
import { ConsentCheckboxes } from './consent-checkboxes';
import { NameEmailFields } from './name-email-fields';
import { PhoneConfirmModal } from './phone-confirm-modal';
import { PhoneInput } from '../../../shared/ui/phone-input';

/** The schema and zod load with the form, after the page (route budget). */
const resolverV3 = /* @__PURE__ */ lazyResolver<RegistrationV3FormInput, unknown, RegistrationV3FormValues>(
  () => import('../model/registration-resolvers').then((m) => m.registrationV3Resolver),
);

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'telegram',
  'password',
  'parentPhone',
  'acceptedPdpp',
] as const;

interface RegistrationFormProps {
  onSuccess: (user: AuthUser) => void;
  /** A 401 during registration returns to login. */
  onUnauthorized: () => void;
}

export function RegistrationV3Form({ onSuccess, onUnauthorized }: RegistrationFormProps) {
  const { t } = useTranslation();
  const form = useForm<RegistrationV3FormInput, unknown, RegistrationV3FormValues>({
    resolver: useLazyResolver(resolverV3),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      telegram: '',
      password: '',
      parentPhone: '',
      acceptedPublicOffer: false,
      acceptedPdpp: false,
      subscribedForNews: true,
    },
  });
  const { errors } = form.formState;
  const register = useRegisterV3();
  const [modalOpen, setModalOpen] = useState(false);
  const phoneKey = useRef<string | null>(null);
  const err = (message?: string) => translateValidation(message);

  const send = async (values: RegistrationV3FormValues) => {
    const key = phoneKey.current;
    if (!key) {
      setModalOpen(true);
      return;
    }
    // A phone key serves one attempt only.
    phoneKey.current = null;
    try {
      const parentPhone = values.parentPhone ? normalizePhone(values.parentPhone) : undefined;
      const response = await register.mutateAsync({ ...values, parentPhone, phoneKey: key });
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
    <>
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
          <TextInput
            size="md"
            label={t('registration.telegram')}
            data-testid="reg-telegram"
            error={err(errors.telegram?.message)}
            {...form.register('telegram')}
          />
          <PasswordInput
            size="md"
            label={t('registration.password')}
            autoComplete="new-password"
            data-testid="reg-password"
            error={err(errors.password?.message)}
            {...form.register('password')}
          />
          <Controller
            control={form.control}
            name="parentPhone"
            render={({ field }) => (
              <PhoneInput
                label={t('registration.parentPhone')}
                testId="reg-parent-phone"
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={err(errors.parentPhone?.message)}
              />
            )}
          />
          <ConsentCheckboxes
            control={form.control}
            items={[
              { name: 'acceptedPublicOffer', label: t('registration.offer'), testId: 'reg-offer' },
              { name: 'acceptedPdpp', label: t('registration.pdpp'), testId: 'reg-pdpp' },
              { name: 'subscribedForNews', label: t('registration.news'), testId: 'reg-news' },
            ]}
          />
          <Button type="submit" size="md" fullWidth loading={register.isPending} data-testid="reg-submit">
            {t('registration.submit')}
          </Button>
        </Stack>
      </form>
      <PhoneConfirmModal
        opened={modalOpen}
        onClose={() => setModalOpen(false)}
        onConfirmed={(key) => {
          phoneKey.current = key;
          setModalOpen(false);
          void form.handleSubmit(send)();
        }}
      />
    </>
  );
}
