import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_BONUS } from '@prepa/contracts';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  signSandbox,
} from '../../adapters/payments/index.js';
import { getOrCreateSecret } from '../../db/secrets.js';
import { cpaMarkers, notifications } from '../../db/schema/index.js';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue } from '../../../test/shop-factories.js';

let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogue(t.app);
  secret = await getOrCreateSecret(t.app.prepa.db, 'payment_sandbox', () => 'unused');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, access?: string, payload?: object, headers: object = {}) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(access ? bearer(access) : {}), ...headers },
  });

function notify(uuid: string, amount: number, eventId: string) {
  const body = JSON.stringify({
    event_id: eventId,
    transaction_uuid: uuid,
    status: 'PAID',
    amount,
    currency: 'RUB',
  });
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, body) },
    payload: body,
  });
}

/** A student of RU (where a social account is required) who connected Telegram and has a link. */
async function referrer() {
  const u = await signedInUser(t.app);
  await call('POST', '/api/v2/core/connect/social-account/', u.access, { method: 'telegram', value: '@ref' });
  const program = (await call('GET', '/api/v2/students/referral/', u.access)).json();
  return { ...u, referralId: program.referral_id as string };
}

/** A referrer whose friend bought a course through the link (the bonus credited by payment `eventId`). */
async function referrerWithBonus(eventId: string) {
  const ref = await referrer();
  const friend = await signedInUser(t.app);
  await call('POST', '/api/cart/', friend.access, { item: { product: cat.mg.id, pack: null } });
  const cart = (
    await call('POST', '/api/cart/referral-program/', friend.access, { referral_id: ref.referralId })
  ).json();
  const { transaction_uuid: uuid } = (await call('POST', '/api/core/pay/init/', friend.access, {})).json();
  await notify(uuid, cart.amount, eventId);
  return ref;
}

