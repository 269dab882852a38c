import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@prepa/contracts';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function form(name: string, type: string, data: Buffer) {
  const boundary = '----prepa-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(access: string, name: string, type: string, data: Buffer) {
  const f = form(name, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/core/users/avatar/',
    payload: f.payload,
    headers: { ...f.headers, ...bearer(access) },
  });
}

describe('avatar upload', () => {
  it('stores a real PNG and serves it back by URL on the profile', async () => {
    const u = await signedInUser(t.app);
    const res = await upload(u.access, 'me.png', 'image/png', PNG);
    expect(res.statusCode).toBe(200);
    const url = res.json<{ avatar: string }>().avatar;
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/core/users/profile/',
      headers: bearer(u.access),
    });
    expect(profile.json().avatar).toBe(url);
    // The upload was made by this session, so its lookup is cached: the change must still show.
    const verified = await t.app.inject({
      method: 'GET',
      url: '/api/v3/auth/verify/',
      headers: bearer(u.access),
    });
    expect(verified.json().user.avatar).toBe(url);
  });

  it('also accepts the upload as a multipart PATCH of the profile and answers with the profile', async () => {
    const u = await signedInUser(t.app);
    const f = form('me.png', 'image/png', PNG);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/core/users/profile/',
      payload: f.payload,
      headers: { ...f.headers, ...bearer(u.access) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, avatar: expect.stringMatching(/^\/api\/media\/avatars\//) });
    const bad = form('x.png', 'image/png', Buffer.from('not an image'));
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/v2/core/users/profile/',
      payload: bad.payload,
      headers: { ...bad.headers, ...bearer(u.access) },
    });
    expect(errorOf(refused).errors[0]).toMatchObject({ attr: 'avatar', code: 'invalid' });
  });

  it('refuses a file that only claims to be an image, with the standard body', async () => {
    const u = await signedInUser(t.app);
    const res = await upload(u.access, 'evil.png', 'image/png', Buffer.from('<svg onload=alert(1)></svg>'));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      type: 'validation_error',
      errors: [{ attr: 'avatar', code: 'invalid' }],
    });
    const gif = await upload(u.access, 'a.gif', 'image/gif', Buffer.from('GIF89a.....'));
    expect(errorOf(gif).errors[0]).toMatchObject({ attr: 'avatar', code: 'invalid' });
  });

  it('refuses a file above the size limit', async () => {
    const u = await signedInUser(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES, 0)]);
    const res = await upload(u.access, 'big.png', 'image/png', big);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      type: 'validation_error',
      errors: [{ attr: 'avatar', code: 'max_size' }],
    });
  });
});
