import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../test/app.js';
import { createCatalogue } from '../../test/shop-factories.js';
import { loadConfig } from '../config.js';
import { platformOfHost } from './platform.js';

const HOSTS = 'prepa.kz=KZ, one.prepa.ru=ONE,academy.prepa.ru=academy';

type Cat = Awaited<ReturnType<typeof createCatalogue>>;
let dev: TestApp;
let prod: TestApp;
let cat: Cat;
beforeAll(async () => {
  dev = await createTestApp({ PLATFORM_HOSTS: HOSTS });
  cat = await createCatalogue(dev.app);
  // Production mode: X-Platform means nothing; the host alone decides.
  prod = await createTestApp({
    PLATFORM_HOSTS: HOSTS,
    NODE_ENV: 'production',
    ALLOW_PLATFORM_HEADER: '1',
    DEV_OUTBOX: '0',
    MAINTENANCE_INTERVAL_MS: '0',
    LOG_LEVEL: 'silent',
  });
  await createCatalogue(prod.app);
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('PLATFORM_HOSTS', () => {
  it('maps host names without port, in any case, with RU for the rest', () => {
    const { platformHosts } = loadConfig({ PLATFORM_HOSTS: HOSTS });
    expect(platformOfHost('prepa.kz', platformHosts)).toBe('KZ');
    expect(platformOfHost('PREPA.KZ:443', platformHosts)).toBe('KZ');
    expect(platformOfHost('one.prepa.ru', platformHosts)).toBe('ONE');
    expect(platformOfHost('academy.prepa.ru:8080', platformHosts)).toBe('ACADEMY');
    expect(platformOfHost('prepa.ru', platformHosts)).toBe('RU');
    expect(platformOfHost('evil.example', platformHosts)).toBe('RU');
    expect(platformOfHost(undefined, platformHosts)).toBe('RU');
  });

  it('lets `*` choose the platform of unlisted hosts', () => {
    const { platformHosts } = loadConfig({ PLATFORM_HOSTS: '*=KZ,prepa.ru=RU' });
    expect(platformOfHost('anything.example', platformHosts)).toBe('KZ');
    expect(platformOfHost('prepa.ru', platformHosts)).toBe('RU');
  });

  it('refuses a malformed map at start-up', () => {
    expect(() => loadConfig({ PLATFORM_HOSTS: 'prepa.kz=MARS' })).toThrow(/PLATFORM_HOSTS/);
    expect(() => loadConfig({ PLATFORM_HOSTS: 'prepa.kz' })).toThrow(/PLATFORM_HOSTS/);
    expect(() => loadConfig({ PLATFORM_HOSTS: 'pre pa.kz=KZ' })).toThrow(/PLATFORM_HOSTS/);
  });

  it('honours X-Platform outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).allowPlatformHeader).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', ALLOW_PLATFORM_HEADER: '0' }).allowPlatformHeader).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).allowPlatformHeader).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_PLATFORM_HEADER: '1' }).allowPlatformHeader).toBe(
      false,
    );
  });
});

describe('the platform of a request', () => {
  it('prices the catalogue in KZT for the KZ host, in RUB for the others', async () => {
    for (const t of [dev, prod]) {
      const kz = await get(t, `/api/v2/shop/products/${cat.mg.id}/`, { host: 'prepa.kz' });
      expect(kz.json()).toMatchObject({ price: 2_200_000, currency: 'KZT' });
      const ru = await get(t, `/api/v2/shop/products/${cat.mg.id}/`, { host: 'prepa.ru' });
      expect(ru.json()).toMatchObject({ price: 399_000, currency: 'RUB' });
    }
  });

  it('follows the host for support contacts', async () => {
    const kz = await get(prod, '/api/settings/support/', { host: 'prepa.kz:443' });
    const ru = await get(prod, '/api/settings/support/', { host: 'prepa.ru' });
    expect(kz.statusCode).toBe(200);
    expect(kz.body).not.toEqual(ru.body);
  });

  it('ignores X-Platform in production', async () => {
    const res = await get(prod, `/api/v2/shop/products/${cat.mg.id}/`, {
      host: 'prepa.ru',
      'x-platform': 'KZ',
    });
    expect(res.json()).toMatchObject({ currency: 'RUB' });
    const onKz = await get(prod, `/api/v2/shop/products/${cat.mg.id}/`, {
      host: 'prepa.kz',
      'x-platform': 'RU',
    });
    expect(onKz.json()).toMatchObject({ currency: 'KZT' });
  });

  it('takes a valid X-Platform in development and tests, and the host for an unknown one', async () => {
    const kz = await get(dev, `/api/v2/shop/products/${cat.mg.id}/`, {
      host: 'prepa.ru',
      'x-platform': 'kz',
    });
    expect(kz.json()).toMatchObject({ currency: 'KZT' });
    const mars = await get(dev, `/api/v2/shop/products/${cat.mg.id}/`, {
      host: 'prepa.kz',
      'x-platform': 'MARS',
    });
    expect(mars.json()).toMatchObject({ currency: 'KZT' });
  });
});

describe("a signed-in user's platform", () => {
  it("answers a KZ student on the KZ host, in KZT, and refuses the student on another platform's host", async () => {
    const student = await signedInUser(prod.app, { platform: 'KZ' }, { host: 'prepa.kz' });
    const verify = await get(prod, '/api/v3/auth/verify/', { ...bearer(student.access), host: 'prepa.kz' });
    expect(verify.statusCode).toBe(200);
    const cart = await get(prod, '/api/cart/', { ...bearer(student.access), host: 'prepa.kz' });
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toMatchObject({ currency: 'KZT' });

    for (const url of ['/api/v3/auth/verify/', '/api/cart/']) {
      const res = await get(prod, url, { ...bearer(student.access), host: 'prepa.ru', 'x-platform': 'KZ' });
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res)).toEqual({
        type: 'client_error',
        errors: [{ code: 'platform_mismatch', detail: expect.any(String), attr: null }],
      });
    }
  });

  it('refuses a mismatching X-Platform in development: a RU student cannot pick KZT', async () => {
    const student = await signedInUser(dev.app);
    for (const url of ['/api/v3/auth/verify/', '/api/cart/', '/api/v2/students/statuses/']) {
      const res = await get(dev, url, { ...bearer(student.access), 'x-platform': 'KZ' });
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res).errors[0]?.code, url).toBe('platform_mismatch');
    }
    const own = await get(dev, '/api/cart/', { ...bearer(student.access), 'x-platform': 'RU' });
    expect(own.json()).toMatchObject({ currency: 'RUB' });
  });
});
