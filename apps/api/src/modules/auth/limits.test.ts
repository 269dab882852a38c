import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  bearer,
  createTestApp,
  createUser,
  errorOf,
  post,
  signedInUser,
  uniquePhone,
  type TestApp,
} from '../../../test/app.js';

/** Races a probe ran against the limits (issue 8, defects 2 and 8), each replayed through app.inject. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
/** A fresh client address, so that one test's attempts never count against another's. */
const freshIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 8) % 256}.${ipSeq % 256}.${(Date.now() % 200) + 20}`;
};

const codesOf = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => (r.statusCode === 200 ? 'ok' : (errorOf(r).errors[0]?.code ?? String(r.statusCode))));
const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;

async function lastSms(phone: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(phone)}` });
  const body = res.json<{ results: { body: string }[] }>().results[0]?.body ?? '';
  const code = /\b(\d{4})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in "${body}"`);
  return code;
}

describe('login limit (defect 2)', () => {
  it('reserves each attempt before verifying: 45 parallel wrong passwords verify at most 10', async () => {
    const user = await createUser(t.app);
    const verify = vi.spyOn(t.app.prepa.hasher, 'verify');
    try {
      const responses = await Promise.all(
        Array.from({ length: 45 }, (_, i) =>
          post(
            t.app,
            '/api/v3/auth/login/',
            { email: user.email, password: `wrong-${i}` },
            { remoteAddress: freshIp() },
          ),
        ),
      );
      const codes = codesOf(responses);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
      expect(count(codes, 'authentication_failed')).toBeLessThanOrEqual(10);
      expect(count(codes, 'throttled')).toBeGreaterThanOrEqual(35);
      const throttled = responses.find((r) => r.statusCode === 429);
      expect(Number(throttled?.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      verify.mockRestore();
    }
    const right = await post(
      t.app,
      '/api/v3/auth/login/',
      { email: user.email, password: user.password },
      { remoteAddress: freshIp() },
    );
    expect(right.statusCode).toBe(429);
    expect(errorOf(right).errors[0]?.code).toBe('throttled');
  });

  it('lets no correct password in among parallel guesses once 10 wrong ones are reserved', async () => {
    const user = await createUser(t.app);
    const wrong = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(t.app, '/api/v3/auth/login/', { email: user.email, password: `bad-${i}` }),
      ),
    );
    expect(count(codesOf(wrong), 'authentication_failed')).toBe(10);
    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          t.app,
          '/api/v3/auth/login/',
          { email: user.email, password: i === 10 ? user.password : `bad-${i}` },
          { remoteAddress: freshIp() },
        ),
      ),
    );
    expect(codesOf(mixed)).toEqual(Array.from({ length: 20 }, () => 'throttled'));
  });

  it('counts per account: alternating username, e-mail and phone shares one limit', async () => {
    const username = `alt_${Date.now() % 1_000_000}`;
    const phone = '+77019876543';
    const user = await createUser(t.app, { username, phone });
    const ids = [{ username }, { email: user.email }, { phone }];
    const codes: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      const res = await post(
        t.app,
        '/api/v3/auth/login/',
        { ...ids[i % 3], password: `nope-${i}` },
        { remoteAddress: freshIp(), headers: { 'x-platform': 'KZ' } },
      );
      codes.push(...codesOf([res]));
    }
    expect(count(codes, 'authentication_failed')).toBe(10);
    expect(codes.slice(10)).toEqual(Array.from({ length: 5 }, () => 'throttled'));
  });

  it('a successful login gives its attempts back', async () => {
    const user = await createUser(t.app);
    const ip = freshIp();
    for (let i = 0; i < 9; i += 1) {
      await post(
        t.app,
        '/api/v3/auth/login/',
        { email: user.email, password: `x${i}` },
        { remoteAddress: ip },
      );
    }
    const ok = await post(
      t.app,
      '/api/v3/auth/login/',
      { email: user.email, password: user.password },
      { remoteAddress: ip },
    );
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      const res = await post(
        t.app,
        '/api/v3/auth/login/',
        { email: user.email, password: `y${i}` },
        { remoteAddress: ip },
      );
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('OTP request per IP (defect 8)', () => {
  it('caps SMS requests from one address across phones', async () => {
    const ip = freshIp();
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 40; i += 1) {
      responses.push(
        await post(t.app, '/api/v3/auth/otp-request/', { phone: uniquePhone() }, { remoteAddress: ip }),
      );
    }
    const codes = codesOf(responses);
    expect(count(codes, 'ok')).toBeLessThanOrEqual(20);
    expect(count(codes, 'throttled')).toBeGreaterThanOrEqual(20);
    const elsewhere = await post(
      t.app,
      '/api/v3/auth/otp-request/',
      { phone: uniquePhone() },
      { remoteAddress: freshIp() },
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('SMS code guesses (defect 8)', () => {
  it('compares at most 5 parallel guesses with one code, then refuses even the right one', async () => {
    const phone = uniquePhone();
    const asked = await post(t.app, '/api/v3/auth/otp-request/', { phone }, { remoteAddress: freshIp() });
    expect(asked.statusCode).toBe(200);
    const code = await lastSms(phone);
    const guesses = Array.from({ length: 50 }, (_, i) => String(i).padStart(4, '0')).filter(
      (g) => g !== code,
    );
    const responses = await Promise.all(
      guesses.map((guess) => post(t.app, '/api/v3/auth/otp-confirm/', { phone, code: guess })),
    );
    const details = responses.map((r) => errorOf(r).errors[0]?.detail);
    // "Неверный код" is answered only after a comparison; the rest must be refused unread.
    expect(details.filter((d) => d === 'Неверный код').length).toBeLessThanOrEqual(5);
    expect(responses.every((r) => r.statusCode === 400)).toBe(true);
    const right = await post(t.app, '/api/v3/auth/otp-confirm/', { phone, code });
    expect(right.statusCode).toBe(400);
  });
});

const connect = (access: string, path: 'generate' | 'check', payload: object, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/core/connect/code/${path}/`,
    headers: bearer(access),
    payload,
    remoteAddress: ip,
  });

