import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  errorOf,
  login,
  post,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/v3/auth/verify/', headers: bearer(access) });

describe('POST /api/v3/auth/login/', () => {
  it('logs in by e-mail (any case) and returns tokens and the user in snake_case', async () => {
    const user = await createUser(t.app, { firstName: 'Анна', lastName: 'Смирнова' });
    const res = await post(t.app, '/api/v3/auth/login/', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      user: {
        id: user.id,
        first_name: 'Анна',
        last_name: 'Смирнова',
        email: user.email,
        avatar: null,
        role: 'STUDENT_ROLE',
      },
    });
  });

  it('logs in by username', async () => {
    const user = await createUser(t.app, { username: 'student_one' });
    const res = await post(t.app, '/api/v3/auth/login/', {
      username: 'Student_One',
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong pair with 401 authentication_failed in Russian and WWW-Authenticate', async () => {
    const user = await createUser(t.app);
    const res = await post(t.app, '/api/v3/auth/login/', { email: user.email, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('Bearer');
    expect(res.json()).toEqual({
      type: 'client_error',
      errors: [{ code: 'authentication_failed', detail: 'Неверный логин или пароль', attr: null }],
    });
    const unknown = await post(t.app, '/api/v3/auth/login/', { email: uniqueEmail(), password: 'whatever' });
    expect(unknown.statusCode).toBe(401);
  });

  it('requires exactly one identifier', async () => {
    const res = await post(t.app, '/api/v3/auth/login/', { email: 'a@b.cd', username: 'ab', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors[0]?.attr).toBe('non_field_errors');
  });

  it('throttles failed attempts per identifier with 429 and Retry-After', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      const res = await post(
        t.app,
        '/api/v3/auth/login/',
        { email: user.email, password: `bad${i}` },
        {
          remoteAddress: `10.0.0.${i + 1}`,
        },
      );
      expect(res.statusCode).toBe(401);
    }
    const res = await post(
      t.app,
      '/api/v3/auth/login/',
      { email: user.email, password: user.password },
      {
        remoteAddress: '10.0.1.1',
      },
    );
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ type: 'client_error', errors: [{ code: 'throttled', attr: null }] });
  });

  it('throttles failed attempts per IP', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 50; i += 1) {
      await post(
        t.app,
        '/api/v3/auth/login/',
        { email: uniqueEmail('ip'), password: 'bad' },
        { remoteAddress: ip },
      );
    }
    const user = await createUser(t.app);
    const res = await post(
      t.app,
      '/api/v3/auth/login/',
      { email: user.email, password: user.password },
      {
        remoteAddress: ip,
      },
    );
    expect(res.statusCode).toBe(429);
    const other = await post(
      t.app,
      '/api/v3/auth/login/',
      { email: user.email, password: user.password },
      {
        remoteAddress: '10.9.9.10',
      },
    );
    expect(other.statusCode).toBe(200);
  });

  it('logs in by phone only where the flag login-by-phone is on', async () => {
    const user = await createUser(t.app, { phone: '+79161234567' });
    const payload = { phone: '+7 (916) 123-45-67', password: user.password };
    const ru = await post(t.app, '/api/v3/auth/login/', payload, { headers: { 'x-platform': 'RU' } });
    expect(ru.statusCode).toBe(400);
    expect(errorOf(ru).errors[0]).toMatchObject({ attr: 'phone', code: 'invalid' });
    const kzUser = await createUser(t.app, { phone: '+77011234567', platform: 'KZ' });
    const kzPayload = { phone: '+7 (701) 123-45-67', password: kzUser.password };
    const kz = await post(t.app, '/api/v3/auth/login/', kzPayload, { headers: { 'x-platform': 'KZ' } });
    expect(kz.statusCode).toBe(200);
    await t.app.prepa.flags.set('RU', 'login-by-phone', true);
    const ruOn = await post(t.app, '/api/v3/auth/login/', payload, { headers: { 'x-platform': 'RU' } });
    expect(ruOn.statusCode).toBe(200);
    await t.app.prepa.flags.set('RU', 'login-by-phone', false);
  });
});

