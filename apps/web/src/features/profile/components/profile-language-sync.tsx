import { useEffect } from 'react';
import { isUiLanguage, setUiLanguage, i18next } from '../../../shared/i18n';
import { useProfile } from '../api/get-profile';

/** A signed-in user's saved language wins over this device's choice. */
export function ProfileLanguageSync() {
  const { data } = useProfile();
  const language = data?.language;
  useEffect(() => {
    if (isUiLanguage(language) && language !== i18next.language) void setUiLanguage(language);
  }, [language]);
  return null;
}
