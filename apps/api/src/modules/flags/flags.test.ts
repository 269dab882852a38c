import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@prepa/contracts';
import { createTestApp, errorOf, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Payload = { status: number; features: Record<string, { defaultValue: boolean }>; dateUpdated: string };

describe('GET /api/features/:clientKey', () => {
  it('serves all flags per platform in the GrowthBook SDK format', async () => {
    const ru = await t.app.inject({ method: 'GET', url: '/api/features/prepa-ru' });
    expect(ru.statusCode).toBe(200);
    const body = ru.json<Payload>();
    expect(body.status).toBe(200);
    expect(body.dateUpdated).toMatch(/^\d{4}-/);
    expect(Object.keys(body.features).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(body.features['login-by-phone']).toEqual({ defaultValue: false });

    const kz = (await t.app.inject({ method: 'GET', url: '/api/features/prepa-kz' })).json<Payload>();
    expect(kz.features['login-by-phone']).toEqual({ defaultValue: true });
    expect(kz.features['kz-gamification']).toEqual({ defaultValue: true });
    for (const key of ['prepa-one', 'prepa-academy']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/features/${key}` })).statusCode).toBe(200);
    }
  });

  it('reflects a changed definition', async () => {
    await t.app.prepa.flags.set('ONE', 'edu-625', true);
    const one = (await t.app.inject({ method: 'GET', url: '/api/features/prepa-one' })).json<Payload>();
    expect(one.features['edu-625']).toEqual({ defaultValue: true });
  });

  it('lets dev tools switch a flag', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/dev/features/prepa-academy/',
      payload: { 'login-by-phone': true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Payload>().features['login-by-phone']).toEqual({ defaultValue: true });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/dev/features/prepa-academy/',
      payload: { nope: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers an unknown client key with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/features/nope' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).errors[0]?.code).toBe('not_found');
  });
});