describe('GET /api/v3/auth/verify/', () => {
  it('returns the user for a valid access token', async () => {
    const user = await signedInUser(t.app, { role: 'TEACHER_ROLE' });
    const res = await verify(user.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: user.id,
        first_name: 'Иван',
        last_name: 'Иванов',
        email: user.email,
        avatar: null,
        role: 'TEACHER_ROLE',
      },
    });
  });

  it('answers no token with 401 not_authenticated and WWW-Authenticate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/auth/verify/' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('Bearer');
    expect(errorOf(res).errors).toEqual([
      { code: 'not_authenticated', detail: expect.any(String), attr: null },
    ]);
  });

  it('answers a bad, forged or expired token with 401 token_not_valid', async () => {
    const bad = await verify('not-a-jwt');
    expect(bad.statusCode).toBe(401);
    expect(errorOf(bad).errors).toEqual([
      { code: 'token_not_valid', detail: expect.any(String), attr: null },
    ]);

    const user = await signedInUser(t.app);
    const [h, p] = user.access.split('.');
    const forged = await verify(`${h}.${p}.AAAA`);
    expect(errorOf(forged).errors[0]?.code).toBe('token_not_valid');

    // Two seconds: `exp` is whole seconds after a floored `iat`, so a one-second token may live for
    // almost nothing, and signing in (argon2id) on a loaded machine took longer once.
    const short = await createTestApp({ ACCESS_TOKEN_TTL: '2' });
    try {
      const u = await signedInUser(short.app);
      expect(
        (await short.app.inject({ method: 'GET', url: '/api/v3/auth/verify/', headers: bearer(u.access) }))
          .statusCode,
      ).toBe(200);
      await new Promise((r) => setTimeout(r, 3100));
      const expired = await short.app.inject({
        method: 'GET',
        url: '/api/v3/auth/verify/',
        headers: bearer(u.access),
      });
      expect(expired.statusCode).toBe(401);
      expect(errorOf(expired).errors[0]?.code).toBe('token_not_valid');
    } finally {
      await short.close();
    }
  });
});

describe('access tokens a client did not get from us (issue 11)', () => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const decode = (part: string | undefined) =>
    JSON.parse(Buffer.from(part ?? '', 'base64url').toString()) as Record<string, unknown>;
  const refused = async (token: string) => {
    const res = await verify(token);
    expect(res.statusCode, token).toBe(401);
    expect(errorOf(res)).toEqual({
      type: 'client_error',
      errors: [{ code: 'token_not_valid', detail: expect.any(String), attr: null }],
    });
  };

  it('refuses a payload changed under the original signature (another user id)', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const [h, p, sig] = me.access.split('.');
    await refused(`${h}.${b64({ ...decode(p), sub: String(other.id) })}.${sig}`);
    await refused(`${h}.${b64({ ...decode(p), exp: Math.floor(Date.now() / 1000) + 86_400 * 365 })}.${sig}`);
    expect((await verify(me.access)).statusCode).toBe(200);
  });

  it('refuses alg "none": the original payload, an unsigned header and an empty signature', async () => {
    const me = await signedInUser(t.app);
    const [, p] = me.access.split('.');
    await refused(`${b64({ alg: 'none' })}.${p}.`);
    await refused(`${b64({ alg: 'none', typ: 'JWT' })}.${p}.`);
  });

  it('refuses a well-formed token with our claims signed with another secret', async () => {
    const me = await signedInUser(t.app);
    const [, p] = me.access.split('.');
    const claims = decode(p);
    const forged = createSigner({ key: 'another-secret-fedcba9876543210', algorithm: 'HS256' })(claims);
    await refused(forged);
    expect((await verify(me.access)).statusCode).toBe(200);
  });
});

