import { Stack, TextInput, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../shared/i18n';
import { PhoneInput } from '../../../shared/ui/phone-input';
import { collapseSpaces, type CustomerInput, type CustomerValues } from '../model/customer-form';

/** Full name, phone and e-mail of the payer (customerInfoSchema). */
export function CustomerInfoForm({ form }: { form: UseFormReturn<CustomerInput, unknown, CustomerValues> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <Stack gap="sm" data-testid="customer-form">
      <Title order={2} size="h4">
        {t('payment.customer')}
      </Title>
      <Controller
        control={form.control}
        name="customerName"
        render={({ field }) => (
          <TextInput
            label={t('payment.customerName')}
            autoComplete="name"
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={() => {
              field.onChange(collapseSpaces(String(field.value ?? '')));
              field.onBlur();
            }}
            error={translateValidation(errors.customerName?.message)}
            data-testid="customer-name"
            withAsterisk
          />
        )}
      />
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            label={t('payment.phone')}
            name={field.name}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={translateValidation(errors.phone?.message)}
            testId="customer-phone"
            withAsterisk
          />
        )}
      />
      <TextInput
        label={t('payment.email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={translateValidation(errors.email?.message)}
        data-testid="customer-email"
        withAsterisk
      />
    </Stack>
  );
}
