import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryCounterStore } from '../../adapters/counters.js';
import {
  bearer,
  createTestApp,
  createUser,
  errorOf,
  post,
  uniqueEmail,
  uniquePhone,
  type TestApp,
} from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lastSms(app: TestApp['app'], phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(phone)}` });
  const body = res.json<{ results: { body: string }[] }>().results[0]?.body ?? '';
  const code = /\b(\d{4})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in "${body}"`);
  return code;
}

async function phoneKeyFor(phone: string): Promise<string> {
  expect((await post(t.app, '/api/v3/auth/otp-request/', { phone })).statusCode).toBe(200);
  const code = await lastSms(t.app, phone);
  const res = await post(t.app, '/api/v3/auth/otp-confirm/', { phone, code });
  expect(res.statusCode).toBe(200);
  return res.json<{ phone_key: string }>().phone_key;
}

const v3 = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Пётр',
  last_name: 'Сидоров',
  email: uniqueEmail('v3'),
  password: 'secret12',
  telegram: 'petr_sid',
  accepted_public_offer: true,
  accepted_pdpp: true,
  ...overrides,
});

describe('OTP', () => {
  it('sends a 4-digit code by SMS and answers detail and resend_in', async () => {
    const phone = uniquePhone();
    const res = await post(t.app, '/api/v3/auth/otp-request/', { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String), resend_in: 60 });
    expect(await lastSms(t.app, phone)).toMatch(/^\d{4}$/);
  });

  it('allows one request per phone per 60 s: 429 with Retry-After', async () => {
    const phone = uniquePhone();
    await post(t.app, '/api/v3/auth/otp-request/', { phone });
    const res = await post(t.app, '/api/v3/auth/otp-request/', { phone });
    expect(res.statusCode).toBe(429);
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(errorOf(res)).toMatchObject({ type: 'client_error', errors: [{ code: 'throttled', attr: null }] });
  });

  it('allows a few requests per hour', async () => {
    // In-process counters read Date.now(); only the clock is faked, timers stay real.
    const own = await createTestApp({}, { counters: createMemoryCounterStore() });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const phone = uniquePhone();
      for (let i = 0; i < 5; i += 1) {
        expect((await post(own.app, '/api/v3/auth/otp-request/', { phone })).statusCode).toBe(200);
        vi.setSystemTime(Date.now() + 61_000);
      }
      const res = await post(own.app, '/api/v3/auth/otp-request/', { phone });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    } finally {
      vi.useRealTimers();
      await own.close();
    }
  });

  it('validates the phone by country rules', async () => {
    const res = await post(t.app, '/api/v3/auth/otp-request/', { phone: '+1 555 123' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors[0]).toEqual({
      attr: 'phone',
      code: 'invalid',
      detail: 'Введите корректный номер телефона',
    });
  });

  it('rejects a wrong code on `code` and burns the code after 5 wrong attempts', async () => {
    const phone = uniquePhone();
    await post(t.app, '/api/v3/auth/otp-request/', { phone });
    const code = await lastSms(t.app, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) {
      const res = await post(t.app, '/api/v3/auth/otp-confirm/', { phone, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errors[0]).toMatchObject({ attr: 'code', code: 'invalid' });
    }
    const right = await post(t.app, '/api/v3/auth/otp-confirm/', { phone, code });
    expect(right.statusCode).toBe(400);
    expect(errorOf(right).errors[0]).toMatchObject({ attr: 'code', code: 'invalid' });
  });

  it('checks the code format', async () => {
    const res = await post(t.app, '/api/v3/auth/otp-confirm/', { phone: uniquePhone(), code: '12a' });
    expect(errorOf(res).errors[0]).toEqual({
      attr: 'code',
      code: 'invalid',
      detail: 'Код состоит из 4 цифр',
    });
  });

  it('a confirmed code cannot be used twice', async () => {
    const phone = uniquePhone();
    await post(t.app, '/api/v3/auth/otp-request/', { phone });
    const code = await lastSms(t.app, phone);
    expect((await post(t.app, '/api/v3/auth/otp-confirm/', { phone, code })).statusCode).toBe(200);
    expect((await post(t.app, '/api/v3/auth/otp-confirm/', { phone, code })).statusCode).toBe(400);
  });
});

