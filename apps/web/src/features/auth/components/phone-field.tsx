import { Group, Input, NativeSelect } from '@mantine/core';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PHONE_COUNTRIES,
  PHONE_COUNTRY_CODES,
  detectPhoneCountry,
  type PhoneCountry,
} from '@prepa/contracts';
import { platformHas } from '../../../shared/config/platform';
import { applyPhoneMask, digitsAfterEdit, maskDigits } from '../../../shared/lib/phone-mask';

interface PhoneFieldProps {
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  label: string;
  error?: string;
  testId?: string;
  disabled?: boolean;
  name?: string;
}

/** Kazakhstan-only deployments fix the country. */
export function fixedCountry(): PhoneCountry | undefined {
  return platformHas('phoneKzOnly') ? 'kz' : undefined;
}

/** The country the typed digits belong to, else the one chosen in the select. */
export function phoneCountryOf(digits: string, selected: PhoneCountry): PhoneCountry {
  return fixedCountry() ?? detectPhoneCountry(digits) ?? selected;
}

export function PhoneField({
  value,
  onChange,
  onBlur,
  label,
  error,
  testId,
  disabled,
  name,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const fixed = fixedCountry();
  const [selected, setSelected] = useState<PhoneCountry>(fixed ?? 'ru');
  const id = useId();
  const country = phoneCountryOf(value, selected);
  const mask = PHONE_COUNTRIES[country].mask;
  const shown = applyPhoneMask(value, mask);

  return (
    <Input.Wrapper label={label} error={error} id={id} size="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <NativeSelect
          aria-label={t('phone.country')}
          title={t(`phone.countries.${country}`)}
          data-testid={testId ? `${testId}-country` : undefined}
          value={country}
          disabled={disabled || fixed !== undefined}
          w={118}
          size="md"
          onChange={(e) => {
            setSelected(e.currentTarget.value as PhoneCountry);
            onChange('');
          }}
          data={PHONE_COUNTRY_CODES.map((code) => ({
            value: code,
            label: `${code.toUpperCase()} +${PHONE_COUNTRIES[code].prefixes[0]?.slice(0, code === 'by' ? 3 : 1)}`,
          }))}
        />
        <Input
          id={id}
          style={{ flex: 1 }}
          size="md"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name={name}
          placeholder={mask.replace(/0/g, '_')}
          value={shown}
          error={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
          data-testid={testId}
          onBlur={onBlur}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            const next = digitsAfterEdit(value, shown, e.currentTarget.value);
            const nextCountry = phoneCountryOf(next, selected);
            onChange(next.slice(0, maskDigits(PHONE_COUNTRIES[nextCountry].mask)));
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