describe('referral programme', () => {
  it('RU asks for a social account first, then hands out one stable link id', async () => {
    const u = await signedInUser(t.app);
    const before = (await call('GET', '/api/v2/students/referral/', u.access)).json();
    expect(before).toMatchObject({
      referral_id: null,
      needs_social_account: true,
      discount_percent: 5,
      bonus: REFERRAL_BONUS,
      balance: 0,
    });
    await call('POST', '/api/v2/core/connect/social-account/', u.access, {
      method: 'telegram',
      value: '@me',
    });
    const after = (await call('GET', '/api/v2/students/referral/', u.access)).json();
    expect(after.needs_social_account).toBe(false);
    expect(after.referral_id).toMatch(/^[\w-]{4,}$/);
    expect((await call('GET', '/api/v2/students/referral/', u.access)).json().referral_id).toBe(
      after.referral_id,
    );
    expect((await call('GET', '/api/v2/students/referral/')).statusCode).toBe(401);
  });

  it('KZ needs no social account', async () => {
    const u = await signedInUser(t.app, { platform: 'KZ' });
    const res = (
      await call('GET', '/api/v2/students/referral/', u.access, undefined, { 'x-platform': 'KZ' })
    ).json();
    expect(res).toMatchObject({ needs_social_account: false, withdraw_enabled: false });
    expect(res.referral_id).toEqual(expect.any(String));
  });

  it("gives the friend's cart the discount, refuses one's own id, credits the referrer once", async () => {
    const ref = await referrer();
    const friend = await signedInUser(t.app);
    await call('POST', '/api/cart/', friend.access, { item: { product: cat.mg.id, pack: null } });
    const full = (await call('GET', '/api/cart/', friend.access)).json();

    const own = await call('POST', '/api/cart/referral-program/', ref.access, {
      referral_id: ref.referralId,
    });
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).errors[0]).toMatchObject({ code: 'invalid', attr: 'referral_id' });

    const applied = await call('POST', '/api/cart/referral-program/', friend.access, {
      referral_id: ref.referralId,
    });
    expect(applied.statusCode).toBe(200);
    const cart = applied.json();
    expect(cart.referral).toEqual({ referral_id: ref.referralId, discount: Math.floor(full.amount * 0.05) });
    expect(cart.amount).toBe(full.amount - cart.referral.discount);

    const { transaction_uuid: uuid } = (await call('POST', '/api/core/pay/init/', friend.access, {})).json();
    // The provider calls back twice with one event and once more with another: one payment, one bonus.
    for (const evt of ['evt-r1', 'evt-r1', 'evt-r2'])
      expect((await notify(uuid, cart.amount, evt)).statusCode).toBe(200);

    const history = (await call('GET', '/api/v2/students/referral/history/', ref.access)).json();
    expect(history.balance).toBe(REFERRAL_BONUS);
    expect(history.results).toEqual([
      { id: expect.any(Number), amount: REFERRAL_BONUS, reason: 'REFERRAL', created_at: expect.any(String) },
    ]);
    // The friend earned nothing by paying.
    expect((await call('GET', '/api/v2/students/referral/history/', friend.access)).json().results).toEqual(
      [],
    );
    // The referrer is told once, however often the payment was reported.
    const told = await t.app.prepa.db
      .select({ type: notifications.type, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, ref.id), eq(notifications.type, 'referral_bonus')));
    expect(told).toEqual([{ type: 'referral_bonus', params: { amount: REFERRAL_BONUS } }]);
  });

  it("credits the referrer once when 50 payment reports of the friend's order arrive at once", async () => {
    const ref = await referrer();
    const friend = await signedInUser(t.app);
    await call('POST', '/api/cart/', friend.access, { item: { product: cat.mg.id, pack: null } });
    await call('POST', '/api/cart/referral-program/', friend.access, { referral_id: ref.referralId });
    const init = await call('POST', '/api/core/pay/init/', friend.access, {});
    const { transaction_uuid: uuid } = init.json<{ transaction_uuid: string }>();
    const { amount } = (await call('GET', `/api/core/pay/transactions/${uuid}/`, friend.access)).json();
    const res = await Promise.all(
      Array.from({ length: 50 }, (_, i) => notify(uuid, amount, `evt-race-${i}`)),
    );
    expect(res.map((r) => r.statusCode)).toEqual(res.map(() => 200));
    const history = (await call('GET', '/api/v2/students/referral/history/', ref.access)).json();
    expect(history.balance).toBe(REFERRAL_BONUS);
    expect(history.results).toHaveLength(1);
    const told = await t.app.prepa.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, ref.id), eq(notifications.type, 'referral_bonus')));
    expect(told).toHaveLength(1);
  });

  it('withdraws inside the balance, once per request id; staff see the request', async () => {
    const ref = await referrerWithBonus('evt-w1');

    const body = { request_id: randomUUID(), amount: 200, details: 'card 4111 1111 1111 1111' };
    const first = await call('POST', '/api/v2/students/referral/withdrawals/', ref.access, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ amount: 200, status: 'NEW' });
    const again = await call('POST', '/api/v2/students/referral/withdrawals/', ref.access, body);
    expect(again.json().id).toBe(first.json().id);
    const history = (await call('GET', '/api/v2/students/referral/history/', ref.access)).json();
    expect(history.balance).toBe(REFERRAL_BONUS - 200);
    expect(history.results.map((r: { amount: number }) => r.amount)).toEqual([-200, REFERRAL_BONUS]);

    const tooMuch = await call('POST', '/api/v2/students/referral/withdrawals/', ref.access, {
      ...body,
      request_id: randomUUID(),
      amount: REFERRAL_BONUS,
    });
    expect(errorOf(tooMuch).errors[0]?.code).toBe('insufficient_balance');
    const invalid = await call('POST', '/api/v2/students/referral/withdrawals/', ref.access, {
      request_id: 'nope',
      amount: 0,
      details: ' ',
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      errorOf(invalid)
        .errors.map((e) => e.attr)
        .sort(),
    ).toEqual(['amount', 'details', 'request_id']);

    const manager = await signedInUser(t.app, { role: 'PAY_INSPECTOR' });
    expect((await call('GET', '/api/v2/managers/referral/withdrawals/', ref.access)).statusCode).toBe(403);
    const list = (await call('GET', '/api/v2/managers/referral/withdrawals/', manager.access)).json();
    expect(list.results).toContainEqual(
      expect.objectContaining({ request_id: body.request_id, amount: 200, student_email: ref.email }),
    );

    // Staff decide once: paid stays paid; a rejected request gives the bonuses back, once.
    const decide = (id: number, status: string, access = manager.access) =>
      call('POST', `/api/v2/managers/referral/withdrawals/${id}/decision/`, access, { status });
    const paidId = first.json().id as number;
    expect((await decide(paidId, 'PAID', ref.access)).statusCode).toBe(403);
    expect((await decide(paidId, 'PAID')).json()).toMatchObject({ status: 'PAID' });
    expect((await decide(paidId, 'PAID')).json()).toMatchObject({ status: 'PAID' });
    const late = await decide(paidId, 'REJECTED');
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).errors[0]?.code).toBe('referral_withdrawal_decided');
    expect((await decide(2_000_000_000, 'PAID')).statusCode).toBe(404);
    expect(errorOf(await decide(paidId, 'MAYBE')).errors[0]?.attr).toBe('status');

    const second = await call('POST', '/api/v2/students/referral/withdrawals/', ref.access, {
      ...body,
      request_id: randomUUID(),
      amount: 100,
    });
    const balance = async () =>
      (await call('GET', '/api/v2/students/referral/history/', ref.access)).json().balance;
    expect(await balance()).toBe(REFERRAL_BONUS - 300);
    const [r1, r2] = await Promise.all([
      decide(second.json().id, 'REJECTED'),
      decide(second.json().id, 'REJECTED'),
    ]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    expect(await balance()).toBe(REFERRAL_BONUS - 200);
  });

  it('50 withdrawals at once never take more than the balance, and one request id debits once', async () => {
    const ref = await referrerWithBonus('evt-race');
    const balance = async () =>
      (await call('GET', '/api/v2/students/referral/history/', ref.access)).json().balance as number;
    expect(await balance()).toBe(REFERRAL_BONUS);

    const withdraw = (requestId: string, amount: number) =>
      call('POST', '/api/v2/students/referral/withdrawals/', ref.access, {
        request_id: requestId,
        amount,
        details: 'card 4111 1111 1111 1111',
      });
    // Ten connections open first (on PostgreSQL), so that the 50 overlap rather than queue for new ones.
    await Promise.all(Array.from({ length: 10 }, () => t.app.prepa.db.execute(sql`select pg_sleep(0.05)`)));

    // 50 different requests of a third of the balance (rounded down): exactly as many as fit pass.
    const amount = Math.floor(REFERRAL_BONUS / 3);
    const fits = Math.floor(REFERRAL_BONUS / amount);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(randomUUID(), amount)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(fits);
    expect(codes.filter((c) => c === 400)).toHaveLength(50 - fits);
    for (const refused of answers.filter((r) => r.statusCode === 400))
      expect(errorOf(refused).errors[0]?.code).toBe('insufficient_balance');
    expect(await balance()).toBe(REFERRAL_BONUS - fits * amount);

    // One request id sent 50 times at once: one request, one debit, the same answer each time.
    const rest = await balance();
    expect(rest).toBeGreaterThan(0);
    const requestId = randomUUID();
    const replays = await Promise.all(Array.from({ length: 50 }, () => withdraw(requestId, rest)));
    expect(replays.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(replays.map((r) => r.json().id as number)).size).toBe(1);
    expect(await balance()).toBe(0);
    const history = (await call('GET', '/api/v2/students/referral/history/', ref.access)).json();
    expect(history.results.filter((r: { amount: number }) => r.amount < 0)).toHaveLength(fits + 1);
  });

  it('refuses every referral endpoint while its flag is off', async () => {
    const ref = await referrer();
    const friend = await signedInUser(t.app);
    await t.app.prepa.flags.set('RU', 'referral-program-enabled', false);
    try {
      for (const res of [
        await call('GET', '/api/v2/students/referral/', ref.access),
        await call('GET', '/api/v2/students/referral/history/', ref.access),
        await call('POST', '/api/cart/referral-program/', friend.access, { referral_id: ref.referralId }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).errors[0]?.code).toBe('feature_disabled');
      }
    } finally {
      await t.app.prepa.flags.set('RU', 'referral-program-enabled', true);
    }
    await t.app.prepa.flags.set('RU', 'referral-program-withdraw', false);
    try {
      const res = await call('POST', '/api/v2/students/referral/withdrawals/', ref.access, {
        request_id: randomUUID(),
        amount: 1,
        details: 'card',
      });
      expect(errorOf(res).errors[0]?.code).toBe('feature_disabled');
      expect((await call('GET', '/api/v2/students/referral/', ref.access)).json().withdraw_enabled).toBe(
        false,
      );
    } finally {
      await t.app.prepa.flags.set('RU', 'referral-program-withdraw', true);
    }
  });
});

