import { describe, expect, it } from 'vitest';
import { displayPhone, supportLinks } from './links';

describe('supportLinks', () => {
  it('turns every contact into its link, in order', () => {
    const links = supportLinks({
      phone: '+78001234567',
      email: 'help@prepa.example',
      vk: 'https://vk.com/prepa',
      telegram: '@prepa_help',
      whatsapp: '+7 900 123-45-67',
    });
    expect(links.map((l) => [l.kind, l.href, l.text, l.external])).toEqual([
      ['phone', 'tel:+78001234567', '+7 800 123-45-67', false],
      ['email', 'mailto:help@prepa.example', 'help@prepa.example', false],
      ['telegram', 'https://t.me/prepa_help', '@prepa_help', true],
      ['whatsapp', 'https://wa.me/79001234567', '+7 900 123-45-67', true],
      ['vk', 'https://vk.com/prepa', 'vk.com/prepa', true],
    ]);
  });

  it('leaves out missing contacts and a vk value that is not an https link', () => {
    const links = supportLinks({
      phone: null,
      email: 'a@b.example',
      vk: 'javascript:alert(1)',
      telegram: null,
      whatsapp: null,
    });
    expect(links.map((l) => l.kind)).toEqual(['email']);
  });

  it('keeps a phone of another length as given', () => {
    expect(displayPhone('+123')).toBe('+123');
  });
});
