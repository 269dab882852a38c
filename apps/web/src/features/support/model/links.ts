import type { SupportContacts } from '@prepa/contracts';

export type SupportLinkKind = 'phone' | 'email' | 'telegram' | 'whatsapp' | 'vk';

export interface SupportLink {
  kind: SupportLinkKind;
  href: string;
  /** What the student reads: the number, the address, @name or the page. */
  text: string;
  /** Opens another site (new tab). */
  external: boolean;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** "+78001234567" → "+7 800 123-45-67"; other lengths stay as given. */
export function displayPhone(value: string): string {
  const d = digits(value);
  if (d.length !== 11) return value;
  return `+${d[0]} ${d.slice(1, 4)} ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9)}`;
}

/** The contacts as links, in a fixed order (phone, email, telegram, whatsapp, vk); missing ones left out. */
export function supportLinks(contacts: SupportContacts): SupportLink[] {
  const out: SupportLink[] = [];
  if (contacts.phone)
    out.push({
      kind: 'phone',
      href: `tel:+${digits(contacts.phone)}`,
      text: displayPhone(contacts.phone),
      external: false,
    });
  if (contacts.email)
    out.push({ kind: 'email', href: `mailto:${contacts.email}`, text: contacts.email, external: false });
  if (contacts.telegram) {
    const name = contacts.telegram.replace(/^@/, '').replace(/^https?:\/\/t\.me\//, '');
    out.push({
      kind: 'telegram',
      href: `https://t.me/${encodeURIComponent(name)}`,
      text: `@${name}`,
      external: true,
    });
  }
  if (contacts.whatsapp)
    out.push({
      kind: 'whatsapp',
      href: `https://wa.me/${digits(contacts.whatsapp)}`,
      text: displayPhone(contacts.whatsapp),
      external: true,
    });
  if (contacts.vk && /^https:\/\//.test(contacts.vk))
    out.push({ kind: 'vk', href: contacts.vk, text: contacts.vk.replace(/^https:\/\//, ''), external: true });
  return out;
}
