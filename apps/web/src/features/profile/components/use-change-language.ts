import { useTranslation } from 'react-i18next';
import { isUiLanguage, setUiLanguage, type UiLanguage } from '../../../shared/i18n';
import { triggerModalAction } from '../../../shared/lib/modal-action';
import { notifyError } from '../../../shared/lib/notify';
import { useCurrentUser } from '../../auth';
import { useUpdateProfile } from '../api/update-profile';

/** Switches the language: saved to the profile when signed in, on this device otherwise. */
export function useChangeLanguage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const current: UiLanguage = isUiLanguage(i18n.language) ? i18n.language : 'ru';

  const change = async (next: string) => {
    if (!isUiLanguage(next) || next === current) return;
    if (user) {
      try {
        await update.mutateAsync({ language: next });
      } catch {
        notifyError(t('common.error'));
        return;
      }
    }
    await setUiLanguage(next);
    triggerModalAction('LANGUAGE');
  };

  return { current, change, pending: update.isPending };
}
