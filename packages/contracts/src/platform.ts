export const PLATFORMS = ['RU', 'KZ', 'ONE', 'ACADEMY'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const DEFAULT_PLATFORM: Platform = 'RU';
export const PLATFORM_HEADER = 'x-platform';

export type RegionalGate =
  | 'passwordChange'
  | 'emailChange'
  | 'phoneKzOnly'
  | 'referralProgram'
  | 'referralNeedsSocial'
  | 'chatStyling'
  | 'profileDocuments'
  | 'birthdayEdit'
  | 'profileVk'
  | 'profileTelegram'
  | 'profileNickname'
  | 'randomCases'
  | 'yandexBadge'
  | 'cartRecommendations'
  | 'homeIndividualTask'
  | 'newCurrentProgress'
  /** Registration with a confirmed phone (v3); platforms without phone keys use v2. */
  | 'registrationV3';

export interface PlatformConfig {
  platform: Platform;
  currency: 'RUB' | 'KZT';
  locale: string;
  language: string;
  timezone: string;
  gates: readonly RegionalGate[];
}

/** Regional gating of spec 1 §6, per platform. */
const GATES: Record<RegionalGate, readonly Platform[]> = {
  passwordChange: ['KZ'],
  emailChange: ['KZ'],
  phoneKzOnly: ['KZ'],
  referralProgram: ['RU', 'KZ', 'ONE', 'ACADEMY'],
  referralNeedsSocial: ['RU', 'ONE'],
  chatStyling: ['RU', 'KZ'],
  profileDocuments: ['RU', 'ONE', 'ACADEMY'],
  birthdayEdit: ['RU', 'ONE'],
  profileVk: ['RU', 'ONE'],
  profileTelegram: ['KZ'],
  profileNickname: ['RU'],
  randomCases: ['RU', 'KZ'],
  yandexBadge: ['RU'],
  cartRecommendations: ['RU', 'KZ', 'ONE'],
  homeIndividualTask: ['RU', 'KZ'],
  newCurrentProgress: ['RU', 'KZ'],
  registrationV3: ['RU', 'KZ', 'ONE'],
};

function gatesOf(platform: Platform): RegionalGate[] {
  return (Object.keys(GATES) as RegionalGate[]).filter((g) => GATES[g].includes(platform));
}

export const PLATFORM_CONFIGS: Record<Platform, PlatformConfig> = {
  RU: {
    platform: 'RU',
    currency: 'RUB',
    locale: 'ru-RU',
    language: 'ru',
    timezone: 'Europe/Moscow',
    gates: gatesOf('RU'),
  },
  KZ: {
    platform: 'KZ',
    currency: 'KZT',
    locale: 'ru-RU',
    language: 'ru',
    timezone: 'Asia/Almaty',
    gates: gatesOf('KZ'),
  },
  ONE: {
    platform: 'ONE',
    currency: 'RUB',
    locale: 'ru-RU',
    language: 'ru',
    timezone: 'Europe/Moscow',
    gates: gatesOf('ONE'),
  },
  ACADEMY: {
    platform: 'ACADEMY',
    currency: 'RUB',
    locale: 'ru-RU',
    language: 'ru',
    timezone: 'Europe/Moscow',
    gates: gatesOf('ACADEMY'),
  },
};

export function platformConfig(platform: Platform): PlatformConfig {
  return PLATFORM_CONFIGS[platform];
}

export function hasGate(platform: Platform, gate: RegionalGate): boolean {
  return GATES[gate].includes(platform);
}

/** Parses an X-Platform header value; anything unknown falls back to the default platform. */
export function parsePlatform(value: unknown): Platform {
  const upper = typeof value === 'string' ? value.toUpperCase() : value;
  return PLATFORMS.find((platform) => platform === upper) ?? DEFAULT_PLATFORM;
}
