import { local } from '../lib/storage';

/** The UI's languages and where the one chosen on this device is kept: read at start-up before i18next loads, too. */
export const UI_LANGUAGES = ['ru', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'prepa.language';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** The UI language chosen on this device, when one is stored and still offered. */
export function storedUiLanguage(): UiLanguage | undefined {
  const stored = local.get(LANGUAGE_STORAGE_KEY);
  return isUiLanguage(stored) ? stored : undefined;
}
