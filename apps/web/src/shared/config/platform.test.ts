import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedPlatform, resolvePlatform } from './platform';

function embed(text: string): HTMLScriptElement {
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = 'prepa-platform';
  s.textContent = text;
  document.head.appendChild(s);
  return s;
}

afterEach(() => {
  document.getElementById('prepa-platform')?.remove();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the platform the server embeds in index.html', () => {
  it('reads it from the inert JSON element', () => {
    embed('{"platform":"KZ"}');
    expect(embeddedPlatform()).toBe('KZ');
  });

  it('ignores a missing, unknown or unreadable one', () => {
    expect(embeddedPlatform()).toBeUndefined();
    const s = embed('{"platform":"MARS"}');
    expect(embeddedPlatform()).toBeUndefined();
    s.textContent = '{not json';
    expect(embeddedPlatform()).toBeUndefined();
    s.textContent = 'null';
    expect(embeddedPlatform()).toBeUndefined();
  });

  it('wins over VITE_PLATFORM, which only stands in without it (the Vite dev server)', () => {
    expect(resolvePlatform('one', 'KZ')).toBe('ONE');
    expect(resolvePlatform(undefined, 'kz')).toBe('KZ');
    expect(resolvePlatform(undefined, undefined)).toBe('RU');
  });

  it('is the PLATFORM of the whole app, with its currency and gates', async () => {
    vi.stubEnv('VITE_PLATFORM', 'ONE');
    embed('{"platform":"KZ"}');
    const kz = await import('./platform');
    expect(kz.PLATFORM).toBe('KZ');
    expect(kz.PLATFORM_CONFIG.currency).toBe('KZT');
    expect(kz.platformHas('phoneKzOnly')).toBe(true);

    document.getElementById('prepa-platform')?.remove();
    vi.resetModules();
    const dev = await import('./platform');
    expect(dev.PLATFORM).toBe('ONE');
  });
});
