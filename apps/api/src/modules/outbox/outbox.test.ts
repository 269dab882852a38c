import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, uniquePhone, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/dev/outbox/', () => {
  it('lists messages newest first, filtered by recipient in any phone notation, paginated', async () => {
    const phone = uniquePhone();
    const other = uniquePhone();
    await post(t.app, '/api/v3/auth/otp-request/', { phone });
    await post(t.app, '/api/v3/auth/otp-request/', { phone: other });
    const digits = phone.slice(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${digits}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: expect.any(Number),
          channel: 'sms',
          to: phone,
          subject: null,
          body: expect.stringMatching(/\b\d{4}\b/),
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ],
    });
    // "+" in a query string arrives as a space; both spellings match.
    const plus = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=+${digits}` });
    expect(plus.json<{ count: number }>().count).toBe(1);

    const all = await t.app.inject({ method: 'GET', url: '/api/dev/outbox/?limit=1' });
    const page = all.json<{ count: number; next: string | null; results: { to: string }[] }>();
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.results[0]?.to).toBe(other);
    expect(page.next).toContain('offset=1');
  });
});
