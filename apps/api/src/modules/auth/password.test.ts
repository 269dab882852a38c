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

interface OutboxPage {
  count: number;
  results: { channel: string; to: string; subject: string | null; body: string }[];
}
async function mailsTo(email: string): Promise<OutboxPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(email)}` });
  return res.json<OutboxPage>();
}
function resetLink(body: string): URL {
  const match = /https?:\/\/\S+\/auth\/reset-password\?\S+/.exec(body);
  if (!match) throw new Error(`no link in ${body}`);
  return new URL(match[0]);
}

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail and mails only the known one', async () => {
    const user = await createUser(t.app);
    const known = await post(t.app, '/api/v2/auth/password-reset/', { email: user.email });
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await post(t.app, '/api/v2/auth/password-reset/', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ detail: expect.any(String) });
    expect((await mailsTo(unknownEmail)).count).toBe(0);
    const mail = (await mailsTo(user.email)).results[0];
    expect(mail).toMatchObject({ channel: 'email', to: user.email });
    const link = resetLink(mail?.body ?? '');
    expect(link.origin).toBe('http://localhost:80'.replace(':80', ''));
    expect(link.searchParams.get('uid')).toBeTruthy();
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('confirms with the link once, then the new password works and old sessions end', async () => {
    const user = await signedInUser(t.app);
    await post(t.app, '/api/v2/auth/password-reset/', { email: user.email });
    const link = resetLink((await mailsTo(user.email)).results[0]?.body ?? '');
    const payload = {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      new_password1: 'brandNew42',
      new_password2: 'brandNew42',
    };
    const res = await post(t.app, '/api/v2/auth/password-reset-confirm/', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    await expect(login(t.app, user.email, 'brandNew42')).resolves.toBeTruthy();
    const old = await post(t.app, '/api/v3/auth/login/', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(401);
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/v3/auth/verify/',
      headers: bearer(user.access),
    });
    expect(verify.statusCode).toBe(401);

    const reuse = await post(t.app, '/api/v2/auth/password-reset-confirm/', {
      ...payload,
      new_password1: 'another1',
      new_password2: 'another1',
    });
    expect(reuse.statusCode).toBe(400);
    expect(errorOf(reuse)).toMatchObject({
      type: 'validation_error',
      errors: [{ attr: 'token', code: 'invalid' }],
    });
  });

  it('rejects a wrong token, a wrong uid and mismatched passwords', async () => {
    const user = await createUser(t.app);
    await post(t.app, '/api/v2/auth/password-reset/', { email: user.email });
    const link = resetLink((await mailsTo(user.email)).results[0]?.body ?? '');
    const base = {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      new_password1: 'brandNew42',
      new_password2: 'brandNew42',
    };
    const wrongToken = await post(t.app, '/api/v2/auth/password-reset-confirm/', {
      ...base,
      token: 'x' + base.token,
    });
    expect(errorOf(wrongToken).errors[0]).toMatchObject({ attr: 'token', code: 'invalid' });
    const wrongUid = await post(t.app, '/api/v2/auth/password-reset-confirm/', { ...base, uid: 'OTk5OTk' });
    expect(errorOf(wrongUid).errors[0]).toMatchObject({ attr: 'token', code: 'invalid' });
    const mismatch = await post(t.app, '/api/v2/auth/password-reset-confirm/', {
      ...base,
      new_password2: 'other123',
    });
    expect(errorOf(mismatch).errors[0]).toMatchObject({ attr: 'new_password2', code: 'invalid' });
    // The token survived the failed attempts.
    expect((await post(t.app, '/api/v2/auth/password-reset-confirm/', base)).statusCode).toBe(200);
  });

  it('uses PUBLIC_URL for the link when configured', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://prepa.example/' });
    try {
      const user = await createUser(other.app);
      await post(other.app, '/api/v2/auth/password-reset/', { email: user.email });
      const res = await other.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${user.email}` });
      const body = res.json<OutboxPage>().results[0]?.body ?? '';
      expect(body).toContain('https://prepa.example/auth/reset-password?uid=');
    } finally {
      await other.close();
    }
  });

  it('limits reset requests per e-mail with 429', async () => {
    const email = uniqueEmail('limit');
    for (let i = 0; i < 3; i += 1) {
      expect((await post(t.app, '/api/v2/auth/password-reset/', { email })).statusCode).toBe(200);
    }
    const res = await post(t.app, '/api/v2/auth/password-reset/', { email });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(errorOf(res).errors[0]?.code).toBe('throttled');
  });
});

describe('password change', () => {
  it('changes the password with the old one, keeping the current session', async () => {
    const user = await signedInUser(t.app);
    const other = await login(t.app, user.email, user.password);
    const res = await post(
      t.app,
      '/api/v2/auth/password-change/',
      {
        old_password: user.password,
        new_password1: 'changed99',
        new_password2: 'changed99',
      },
      { headers: bearer(user.access) },
    );
    expect(res.statusCode).toBe(200);
    await expect(login(t.app, user.email, 'changed99')).resolves.toBeTruthy();
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v3/auth/verify/',
      headers: bearer(user.access),
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v3/auth/verify/',
      headers: bearer(other.access),
    });
    expect(theirs.statusCode).toBe(401);
  });

  it('rejects a wrong old password on old_password', async () => {
    const user = await signedInUser(t.app);
    const res = await post(
      t.app,
      '/api/v2/auth/password-change/',
      {
        old_password: 'not-it',
        new_password1: 'changed99',
        new_password2: 'changed99',
      },
      { headers: bearer(user.access) },
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors[0]).toMatchObject({ attr: 'old_password', code: 'invalid' });
  });
});
