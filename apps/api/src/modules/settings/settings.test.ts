import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_CONTACTS_MAX_AGE } from '@prepa/contracts';
import { createTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/settings/support/', () => {
  it('serves the RU contacts by default, snake_case keys, cacheable, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/support/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(`public, max-age=${SUPPORT_CONTACTS_MAX_AGE}`);
    expect(String(res.headers.vary)).toMatch(/x-platform/i);
    expect(res.json()).toEqual({
      phone: '+78001234567',
      email: 'support@prepa.example',
      vk: 'https://vk.com/prepa_school',
      telegram: 'prepa_support',
      whatsapp: '+79001234567',
    });
  });

  it('answers every platform with its own contacts', async () => {
    const seen = new Set<string>();
    for (const platform of ['RU', 'KZ', 'ONE', 'ACADEMY']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/settings/support/',
        headers: { 'x-platform': platform },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<Record<string, string | null>>();
      expect(Object.keys(body).sort()).toEqual(['email', 'phone', 'telegram', 'vk', 'whatsapp']);
      expect(body.email).toMatch(/@/);
      seen.add(String(body.email));
    }
    expect(seen.size).toBe(4);
    const kz = await t.app.inject({
      method: 'GET',
      url: '/api/settings/support/',
      headers: { 'x-platform': 'KZ' },
    });
    expect(kz.json()).toMatchObject({ phone: '+77271234567', vk: null });
  });

  it('falls back to RU for an unknown platform and ignores a bad token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings/support/',
      headers: { 'x-platform': 'MARS', authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'support@prepa.example' });
  });

  it('has no other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/settings/support/', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
  });
});
