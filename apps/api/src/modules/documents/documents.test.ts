import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signedInUser, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('documents', () => {
  it('lists public documents whose links we serve', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/core/docs/' })).json().results;
    expect(list.map((d: { kind: string }) => d.kind)).toEqual([
      'oferta',
      'politics',
      'terms-of-use',
      'mailing',
    ]);
    const page = await t.app.inject({ method: 'GET', url: list[0].link });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Договор-оферта</h1>');
    expect((await t.app.inject({ method: 'GET', url: '/api/core/docs/nope/' })).statusCode).toBe(404);
  });

  it('serves static documents and an empty purchase list to a student, nothing to a guest', async () => {
    const u = await signedInUser(t.app);
    const stat = await t.app.inject({
      method: 'GET',
      url: '/api/v2/students/documents/static/',
      headers: bearer(u.access),
    });
    expect(stat.json().results.length).toBeGreaterThan(0);
    const purchased = await t.app.inject({
      method: 'GET',
      url: '/api/v2/students/documents/purchased/?year=2026&month=1',
      headers: bearer(u.access),
    });
    expect(purchased.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v2/students/documents/purchased/?year=2018',
          headers: bearer(u.access),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/students/documents/static/' })).statusCode,
    ).toBe(401);
  });
});
