import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthClients } from '../../db/schema/index.js';
import { bearer, createTestApp, errorOf, post, signedInUser, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.prepa.db.insert(oauthClients).values({
    clientId: 'test-app',
    name: 'Test App',
    redirectUrls: ['http://localhost:3000/oauth/callback'],
  });
});
afterAll(() => t.close());

describe('issue-code / obtain-code', () => {
  it('issues a 60 s single-use code that signs in once', async () => {
    const user = await signedInUser(t.app);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/issue-code/',
      headers: bearer(user.access),
    });
    expect(issued.statusCode).toBe(200);
    const { auth_code, expires_in } = issued.json<{ auth_code: string; expires_in: number }>();
    expect(expires_in).toBe(60);

    const first = await post(t.app, '/api/v2/auth/obtain-code/', { auth_code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      user: { id: user.id },
    });

    const second = await post(t.app, '/api/v2/auth/obtain-code/', { auth_code });
    expect(second.statusCode).toBe(400);
    expect(errorOf(second)).toMatchObject({
      type: 'validation_error',
      errors: [{ attr: 'auth_code', code: 'invalid' }],
    });
  });

  it('needs a signed-in user to issue and a code to obtain', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/auth/issue-code/' })).statusCode).toBe(401);
    const res = await post(t.app, '/api/v2/auth/obtain-code/', {});
    expect(errorOf(res).errors[0]).toMatchObject({ attr: 'auth_code', code: 'required' });
  });
});

describe('identity provider', () => {
  const redirect = 'http://localhost:3000/oauth/callback';

  it('describes a registered client with an allowed redirect', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/auth/o/clients/?client_id=test-app&client_redirect=${encodeURIComponent(redirect)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ client_id: 'test-app', name: 'Test App' });
  });

  it('rejects an unknown client and a redirect that is not allowed', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/v2/auth/o/clients/?client_id=nope&client_redirect=${encodeURIComponent(redirect)}`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).errors[0]).toEqual({
      attr: 'client_id',
      code: 'invalid',
      detail: 'Неизвестное приложение',
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v2/auth/o/clients/?client_id=test-app&client_redirect=${encodeURIComponent('https://evil.example/cb')}`,
    });
    expect(errorOf(bad).errors[0]).toMatchObject({ attr: 'client_redirect', code: 'invalid' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v2/auth/o/clients/' });
    expect(
      errorOf(missing)
        .errors.map((e) => e.attr)
        .sort(),
    ).toEqual(['client_id', 'client_redirect']);
  });

  it('authorizes a signed-in user and exchanges the token once', async () => {
    const user = await signedInUser(t.app);
    const res = await post(
      t.app,
      '/api/v2/auth/o/authorize/',
      { client_id: 'test-app', client_redirect: redirect },
      {
        headers: bearer(user.access),
      },
    );
    expect(res.statusCode).toBe(200);
    const { token, redirect_url } = res.json<{ token: string; redirect_url: string }>();
    expect(redirect_url).toBe(`${redirect}?token=${token}`);

    const first = await post(t.app, '/api/v2/auth/o/login/', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ user: { id: user.id, email: user.email } });
    const second = await post(t.app, '/api/v2/auth/o/login/', { token });
    expect(second.statusCode).toBe(400);
    expect(errorOf(second).errors[0]).toMatchObject({ attr: 'token', code: 'invalid' });
  });

  it('needs a signed-in user to authorize', async () => {
    const res = await post(t.app, '/api/v2/auth/o/authorize/', {
      client_id: 'test-app',
      client_redirect: redirect,
    });
    expect(res.statusCode).toBe(401);
  });
});
