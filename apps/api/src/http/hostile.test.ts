import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signedInUser, type TestApp } from '../../test/app.js';
import { expectStandard } from '../../test/hostile.js';

/**
 * Hostile input on the wire (issue 8, defects 4–7): whatever is sent, signed in or not, the answer
 * is below 500 and in the standard body {type, errors: [{code, detail, attr}]}.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const student = await signedInUser(t.app);
  token = student.access;
});
afterAll(() => t.close());

const BODY_ROUTES: [string, string][] = [
  ['POST', '/api/v3/auth/login/'],
  ['POST', '/api/v2/auth/registration/'],
  ['POST', '/api/cart/share/'],
  ['POST', '/api/cart/?hash=abc'],
  ['POST', '/api/core/pay/init/'],
  ['PATCH', '/api/v2/core/users/profile/'],
  ['POST', '/api/core/banner/close/'],
];

describe('deeply nested JSON (defect 4)', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  for (const [method, url] of BODY_ROUTES) {
    for (const auth of [false, true]) {
      it(`${method} ${url} ${auth ? 'signed in' : 'as a guest'}: 100,000 levels → 400`, async () => {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(auth ? bearer(token) : {}) },
          payload: deep(100_000),
        });
        const body = expectStandard(res, 400);
        expect(body.errors[0]?.code).toBe('nesting_too_deep');
      });
    }
  }

  it('an unbalanced run of [ is refused the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(100_000),
    });
    expectStandard(res, 400);
  });

  it('nesting inside an object value, 65 levels, is refused; 64 passes to validation', async () => {
    const nest = (n: number) => '{"a":'.repeat(n - 1) + '{}' + '}'.repeat(n - 1);
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":${nest(64)}}`,
    });
    expect(expectStandard(over, 400).errors[0]?.code).toBe('nesting_too_deep');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: nest(64),
    });
    expect(expectStandard(ok, 400).type).toBe('validation_error');
  });

  it('brackets inside strings do not count', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: '['.repeat(1000), password: 'x' }),
    });
    expect(expectStandard(res).errors[0]?.code).not.toBe('nesting_too_deep');
  });
});

describe('NUL characters (defect 5)', () => {
  const GETS = [
    '/api/cart/?hash=%00',
    '/api/cart/count/?hash=a%00b',
    '/api/core/pay/public/?hash=%00',
    '/api/cart/link/%00/',
    '/api/cart/standalone/%00/',
    '/api/core/docs/purchases/%00/',
    '/api/products/activate/%00/',
    '/api/core/pay/transactions/%00/',
    '/api/features/prepa%00ru',
    '/api/v2/shop/products/?search=%00',
  ];
  for (const url of GETS) {
    it(`GET ${url} → 400 validation error`, async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(expectStandard(res, 400).type).toBe('validation_error');
    });
  }

  it('in a JSON string value or key → 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/login/',
      payload: { username: 'a\u0000b', password: 'secret' },
    });
    const body = expectStandard(res, 400);
    expect(body.errors[0]?.attr).toBe('username');
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/cart/share/',
      headers: bearer(token),
      payload: { 'x\u0000': 1 },
    });
    expectStandard(key, 400);
  });

  it('in a header the API reads (X-Cart-Hash) → 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cart/',
      headers: { 'x-cart-hash': 'a\u0000b' },
    });
    expect(expectStandard(res, 400).errors[0]?.attr).toBe('x-cart-hash');
  });
});

describe('numbers past int4 (defect 6)', () => {
  const URLS: [string, string][] = [
    ['GET', '/api/umits/individual-program/v1/switch-individual-program/2147483648/'],
    ['GET', '/api/umits/individual-program/v1/switch-individual-program/99999999999999999999/'],
    ['GET', '/api/products/subscription-statuses/?product_ids=99999999999999999999'],
    ['GET', '/api/products/subscription-statuses/?product_ids=1,2147483648'],
    ['GET', '/api/v2/shop/products/2147483648/'],
    ['GET', '/api/v2/shop/teachers/2147483648/'],
    ['GET', '/api/v2/shop/products/?product_type_id=2147483648'],
    ['GET', '/api/v2/core/class-types/?class_year=99999999999'],
    ['GET', '/api/students/documents/offer-application/?item=2147483648'],
    ['DELETE', '/api/cart/2147483648/?hash=abc'],
    ['POST', '/api/v2/curators/students/2147483648/lives/'],
  ];
  for (const [method, url] of URLS) {
    it(`${method} ${url} → 400`, async () => {
      const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(token) });
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect([400, 403]).toContain(res.statusCode);
      expectStandard(res);
    });
  }

  it('ids in JSON bodies past int4 → 400 naming the field', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/',
      headers: bearer(token),
      payload: { item: { product: 2147483648 } },
    });
    expect(expectStandard(add, 400).errors[0]?.attr).toBe('item.product');
    const banner = await t.app.inject({
      method: 'POST',
      url: '/api/core/banner/close/',
      headers: bearer(token),
      payload: { id: 1e20 },
    });
    expect(expectStandard(banner, 400).errors[0]?.attr).toBe('id');
  });
});

describe('router errors (defect 7)', () => {
  it('a malformed % escape in the path → 400 bad_url in the standard body', async () => {
    for (const url of ['/api/cart/link/%zz/', '/api/v2/shop/products/%E0%A4%A/', '/%c0']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(expectStandard(res, 400).errors[0]?.code).toBe('bad_url');
    }
  });

  it('a path parameter over 100 characters → 414 in the standard body', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cart/link/${'a'.repeat(101)}/` });
    expect(expectStandard(res, 414).errors[0]?.code).toBe('uri_too_long');
  });
});

describe('security headers', () => {
  it('an HTML page gets a CSP the SPA works under and the helmet headers, and no server version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/core/docs/oferta/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['server']).toBeUndefined();
  });

  it('a JSON answer, errors included, is data: nothing allowed, never framed, no document-only headers', async () => {
    for (const [url, status] of [
      ['/api/health/', 200],
      ['/api/no/such/', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['origin-agent-cluster'], url).toBeUndefined();
      expect(res.headers['x-xss-protection'], url).toBeUndefined();
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
