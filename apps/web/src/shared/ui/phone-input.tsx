import { Group, Input, InputBase, NativeSelect } from '@mantine/core';
import { Suspense, lazy, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PHONE_COUNTRIES,
  PHONE_COUNTRY_CODES,
  detectPhoneCountry,
  normalizePhoneDigits,
  type PhoneCountry,
} from '@prepa/contracts';
import { platformHas } from '../config/platform';
import { imaskPattern } from '../lib/phone-mask';

/**
 * imask registers itself on `globalThis` when loaded, so a static import would keep it in every chunk
 * that reaches this module (the login page among them). The masked input loads with the first phone
 * field shown; a read-only field of the same size stands in for the moment it takes.
 */
const IMaskInput = lazy(() => import('react-imask').then((m) => ({ default: m.IMaskInput })));

export interface PhoneInputProps {
  /** The phone's digits with the country code ("79161234567"), or "" while empty. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  label: string;
  error?: string;
  testId?: string;
  disabled?: boolean;
  name?: string;
  withAsterisk?: boolean;
}

/** Kazakhstan-only deployments fix the country. */
export function fixedCountry(): PhoneCountry | undefined {
  return platformHas('phoneKzOnly') ? 'kz' : undefined;
}

/** The country the typed digits belong to, else the one chosen in the select. */
export function phoneCountryOf(digits: string, selected: PhoneCountry): PhoneCountry {
  return fixedCountry() ?? detectPhoneCountry(digits) ?? selected;
}

interface CountryMask {
  mask: string;
  country: PhoneCountry;
  /** A leading 8 typed into an empty +7 field is the Russian/Kazakh trunk prefix: it becomes the 7. */
  prepareChar?: (ch: string, masked: { unmaskedValue: string }) => string;
}

function countryMask(country: PhoneCountry): CountryMask {
  const def = PHONE_COUNTRIES[country];
  const entry: CountryMask = { mask: imaskPattern(def.mask, def.prefixes[0] ?? ''), country };
  if (country !== 'by') {
    entry.prepareChar = (ch, masked) => (masked.unmaskedValue === '' && ch === '8' ? '7' : ch);
  }
  return entry;
}

/**
 * The one phone field of the SPA (registration, login by phone, phone confirmation, the payer form,
 * the profile): a country select and a react-imask input. Whatever Russian and Kazakh users type — a
 * leading 8, +7, 7, spaces, brackets, dashes or ten bare digits — is shown as +7 (916) 123-45-67 and
 * handed out as the spec's digits (79161234567). Typing a 3 into an empty field switches to Belarus.
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  label,
  error,
  testId,
  disabled,
  name,
  withAsterisk,
}: PhoneInputProps) {
  const { t } = useTranslation();
  const fixed = fixedCountry();
  const [selected, setSelected] = useState<PhoneCountry>(fixed ?? 'ru');
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const id = useId();
  const digits = normalizePhoneDigits(value);
  const country = phoneCountryOf(digits, selected);

  const masks = useMemo(() => {
    // A dynamic mask (one per country) whose dispatch picks by the typed digits; react-imask's types
    // do not describe dynamic masks on a component prop, hence the plain object.
    const props = {
      mask: PHONE_COUNTRY_CODES.map((c) => countryMask(c)),
      unmask: true,
      lazy: true,
      dispatch: (appended: string, dynamic: { unmaskedValue: string; compiledMasks: unknown[] }) => {
        const typed = `${dynamic.unmaskedValue}${appended}`.replace(/\D/g, '');
        const chosen =
          fixedCountry() ??
          (typed.startsWith('3') ? 'by' : typed === '' ? selectedRef.current : detectPhoneCountry(typed)) ??
          (selectedRef.current === 'by' ? 'by' : 'ru');
        // Russia and Kazakhstan share one +7 mask: never switch between them mid-typing.
        return dynamic.compiledMasks[PHONE_COUNTRY_CODES.indexOf(chosen === 'by' ? 'by' : 'ru')];
      },
    };
    return { props };
  }, []);

  return (
    <Input.Wrapper label={label} error={error} id={id} size="md" withAsterisk={withAsterisk}>
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
        <Suspense
          fallback={
            <InputBase
              style={{ flex: 1 }}
              size="md"
              type="tel"
              readOnly
              aria-label={label}
              placeholder={PHONE_COUNTRIES[country].mask.replace(/0/g, '_')}
            />
          }
        >
          <InputBase
            component={IMaskInput}
            {...(masks.props as object)}
            value={digits}
            onAccept={(next: string) => {
              if (next !== digits) onChange(next);
            }}
            id={id}
            style={{ flex: 1 }}
            size="md"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            name={name}
            placeholder={PHONE_COUNTRIES[country].mask.replace(/0/g, '_')}
            error={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={disabled}
            data-testid={testId}
            onBlur={onBlur}
          />
        </Suspense>
      </Group>
    </Input.Wrapper>
  );
}
