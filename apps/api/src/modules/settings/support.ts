import type { Platform, SupportContacts } from '@prepa/contracts';

/**
 * Support contacts of every platform. They are deployment settings kept in code (the demo school's
 * own lines); a platform without a channel has null there.
 */
export const SUPPORT_CONTACTS: Record<Platform, SupportContacts> = {
  RU: {
    phone: '+78001234567',
    email: 'support@prepa.example',
    vk: 'https://vk.com/prepa_school',
    telegram: 'prepa_support',
    whatsapp: '+79001234567',
  },
  KZ: {
    phone: '+77271234567',
    email: 'support.kz@prepa.example',
    vk: null,
    telegram: 'prepa_kz_support',
    whatsapp: '+77001234567',
  },
  ONE: {
    phone: null,
    email: 'support.one@prepa.example',
    vk: 'https://vk.com/prepa_one',
    telegram: 'prepa_one_support',
    whatsapp: null,
  },
  ACADEMY: {
    phone: '+78007654321',
    email: 'academy@prepa.example',
    vk: null,
    telegram: 'prepa_academy',
    whatsapp: null,
  },
};

export function supportContactsOf(platform: Platform): SupportContacts {
  return SUPPORT_CONTACTS[platform];
}
