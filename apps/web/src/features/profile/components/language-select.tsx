import { NativeSelect } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from '../../../shared/i18n';
import { useSiteLanguages } from '../api/site-languages';
import { useChangeLanguage } from './use-change-language';

const FALLBACK_TITLES: Record<string, string> = { ru: 'Русский', en: 'English' };

/** Header language choice: the UI languages the site offers. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { current, change, pending } = useChangeLanguage();
  const { data } = useSiteLanguages();
  const titles = new Map(data?.results.map((l) => [l.code, l.title]));
  const compact = useMediaQuery('(max-width: 36em)') ?? false;

  return (
    <NativeSelect
      aria-label={t('common.language')}
      data-testid="language-select"
      data-onboarding="platformSelect"
      value={current}
      disabled={pending}
      onChange={(e) => void change(e.currentTarget.value)}
      data={UI_LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
      title={titles.get(current) ?? FALLBACK_TITLES[current]}
      w={compact ? 48 : 68}
      // On a 360 px phone the select drops its chevron (it still opens the native list) to leave room.
      {...(compact
        ? { rightSection: <span />, rightSectionWidth: 0, styles: { input: { paddingInline: 8 } } }
        : {})}
      size="md"
    />
  );
}
