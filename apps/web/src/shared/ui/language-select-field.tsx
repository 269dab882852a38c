import { NativeSelect } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, type UiLanguage } from '../i18n';

const FALLBACK_TITLES: Record<string, string> = { ru: 'Русский', en: 'English' };

interface LanguageSelectFieldProps {
  value: UiLanguage;
  onChange: (language: string) => void;
  disabled?: boolean;
  /** The language's name from the site's list, when it has been loaded. */
  title?: string;
}

/** The header's language choice (what it changes is its caller's business: a guest's or a profile's). */
export function LanguageSelectField({ value, onChange, disabled, title }: LanguageSelectFieldProps) {
  const { t } = useTranslation();
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <NativeSelect
      aria-label={t('common.language')}
      data-testid="language-select"
      data-onboarding="platformSelect"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={UI_LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
      title={title ?? FALLBACK_TITLES[value]}
      w={compact ? 48 : 80}
      // On a 360 px phone the select drops its chevron (it still opens the native list) to leave room.
      {...(compact
        ? { rightSection: <span />, rightSectionWidth: 0, styles: { input: { paddingInline: 8 } } }
        : {})}
      size="md"
    />
  );
}