describe('POST /api/v3/auth/register/', () => {
  it('registers a student with the confirmed phone and signs in', async () => {
    const phone = uniquePhone();
    const phoneKey = await phoneKeyFor(phone);
    const payload = v3({ phone_key: phoneKey });
    const res = await post(t.app, '/api/v3/auth/register/', payload);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access: string; user: Record<string, unknown> }>();
    expect(body).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      user: {
        first_name: 'Пётр',
        last_name: 'Сидоров',
        email: payload.email,
        role: 'STUDENT_ROLE',
        avatar: null,
      },
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/core/users/profile/',
      headers: bearer(body.access),
    });
    expect(profile.json()).toMatchObject({ phone, email: payload.email, language: 'ru' });
    // The phone was confirmed by its SMS code seconds ago: the start-up queue does not ask again.
    const system = await t.app.inject({
      method: 'GET',
      url: '/api/v2/core/users/system-modals/',
      headers: bearer(body.access),
    });
    expect(system.json()).toMatchObject({ is_phone_confirmed: true });
    expect(system.json<{ need_modals: string[] }>().need_modals).not.toContain('phone');
    // The key is spent.
    const again = await post(t.app, '/api/v3/auth/register/', v3({ phone_key: phoneKey }));
    expect(errorOf(again).errors[0]).toMatchObject({ attr: 'phone_key', code: 'invalid' });
  });

  it('requires a phone_key and rejects a bad one', async () => {
    const missing = await post(t.app, '/api/v3/auth/register/', v3());
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors).toEqual([
      { attr: 'phone_key', code: 'required', detail: 'Обязательное поле' },
    ]);
    const bad = await post(t.app, '/api/v3/auth/register/', v3({ phone_key: 'forged' }));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors[0]).toMatchObject({ attr: 'phone_key', code: 'invalid' });
  });

  it('rejects a duplicate e-mail on `email` without spending the phone key', async () => {
    const existing = await createUser(t.app);
    const phoneKey = await phoneKeyFor(uniquePhone());
    const res = await post(
      t.app,
      '/api/v3/auth/register/',
      v3({ phone_key: phoneKey, email: existing.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors).toEqual([
      { attr: 'email', code: 'unique', detail: 'Пользователь с таким e-mail уже существует' },
    ]);
    expect((await post(t.app, '/api/v3/auth/register/', v3({ phone_key: phoneKey }))).statusCode).toBe(200);
  });

  it('validates every field of the v3 form', async () => {
    const res = await post(t.app, '/api/v3/auth/register/', {
      first_name: 'John',
      last_name: 'С',
      email: 'x@y',
      phone_key: 'k',
      password: 'пароль пробел',
      telegram: '1abc',
      accepted_public_offer: false,
      accepted_pdpp: false,
    });
    const attrs = errorOf(res).errors.map((e) => e.attr);
    expect(attrs).toEqual(
      expect.arrayContaining([
        'first_name',
        'last_name',
        'email',
        'password',
        'telegram',
        'accepted_public_offer',
        'accepted_pdpp',
      ]),
    );
  });
});

describe('POST /api/v2/auth/registration/', () => {
  const v2 = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Ольга',
    last_name: 'Кузнецова',
    email: uniqueEmail('v2'),
    phone: '+375 29 123-45-67',
    password: 'secret12',
    password2: 'secret12',
    vk: 'https://vk.com/olga',
    accepted_public_offer: true,
    ...overrides,
  });

  it('registers a student (username from the e-mail) and signs in', async () => {
    const payload = v2({ email: 'Olga.K@Example.com' });
    const res = await post(t.app, '/api/v2/auth/registration/', payload, {
      headers: { 'x-platform': 'ACADEMY' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access: string; user: { email: string; role: string } }>();
    expect(body.user).toMatchObject({ email: 'olga.k@example.com', role: 'STUDENT_ROLE' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/core/users/profile/',
      headers: { ...bearer(body.access), 'x-platform': 'ACADEMY' },
    });
    expect(profile.json()).toMatchObject({ phone: '+375291234567', username: 'olgak' });
    const byUsername = await post(
      t.app,
      '/api/v3/auth/login/',
      { username: 'olgak', password: 'secret12' },
      { headers: { 'x-platform': 'ACADEMY' } },
    );
    expect(byUsername.statusCode).toBe(200);
    // On another platform's site the owner is told where their account lives, and gets no session.
    const elsewhere = await post(t.app, '/api/v3/auth/login/', { username: 'olgak', password: 'secret12' });
    expect(elsewhere.statusCode).toBe(403);
    expect(errorOf(elsewhere).errors[0]?.code).toBe('platform_mismatch');
    expect(elsewhere.json()).not.toHaveProperty('access');
  });

  it('rejects mismatched passwords on password2 and a duplicate e-mail on email', async () => {
    const mismatch = await post(t.app, '/api/v2/auth/registration/', v2({ password2: 'other12' }));
    expect(errorOf(mismatch).errors).toEqual([
      { attr: 'password2', code: 'invalid', detail: 'Пароли не совпадают' },
    ]);
    const payload = v2();
    expect((await post(t.app, '/api/v2/auth/registration/', payload)).statusCode).toBe(200);
    const dup = await post(t.app, '/api/v2/auth/registration/', { ...payload });
    expect(dup.statusCode).toBe(400);
    expect(errorOf(dup).errors[0]).toMatchObject({ attr: 'email', code: 'unique' });
  });

  it('checks the password character rule', async () => {
    const res = await post(
      t.app,
      '/api/v2/auth/registration/',
      v2({ password: 'abc def', password2: 'abc def' }),
    );
    expect(errorOf(res).errors[0]).toMatchObject({ attr: 'password', code: 'invalid' });
    expect(errorOf(res).errors[0]?.detail).toContain('@,!#$%&');
  });
});
