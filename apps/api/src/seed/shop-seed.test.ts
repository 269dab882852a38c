import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/app.js';
import { DEMO_ACTIVATION_HASH } from './shop-purchases.js';

/** Where the SPA's own pictures live (served from the built SPA's root). */
const webPublic = (path: string) => fileURLToPath(new URL(`../../../web/public${path}`, import.meta.url));

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

  it('pictures every course and teacher with images of our own, and loads nothing from another site', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/v2/shop/products/?limit=100' })).json() as {
      results: {
        avatar: string | null;
        teacher: { id: number; avatar: string | null } | null;
        product_type: { class_type: { title: string } | null };
      }[];
    };
    expect(page.results.length).toBeGreaterThan(40);
    for (const p of page.results) {
      expect(p.avatar).toMatch(/^\/images\/covers\/[a-z]+\.svg$/);
      if (p.product_type.class_type) expect(p.avatar).not.toBe('/images/covers/general.svg');
      expect(existsSync(webPublic(p.avatar ?? '')), `${p.avatar} is in apps/web/public`).toBe(true);
    }
    const maths = page.results.find((p) => p.product_type.class_type?.title === 'Математика');
    expect(maths?.avatar).toBe('/images/covers/maths.svg');
    const teacherIds = new Set(page.results.flatMap((p) => (p.teacher ? [p.teacher.id] : [])));
    for (const id of teacherIds) {
      const teacher = (await t.app.inject({ method: 'GET', url: `/api/v2/shop/teachers/${id}/` })).json();
      expect(teacher.avatar).toMatch(/^\/images\/teachers\/teacher-\d\.svg$/);
      expect(existsSync(webPublic(teacher.avatar))).toBe(true);
      expect(teacher.presentation_video).toBeNull();
    }
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
