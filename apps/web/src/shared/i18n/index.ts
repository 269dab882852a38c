import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { VALIDATION_MESSAGES, type MessageLanguage } from '@prepa/contracts';
import { PLATFORM_CONFIG } from '../config/platform';
import { local } from '../lib/storage';
import { en } from './en';
import { shopPagesEn, shopPagesRu } from './shop-pages';
import { studentPagesEn, studentPagesRu } from './student-pages';
import { trainingPagesEn, trainingPagesRu } from './training-pages';
import { referralPagesEn, referralPagesRu } from './referral-pages';
import { homeworkPagesEn, homeworkPagesRu } from './homework-pages';
import { ru } from './ru';
import {
  LANGUAGE_STORAGE_KEY,
  UI_LANGUAGES,
  isUiLanguage,
  storedUiLanguage,
  type UiLanguage,
} from './languages';

export { LANGUAGE_STORAGE_KEY, UI_LANGUAGES, isUiLanguage, type UiLanguage };

/** Contracts' validation messages, with `{n}` turned into an i18next placeholder. */
function validationMessages(lang: MessageLanguage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, texts] of Object.entries(VALIDATION_MESSAGES))
    out[key] = texts[lang].replace('{n}', '{{n}}');
  return out;
}

const initial: UiLanguage =
  storedUiLanguage() ?? (isUiLanguage(PLATFORM_CONFIG.language) ? PLATFORM_CONFIG.language : 'ru');

void i18next.use(initReactI18next).init({
  lng: initial,
  fallbackLng: 'ru',
  supportedLngs: [...UI_LANGUAGES],
  resources: {
    ru: {
      translation: {
        ...ru,
        ...shopPagesRu,
        ...trainingPagesRu,
        ...referralPagesRu,
        student: studentPagesRu,
        homeworkPages: homeworkPagesRu,
        validation: validationMessages('ru'),
      },
    },
    en: {
      translation: {
        ...en,
        ...shopPagesEn,
        ...trainingPagesEn,
        ...referralPagesEn,
        student: studentPagesEn,
        homeworkPages: homeworkPagesEn,
        validation: validationMessages('en'),
      },
    },
  },
  interpolation: { escapeValue: false },
  // Areas add their texts when their chunk loads, at the top of the modules whose components use them
  // (`textsRegistrar`), so a component never renders before its texts. Nothing re-renders when texts
  // are added: with `bindI18nStore: 'added'` every component using `t` rendered again each time a
  // chunk brought texts, the whole page two or three times over while Home was loading.
  initAsync: false,
  showSupportNotice: false,
});

function syncHtmlLang(lang: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
syncHtmlLang(i18next.language);
i18next.on('languageChanged', syncHtmlLang);

/** Switches the UI language and remembers it on this device. */
export async function setUiLanguage(lang: UiLanguage): Promise<void> {
  local.set(LANGUAGE_STORAGE_KEY, lang);
  await i18next.changeLanguage(lang);
}

/** Renders a contracts' validation key (or a server detail) for a form field. */
export function translateValidation(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = `validation.${message}`;
  return i18next.exists(key) ? i18next.t(key) : message;
}

/**
 * A feature's texts under `namespace`, added to both languages once, when the feature's code first
 * loads (so they arrive with that code and stay out of the login page's bundle). Bundles are deep-merged:
 * two features may add to one namespace.
 */
export function textsRegistrar(namespace: string, ru: object, en: object): () => void {
  let registered = false;
  return () => {
    if (registered) return;
    registered = true;
    i18next.addResourceBundle('ru', 'translation', { [namespace]: ru }, true, false);
    i18next.addResourceBundle('en', 'translation', { [namespace]: en }, true, false);
  };
}

export { i18next };
export type { Texts } from './texts';
