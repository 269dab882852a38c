import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysCourseTypes } from '../db/schema/index.js';
import { createTestApp, errorOf, type TestApp } from '../../test/app.js';
import { createCatalogue } from '../../test/shop-factories.js';
import { escapeHtml } from './html.js';

let t: TestApp;
const PREPAINT_RU = {
  title: 'Магазин курсов',
  chooseType: 'Выберите формат обучения',
  guestNotice: 'Вы смотрите каталог как гость.',
  guestLogin: 'Войти',
  tileAlt: 'Иллюстрация: {{title}}',
};
const PRECOMPRESSED_JS = `console.log(${JSON.stringify('y'.repeat(5000))});`;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'prepa-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Prepa</title></head><body><div id="root"><div class="boot-shell" aria-hidden="true"></div></div></body></html>',
  );
  writeFileSync(
    join(dir, 'prepaint.json'),
    JSON.stringify({ ru: PREPAINT_RU, en: { ...PREPAINT_RU, title: 'Course shop' } }),
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(join(dir, 'assets', 'boot-def456.js'), PRECOMPRESSED_JS);
  writeFileSync(join(dir, 'assets', 'boot-def456.js.br'), brotliCompressSync(PRECOMPRESSED_JS));
  t = await createTestApp({ WEB_DIST_DIR: dir, PLATFORM_HOSTS: 'prepa.kz=KZ,one.prepa.ru=ONE' });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it('serves index.html for / and client routes, never cached', async () => {
    for (const url of ['/', '/auth/login', '/profile?tab=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      // The SPA's document gets the CSP it runs under, not the JSON answers' allow-nothing one.
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('marks the static shell as the login-shaped one on /auth/* only', async () => {
    const shellOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      return /<div class="(boot-shell[^"]*)"/.exec(res.body)?.[1];
    };
    expect(await shellOf('/auth/login')).toBe('boot-shell boot-shell-auth');
    expect(await shellOf('/auth/login?redirect=%2Fcart')).toBe('boot-shell boot-shell-auth');
    expect(await shellOf('/auth/registration')).toBe('boot-shell boot-shell-auth');
    expect(await shellOf('/home')).toBe('boot-shell');
    expect(await shellOf('/')).toBe('boot-shell');
    expect(await shellOf('/authors')).toBe('boot-shell');
  });

  it("embeds every platform's flags in index.html, current at each load", async () => {
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/home' });
      const json = /<script type="application\/json" id="prepa-flags">(.*?)<\/script><\/head>/.exec(
        res.body,
      )?.[1];
      expect(json, res.body).toBeTruthy();
      return JSON.parse(json as string) as Record<
        string,
        { features: Record<string, { default_value?: boolean; defaultValue?: boolean }> }
      >;
    };
    const first = await read();
    expect(Object.keys(first).sort()).toEqual(['prepa-academy', 'prepa-kz', 'prepa-one', 'prepa-ru']);
    expect(first['prepa-kz']?.features['login-by-phone']?.defaultValue).toBe(true);
    expect(first['prepa-ru']?.features['login-by-phone']?.defaultValue).toBe(false);
    await t.app.prepa.flags.set('RU', 'login-by-phone', true);
    expect((await read())['prepa-ru']?.features['login-by-phone']?.defaultValue).toBe(true);
  });

  it("embeds the course types on the catalogue's pages as their endpoint answers them, current at each load", async () => {
    await createCatalogue(t.app);
    const tagOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      return /<script type="application\/json" id="prepa-course-types">(.*?)<\/script>/.exec(res.body)?.[1];
    };
    const endpoint = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v2/shop/sys-course-types/' })).body;
    const first = await tagOf('/catalog');
    expect(first).toBe(await endpoint());
    // The start's largest paint, the first tile's picture, is preloaded there only.
    const preloadOf = async (url: string) =>
      /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(
        (await t.app.inject({ method: 'GET', url })).body,
      )?.[1];
    const firstCode = (JSON.parse(first as string) as { results: { code: string }[] }).results[0]?.code;
    expect(await preloadOf('/catalog')).toBe(`/images/course-types/${firstCode?.toLowerCase()}.svg`);
    expect(await preloadOf('/catalog/?x=1')).toBeDefined();
    expect(await preloadOf('/catalog/master_group')).toBeUndefined();
    expect(await preloadOf('/home')).toBeUndefined();
    const { results } = JSON.parse(first as string) as { results: { id: number; code: string }[] };
    expect(results.map((r) => r.code)).toContain('MASTER_GROUP');
    expect(await tagOf('/catalog/master_group/3?x=1')).toBe(first);
    // Elsewhere the list would only add bytes.
    for (const url of ['/', '/home', '/auth/login', '/catalogue', '/cart']) {
      expect(await tagOf(url), url).toBeUndefined();
    }

    // Staff rename a course type (the catalogue's stamp changes with it): the next page carries it,
    // escaped so that the title cannot close the element.
    await t.app.prepa.db
      .update(sysCourseTypes)
      .set({ title: 'Курс </script><script>alert(1)</script>' })
      .where(eq(sysCourseTypes.code, 'MASTER_GROUP'));
    const second = await tagOf('/catalog');
    expect(second).not.toBe(first);
    expect(second).not.toContain('</script>');
    expect(second).toContain('\\u003c/script>');
    expect(JSON.parse(second as string)).toEqual(JSON.parse(await endpoint()));
  });

  it("paints the catalogue's start in index.html, before any script, from the current course types", async () => {
    await createCatalogue(t.app);
    const bodyOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      return res.body;
    };
    const prepaintOf = async (url: string) =>
      /<div id="prepa-prepaint" class="boot-page">(.*?)<\/body>/.exec(await bodyOf(url))?.[1];
    const types = (
      JSON.parse((await t.app.inject({ method: 'GET', url: '/api/v2/shop/sys-course-types/' })).body) as {
        results: { code: string; title: string }[];
      }
    ).results;
    const painted = await prepaintOf('/catalog');
    expect(painted).toBeDefined();
    // The page's texts (the platform's language: Russian), and the guest's way to sign in back here.
    expect(painted).toContain('<h1 class="boot-title">Магазин курсов</h1>');
    expect(painted).toContain(
      'Вы смотрите каталог как гость. <a href="/auth/login?redirect=%2Fcatalog">Войти</a>',
    );
    expect(painted).toContain('<p class="boot-dimmed">Выберите формат обучения</p>');
    // A link per course type, in the endpoint's order, each with its picture; the first row first.
    const links = [
      ...(painted ?? '').matchAll(
        /<a class="boot-tile" href="([^"]+)">.*?<img src="([^"]+)" alt="([^"]+)"( fetchpriority="high")?>.*?<h2 class="boot-tile-title">(.*?)<\/h2>/g,
      ),
    ];
    expect(links.map((m) => m[1])).toEqual(types.map((c) => `/catalog/${c.code.toLowerCase()}`));
    expect(links.map((m) => m[2])).toEqual(
      types.map((c) => `/images/course-types/${c.code.toLowerCase()}.svg`),
    );
    expect(links.map((m) => m[3])).toEqual(types.map((c) => escapeHtml(`Иллюстрация: ${c.title}`)));
    expect(links.map((m) => m[5])).toEqual(types.map((c) => escapeHtml(c.title)));
    expect(links.map((m) => Boolean(m[4]))).toEqual(types.map((_, i) => i < 3));
    expect(await prepaintOf('/catalog/')).toBeDefined();
    // Only the start: the other pages' first screens are not these tiles.
    for (const url of ['/catalog/master_group', '/home', '/', '/auth/login', '/cart']) {
      expect(await prepaintOf(url), url).toBeUndefined();
    }

    // A title is staff's text: escaped, in the heading and in the picture's description alike.
    const original = types.find((c) => c.code === 'INDIVIDUAL')?.title ?? '';
    await t.app.prepa.db
      .update(sysCourseTypes)
      .set({ title: 'Курс "1" </h2><script>alert(1)</script>' })
      .where(eq(sysCourseTypes.code, 'INDIVIDUAL'));
    const renamed = await prepaintOf('/catalog');
    expect(renamed).not.toContain('<script>');
    expect(renamed).toContain(
      'alt="Иллюстрация: Курс &quot;1&quot; &lt;/h2&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(renamed).toContain('>Курс &quot;1&quot; &lt;/h2&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h2>');
    await t.app.prepa.db
      .update(sysCourseTypes)
      .set({ title: original })
      .where(eq(sysCourseTypes.code, 'INDIVIDUAL'));
  });

  it("injects the request's platform, resolved from its host, as inert JSON", async () => {
    const platformOf = async (headers: Record<string, string>, url = '/home') => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      const json = /<script type="application\/json" id="prepa-platform">(.*?)<\/script>/.exec(res.body)?.[1];
      expect(json, res.body).toBeTruthy();
      // Data, not code: no executable inline script for the CSP to allow.
      expect(res.body).not.toMatch(/<script(?![^>]*type="application\/json")[^>]*>[^<]/);
      return (JSON.parse(json as string) as { platform: string }).platform;
    };
    expect(await platformOf({ host: 'prepa.kz' })).toBe('KZ');
    expect(await platformOf({ host: 'PREPA.KZ:8443' }, '/')).toBe('KZ');
    expect(await platformOf({ host: 'one.prepa.ru' }, '/auth/login')).toBe('ONE');
    expect(await platformOf({ host: 'prepa.ru' })).toBe('RU');
    expect(await platformOf({ host: 'localhost:3000' })).toBe('RU');
    // Tests and development honour X-Platform (production does not: platform-host.test.ts).
    expect(await platformOf({ host: 'prepa.ru', 'x-platform': 'ACADEMY' })).toBe('ACADEMY');
  });

  /** An asset as a browser accepting `encodings` gets it. */
  const asset = (url: string, encodings: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encodings } });

  it('serves hashed assets with a long immutable cache, compressed', async () => {
    const res = await asset('/assets/index-abc123.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("serves the build's Brotli copy of an asset as it is, and the file itself to a client without Brotli", async () => {
    const br = await asset('/assets/boot-def456.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PRECOMPRESSED_JS);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/boot-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRECOMPRESSED_JS);
  });

  it('keeps API errors as JSON: unknown /api routes and missing assets are 404', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nope/' });
    expect(api.statusCode).toBe(404);
    expect(errorOf(api).errors[0]?.code).toBe('not_found');
    const post = await t.app.inject({ method: 'POST', url: '/api/nope/' });
    expect(post.statusCode).toBe(404);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(asset.statusCode).toBe(404);
  });
});
