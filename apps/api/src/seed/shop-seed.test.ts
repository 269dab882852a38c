import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/app.js';
import { DEMO_ACTIVATION_HASH } from './shop-purchases.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED: 'demo' });
}, 120_000);
afterAll(() => t.close());

describe('demo shop', () => {
  it('has a believable catalogue in RUB and KZT', async () => {
    const ru = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v2/shop/products/?sys_course_type_code=MASTER_GROUP&class_year=11',
      })
    ).json();
    expect(ru.count).toBe(20);
    const kz = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v2/shop/products/?limit=1',
        headers: { 'x-platform': 'KZ' },
      })
    ).json();
    expect(kz.results[0].currency).toBe('KZT');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/core/class-types/' })).json().results,
    ).toHaveLength(10);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/shop/bundles/' })).json().results).toHaveLength(
      2,
    );
  });

  it('gives student@example.com paid purchases, a subscription and documents', async () => {
    const { access } = await login(t.app, 'student@example.com', 'demo1234');
    const h = bearer(access);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/students/subscriptions/', headers: h })).json()
        .results,
    ).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/students/documents/purchased/', headers: h })).json()
        .count,
    ).toBe(2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/students/my-products/', headers: h })).json().results
        .length,
    ).toBeGreaterThanOrEqual(3);
    const { access: a2 } = await login(t.app, 'student2@example.com', 'demo1234');
    const act = await t.app.inject({
      method: 'POST',
      url: `/api/products/activate/${DEMO_ACTIVATION_HASH}/`,
      headers: bearer(a2),
    });
    expect(act.statusCode).toBe(200);
  });
});