describe('connect a phone (defect 8)', () => {
  it('does not tell whether a phone belongs to another account before the code is verified', async () => {
    const taken = uniquePhone();
    await createUser(t.app, { phone: taken });
    const me = await signedInUser(t.app);
    const free = uniquePhone();
    const ip = freshIp();
    const onTaken = await connect(me.access, 'check', { phone: taken, code: '1234' }, ip);
    const onFree = await connect(me.access, 'check', { phone: free, code: '1234' }, ip);
    expect(onTaken.statusCode).toBe(onFree.statusCode);
    expect(onTaken.json()).toEqual(onFree.json());
  });

  it('still refuses a phone of another account once its code is verified', async () => {
    const phone = uniquePhone();
    await createUser(t.app, { phone });
    const me = await signedInUser(t.app);
    expect((await connect(me.access, 'generate', { phone }, freshIp())).statusCode).toBe(200);
    const code = await lastSms(phone);
    const res = await connect(me.access, 'check', { phone, code }, freshIp());
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors[0]).toMatchObject({ attr: 'phone', code: 'unique' });
  });

  it('limits code checks per user and per IP with 429', async () => {
    const me = await signedInUser(t.app);
    const codes: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      codes.push(
        ...codesOf([await connect(me.access, 'check', { phone: uniquePhone(), code: '1234' }, freshIp())]),
      );
    }
    expect(count(codes, 'throttled')).toBeGreaterThanOrEqual(40);
    const ip = freshIp();
    const perIp: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const someone = await signedInUser(t.app);
      perIp.push(
        ...codesOf([await connect(someone.access, 'check', { phone: uniquePhone(), code: '1234' }, ip)]),
      );
    }
    expect(count(perIp, 'throttled')).toBeGreaterThanOrEqual(20);
  });
});

describe('50 parallel attempts (issue 11)', () => {
  const fifty = <T>(make: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: 50 }, (_, i) => make(i)));
  const outbox = async (to: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}` })).json<{
      count: number;
    }>().count;

  it('login: 50 wrong passwords for one account from one address are 10 × 401 and 40 × 429', async () => {
    const user = await createUser(t.app);
    const verify = vi.spyOn(t.app.prepa.hasher, 'verify');
    let responses: LightMyRequestResponse[];
    try {
      const ip = freshIp();
      responses = await fifty((i) =>
        post(
          t.app,
          '/api/v3/auth/login/',
          { email: user.email, password: `wrong-${i}` },
          { remoteAddress: ip },
        ),
      );
      expect(verify.mock.calls.length).toBe(10);
    } finally {
      verify.mockRestore();
    }
    const codes = codesOf(responses);
    expect(count(codes, 'authentication_failed')).toBe(10);
    expect(count(codes, 'throttled')).toBe(40);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(40);
  });

  it('SMS code requests: 50 for one phone from 50 addresses send one code, 49 × 429', async () => {
    const phone = uniquePhone();
    const responses = await fifty(() =>
      post(t.app, '/api/v3/auth/otp-request/', { phone }, { remoteAddress: freshIp() }),
    );
    const codes = codesOf(responses);
    expect(count(codes, 'ok')).toBe(1);
    expect(count(codes, 'throttled')).toBe(49);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(49);
    expect(await outbox(phone)).toBe(1);
  });

  it('password reset: 50 requests for one e-mail mail 3 links, 47 × 429', async () => {
    const user = await createUser(t.app);
    const responses = await fifty(() =>
      post(t.app, '/api/v2/auth/password-reset/', { email: user.email }, { remoteAddress: freshIp() }),
    );
    const codes = codesOf(responses);
    expect(count(codes, 'ok')).toBe(3);
    expect(count(codes, 'throttled')).toBe(47);
    expect(await outbox(user.email)).toBe(3);
  });

  it('obtain-code: one one-time code presented 50 times signs in once, 49 × 400', async () => {
    const user = await signedInUser(t.app);
    const issued = await post(t.app, '/api/v2/auth/issue-code/', undefined, { headers: bearer(user.access) });
    const { auth_code } = issued.json<{ auth_code: string }>();
    const responses = await fifty(() => post(t.app, '/api/v2/auth/obtain-code/', { auth_code }));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(errorOf(r)).toMatchObject({
        type: 'validation_error',
        errors: [{ attr: 'auth_code', code: 'invalid' }],
      });
    }
  });
});