describe('cpa markers', () => {
  const markers = (utm: object, access?: string, ip = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/cpa/markers/',
      payload: { utm_params: utm },
      remoteAddress: ip,
      headers: access ? bearer(access) : {},
    });

  it('stores valid markers of a guest and of a student', async () => {
    const guest = await markers({
      utm_source: 'vk',
      utm_campaign: 'spring',
      cpa_expiration_date: '2027-01-31',
    });
    expect(guest.statusCode).toBe(200);
    const u = await signedInUser(t.app);
    expect((await markers({ utm_source: 'admitad', admitad_uid: 'abc' }, u.access)).statusCode).toBe(200);
    const rows = await t.app.prepa.db.select().from(cpaMarkers).where(eq(cpaMarkers.userId, u.id));
    expect(rows.map((r) => r.params)).toEqual([{ utmSource: 'admitad', admitadUid: 'abc' }]);
  });

  it('refuses markers without utm_source, too long or with a bad date', async () => {
    for (const [utm, attr] of [
      [{ utm_medium: 'cpc' }, 'utm_params.utm_source'],
      [{ utm_source: '' }, 'utm_params.utm_source'],
      [{ utm_source: 'x'.repeat(201) }, 'utm_params.utm_source'],
      [{ utm_source: 'vk', cpa_expiration_date: 'tomorrow' }, 'utm_params.cpa_expiration_date'],
    ] as const) {
      const res = await markers(utm);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errors[0]?.attr).toBe(attr);
    }
    expect((await markers({ utm_source: 'vk' }, 'not-a-token')).statusCode).toBe(401);
  });

  it('rate-limits one address', async () => {
    const codes = [];
    for (let i = 0; i < 31; i++)
      codes.push((await markers({ utm_source: `s${i}` }, undefined, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
