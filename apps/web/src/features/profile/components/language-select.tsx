import { LanguageSelectField } from '../../../shared/ui';
import { useSiteLanguages } from '../api/site-languages';
import { useChangeLanguage } from './use-change-language';

/** Header language choice: the UI languages the site offers; a signed-in user's profile keeps it. */
export function LanguageSelect() {
  const { current, change, pending } = useChangeLanguage();
  const { data } = useSiteLanguages();
  const title = data?.results.find((l) => l.code === current)?.title;
  return (
    <LanguageSelectField
      value={current}
      onChange={(next) => void change(next)}
      disabled={pending}
      title={title}
    />
  );
}
