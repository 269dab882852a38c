import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, post, signedInUser, type TestApp } from '../../test/app.js';
import { requireUser } from './auth-guard.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, (app) => {
    app.get('/api/test/boom/', async () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
    app.get('/api/test/managers/', { preHandler: requireUser(['MANAGER_ROLE']) }, async () => ({
      okValue: 1,
    }));
  });
});
afterAll(() => t.close());

describe('API platform', () => {
  it('answers health with a database check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    // Redis is checked too when the app uses it.
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      ...(process.env.REDIS_URL ? { redis: 'ok' } : {}),
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('echoes a given request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('answers an unknown route with 404 not_found in the standard body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/route/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      type: 'client_error',
      errors: [{ code: 'not_found', detail: 'Не найдено', attr: null }],
    });
  });

  it('answers a known path with a wrong method with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v3/auth/login/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('POST');
    expect(errorOf(res).errors[0]).toMatchObject({ code: 'method_not_allowed', attr: null });
  });

  it('answers bad JSON with 400 parse_error', async () => {
    const res = await post(t.app, '/api/v3/auth/login/', undefined, {
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: 'client_error',
      errors: [{ code: 'parse_error', detail: expect.any(String), attr: null }],
    });
  });

  it('answers an unsupported media type with 415', async () => {
    const res = await post(t.app, '/api/v3/auth/login/', undefined, {
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).errors[0]?.code).toBe('unsupported_media_type');
    const text = await post(t.app, '/api/v3/auth/login/', undefined, {
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers a too large body with 413', async () => {
    const res = await post(t.app, '/api/v3/auth/login/', {
      email: 'a'.repeat(2 * 1024 * 1024),
      password: 'x',
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toMatchObject({ type: 'client_error', errors: [{ code: 'payload_too_large' }] });
  });

  it('answers a crash with 500 and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      type: 'server_error',
      errors: [{ code: 'error', detail: 'Внутренняя ошибка сервера', attr: null }],
    });
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('.ts');
  });

  it('gives validation errors with snake_case attrs, codes and Russian details', async () => {
    const res = await post(t.app, '/api/v2/auth/registration/', {
      first_name: 'Иван',
      email: 'not-an-email',
      password: 'short',
      password2: 'other',
      phone: '123',
      vk: 'vk.com/x',
      accepted_public_offer: true,
    });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.type).toBe('validation_error');
    const byAttr = Object.fromEntries(body.errors.map((e) => [e.attr, e]));
    expect(byAttr['last_name']).toMatchObject({ code: 'required', detail: 'Обязательное поле' });
    expect(byAttr['email']).toMatchObject({ code: 'invalid', detail: 'Введите корректный e-mail' });
    expect(byAttr['phone']).toMatchObject({ code: 'invalid', detail: 'Введите корректный номер телефона' });
    expect(byAttr['password']).toMatchObject({ code: 'min_length', detail: 'Пароль от 6 до 40 символов' });
  });

  it('gives details in English when Accept-Language prefers it', async () => {
    const res = await post(
      t.app,
      '/api/v2/auth/password-reset/',
      { email: 'x' },
      {
        headers: { 'accept-language': 'en-US,en;q=0.9,ru;q=0.5' },
      },
    );
    expect(errorOf(res).errors[0]).toEqual({
      code: 'invalid',
      detail: 'Enter a valid e-mail',
      attr: 'email',
    });
  });

  it('reports an object-level rule as non_field_errors', async () => {
    const res = await post(t.app, '/api/v3/auth/login/', { password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors).toEqual([
      { code: 'required', detail: 'Обязательное поле', attr: 'non_field_errors' },
    ]);
  });

  it('serves the OpenAPI document with snake_case fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown>; components: Record<string, unknown> }>();
    expect(doc.paths['/api/v3/auth/login/']).toBeDefined();
    expect(doc.paths['/api/v2/auth/issue-code/']).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/v2/auth/registration/'])).toContain('accepted_public_offer');
    expect(doc.components['securitySchemes']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers a signed-in user without the role with 403 permission_denied', async () => {
    const student = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/managers/',
      headers: bearer(student.access),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      type: 'client_error',
      errors: [{ code: 'permission_denied', detail: expect.any(String), attr: null }],
    });
    const manager = await signedInUser(t.app, { role: 'MANAGER_ROLE' });
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/test/managers/',
      headers: bearer(manager.access),
    });
    expect(ok.json()).toEqual({ ok_value: 1 });
  });

  it('answers a malformed Authorization header with 401 token_not_valid', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/auth/verify/',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).errors[0]?.code).toBe('token_not_valid');
  });

  it('does not serve the dev outbox when DEV_OUTBOX is off', async () => {
    const prod = await createTestApp({ DEV_OUTBOX: '0' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox/' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
