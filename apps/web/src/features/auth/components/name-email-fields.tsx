import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Field = 'firstName' | 'lastName' | 'email';

interface NameEmailFieldsProps {
  /** `form.register(...)` of each field. */
  fields: Record<Field, UseFormRegisterReturn>;
  /** Translated error text of each field, if any. */
  errors: Partial<Record<Field, string>>;
}

/** First name, last name and e-mail: the fields every registration form starts with. */
export function NameEmailFields({ fields, errors }: NameEmailFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          size="md"
          label={t('registration.firstName')}
          autoComplete="given-name"
          data-testid="reg-first-name"
          error={errors.firstName}
          {...fields.firstName}
        />
        <TextInput
          size="md"
          label={t('registration.lastName')}
          autoComplete="family-name"
          data-testid="reg-last-name"
          error={errors.lastName}
          {...fields.lastName}
        />
      </SimpleGrid>
      <TextInput
        size="md"
        type="email"
        label={t('registration.email')}
        autoComplete="email"
        data-testid="reg-email"
        error={errors.email}
        {...fields.email}
      />
    </>
  );
}
