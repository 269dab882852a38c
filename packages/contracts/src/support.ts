import { z } from 'zod';

/** Support channels a page may send a student to (spec 1 §3). */
export const SUPPORT_CHANNELS = [
  'online_curator',
  'support_chat',
  'pm',
  'chat',
  'curator',
  'vk_bot',
  'telegram',
  'senior_curator',
  'senior_curator_pm',
  'vk_helper',
  'appeal',
] as const;
export const supportChannelSchema = z.enum(SUPPORT_CHANNELS);
export type SupportChannel = z.infer<typeof supportChannelSchema>;

/**
 * GET /settings/support/: the platform's support contacts (spec 1 §3, §7). A contact the platform
 * does not offer is null. `vk` is a full https link; `telegram` a user name without "@"; `whatsapp`
 * and `phone` numbers in international form.
 */
export const supportContactsSchema = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  vk: z.string().nullable(),
  telegram: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type SupportContacts = z.infer<typeof supportContactsSchema>;

/** How long clients and proxies may keep the support contacts (seconds). */
export const SUPPORT_CONTACTS_MAX_AGE = 3600;