describe('POST /api/v3/auth/refresh/', () => {
  it('rotates: new pair works, the old refresh token is spent', async () => {
    const user = await signedInUser(t.app);
    const res = await post(t.app, '/api/v3/auth/refresh/', { refresh: user.refresh });
    expect(res.statusCode).toBe(200);
    const pair = res.json<{ access: string; refresh: string }>();
    expect(pair.refresh).not.toBe(user.refresh);
    expect((await verify(pair.access)).statusCode).toBe(200);
    const again = await post(t.app, '/api/v3/auth/refresh/', { refresh: pair.refresh });
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused', async () => {
    const user = await signedInUser(t.app);
    const first = (await post(t.app, '/api/v3/auth/refresh/', { refresh: user.refresh })).json<{
      access: string;
      refresh: string;
    }>();
    const reuse = await post(t.app, '/api/v3/auth/refresh/', { refresh: user.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(errorOf(reuse).errors).toEqual([
      { code: 'token_not_valid', detail: expect.any(String), attr: null },
    ]);
    // The legitimate holder's newer tokens die with the family.
    expect((await post(t.app, '/api/v3/auth/refresh/', { refresh: first.refresh })).statusCode).toBe(401);
    expect((await verify(first.access)).statusCode).toBe(401);
    // Other sessions of the same user are untouched.
    const other = await login(t.app, user.email, user.password);
    expect((await verify(other.access)).statusCode).toBe(200);
  });

  it('50 concurrent refreshes of one token: one new pair, 49 × 401, then the family is revoked as a reuse', async () => {
    const user = await signedInUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => post(t.app, '/api/v3/auth/refresh/', { refresh: user.refresh })),
    );
    const won = responses.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(401);
      expect(errorOf(r)).toEqual({
        type: 'client_error',
        errors: [{ code: 'token_not_valid', detail: expect.any(String), attr: null }],
      });
    }
    // The 49 others presented a token already rotated: reuse, so the winner's pair dies with the family.
    const pair = won[0]!.json<{ access: string; refresh: string }>();
    expect((await verify(pair.access)).statusCode).toBe(401);
    expect((await post(t.app, '/api/v3/auth/refresh/', { refresh: pair.refresh })).statusCode).toBe(401);
    expect((await verify(user.access)).statusCode).toBe(401);
  });

  it('answers an unknown refresh token with 401 token_not_valid', async () => {
    const res = await post(t.app, '/api/v3/auth/refresh/', { refresh: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).errors[0]).toMatchObject({ code: 'token_not_valid', attr: null });
  });

  it('validates the payload', async () => {
    const res = await post(t.app, '/api/v3/auth/refresh/', {});
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors[0]).toMatchObject({ code: 'required', attr: 'refresh' });
  });
});

describe('POST /api/v2/auth/logout/', () => {
  it('revokes the session: access and refresh stop working', async () => {
    const user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout/',
      headers: bearer(user.access),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect((await verify(user.access)).statusCode).toBe(401);
    const refresh = await post(t.app, '/api/v3/auth/refresh/', { refresh: user.refresh });
    expect(refresh.statusCode).toBe(401);
    expect(errorOf(refresh).errors[0]?.code).toBe('token_not_valid');
  });

  it('accepts an empty JSON body and needs a token', async () => {
    const user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout/',
      headers: { ...bearer(user.access), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    const anon = await t.app.inject({ method: 'POST', url: '/api/v2/auth/logout/' });
    expect(anon.statusCode).toBe(401);
    expect(errorOf(anon).errors[0]?.code).toBe('not_authenticated');
  });
});

// The server caches session lookups (SESSION_CACHE_MS, 10 s by default, also in tests): every way a
// session ends or its user changes must show on the very next request, although the session was
// used — and so cached — just before.
describe('cached sessions end at once (API)', () => {
  it('a password change ends the other session, used a moment before', async () => {
    const user = await signedInUser(t.app);
    const other = await login(t.app, user.email, user.password);
    expect((await verify(other.access)).statusCode).toBe(200);
    const changed = await post(
      t.app,
      '/api/v2/auth/password-change/',
      { old_password: user.password, new_password1: 'changed99', new_password2: 'changed99' },
      { headers: bearer(user.access) },
    );
    expect(changed.statusCode).toBe(200);
    expect((await verify(other.access)).statusCode).toBe(401);
    expect((await verify(user.access)).statusCode).toBe(200);
  });

  it('a reused refresh token ends the access token of its family, used a moment before', async () => {
    const user = await signedInUser(t.app);
    expect((await verify(user.access)).statusCode).toBe(200);
    const rotated = await post(t.app, '/api/v3/auth/refresh/', { refresh: user.refresh });
    expect(rotated.statusCode).toBe(200);
    const { access } = rotated.json<{ access: string }>();
    expect((await verify(access)).statusCode).toBe(200);
    const reused = await post(t.app, '/api/v3/auth/refresh/', { refresh: user.refresh });
    expect(reused.statusCode).toBe(401);
    expect((await verify(access)).statusCode).toBe(401);
    expect((await verify(user.access)).statusCode).toBe(401);
  });

  it('an e-mail change (Kazakhstan) shows on the next verify', async () => {
    const user = await signedInUser(t.app, { platform: 'KZ' });
    const kzVerify = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v3/auth/verify/',
        headers: { ...bearer(user.access), 'x-platform': 'KZ' },
      });
    expect((await kzVerify()).json().user.email).toBe(user.email);
    const email = `changed-${user.email}`;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/core/users/profile/',
      headers: { ...bearer(user.access), 'x-platform': 'KZ' },
      payload: { email },
    });
    expect(patched.statusCode).toBe(200);
    expect((await kzVerify()).json().user.email).toBe(email);
  });
});
