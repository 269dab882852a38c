import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile', () => {
  it('reads the profile in snake_case', async () => {
    const user = await signedInUser(t.app, { username: 'ivanov', phone: '+79001112233' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/core/users/profile/',
      headers: bearer(user.access),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      first_name: 'Иван',
      last_name: 'Иванов',
      email: user.email,
      avatar: null,
      role: 'STUDENT_ROLE',
      phone: '+79001112233',
      username: 'ivanov',
      language: 'ru',
      registration_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      is_new: true,
      exp: 0,
      level_title: expect.any(String),
      onboarding_state: {},
      birthday: null,
      nickname: null,
      vk: null,
      telegram: null,
    });
  });

  it('saves the language and ignores read-only fields', async () => {
    const user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/core/users/profile/',
      headers: bearer(user.access),
      payload: { language: 'en', role: 'HEAD_MANAGER_ROLE', id: 999 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'en', role: 'STUDENT_ROLE', email: user.email });
  });

  it('rejects an unknown language on `language`', async () => {
    const user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/core/users/profile/',
      headers: bearer(user.access),
      payload: { language: 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors[0]).toMatchObject({ attr: 'language', code: 'invalid' });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/core/users/profile/' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the site languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/multilingual/site-languages/' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ results: { code: string }[] }>().results.map((l) => l.code)).toEqual([
      'ru',
      'kk',
      'en',
    ]);
  });
});
