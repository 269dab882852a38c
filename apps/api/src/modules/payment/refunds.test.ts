import { and, eq } from 'drizzle-orm';
import { USER_ROLES, INVOICE_MANAGER_ROLES } from '@prepa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  signSandbox,
} from '../../adapters/payments/index.js';
import { getOrCreateSecret } from '../../db/secrets.js';
import { notifications, paymentEvents } from '../../db/schema/index.js';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { createCatalogue } from '../../../test/shop-factories.js';

/** Refunds decided by staff (decision 004, "Refunds decided by staff"). */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;
let secret: string;
let manager: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCatalogue(t.app);
  secret = await getOrCreateSecret(t.app.prepa.db, 'payment_sandbox', () => 'unused');
  manager = await signedInUser(t.app, { role: 'MANAGER_ROLE' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, access?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: access ? bearer(access) : {} });

interface Due {
  id: number;
  transaction_uuid: string;
  order_number: string;
  student_email: string;
  amount: number;
  currency: string;
  paid_at: string;
}

/** A student whose card payment arrived after the order was superseded: money due back. */
async function refundDue() {
  const u = await signedInUser(t.app);
  await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
  const first = (await call('POST', '/api/core/pay/init/', u.access, {})).json<{ transaction_uuid: string }>()
    .transaction_uuid;
  // A second init supersedes (cancels) the first order.
  expect((await call('POST', '/api/core/pay/init/', u.access, {})).statusCode).toBe(200);
  const tx = (await call('GET', `/api/core/pay/transactions/${first}/`, u.access)).json<{
    amount: number;
    status: string;
  }>();
  expect(tx.status).toBe('CANCELLED');
  const body = JSON.stringify({
    event_id: `late-${first}`,
    transaction_uuid: first,
    status: 'PAID',
    amount: tx.amount,
    currency: 'RUB',
  });
  const paid = await t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, body) },
    payload: body,
  });
  expect(paid.statusCode).toBe(200);
  const list = (await call('GET', '/api/v2/manager/refunds/', manager.access)).json<{ results: Due[] }>();
  const due = list.results.find((r) => r.transaction_uuid === first);
  if (!due) throw new Error('the refund due is not listed');
  return { u, uuid: first, due };
}

interface Refund {
  status: string;
  reason: string | null;
  paid_at: string;
  decided_at: string | null;
}
interface StudentRefund {
  uuid: string;
  order_number: string;
  status: string;
  amount: number;
  currency: string;
  products: { id: number; title: string }[];
  refund: Refund;
}
const myRefunds = (access: string) =>
  call('GET', '/api/v2/students/refunds/', access).then(
    (r) => r.json<{ results: StudentRefund[] }>().results,
  );

const order = (uuid: string, access: string) =>
  call('GET', `/api/core/pay/transactions/${uuid}/`, access).then((r) =>
    r.json<{ status: string; refund: Refund | null }>(),
  );
const myProducts = (access: string) =>
  call('GET', '/api/v2/students/my-products/', access).then(
    (r) => r.json<{ results: { product: { id: number } }[] }>().results,
  );
async function refundNotifications(userId: number) {
  return t.app.prepa.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'refund_reject')));
}

describe('refunds decided by staff', () => {
  it('only the manager roles list and decide refunds', async () => {
    const { due } = await refundDue();
    for (const role of USER_ROLES) {
      const who = await signedInUser(t.app, { role });
      const res = await call('GET', '/api/v2/manager/refunds/', who.access);
      expect(res.statusCode, role).toBe(INVOICE_MANAGER_ROLES.includes(role) ? 200 : 403);
      if (!INVOICE_MANAGER_ROLES.includes(role)) {
        const decide = await call('POST', `/api/v2/manager/refunds/${due.id}/decision/`, who.access, {
          status: 'REFUNDED',
        });
        expect(decide.statusCode, role).toBe(403);
      }
    }
    expect((await call('GET', '/api/v2/manager/refunds/')).statusCode).toBe(401);
  });

  it('lists what is due with student, amount and when it was paid; REFUNDED is decided once', async () => {
    const { u, uuid, due } = await refundDue();
    expect(due).toMatchObject({ student_email: u.email, amount: 399_000, currency: 'RUB' });
    expect(Number.isNaN(Date.parse(due.paid_at))).toBe(false);
    expect((await order(uuid, u.access)).refund).toEqual({
      status: 'DUE',
      reason: null,
      paid_at: due.paid_at,
      decided_at: null,
    });

    const [a, b] = await Promise.all([
      call('POST', `/api/v2/manager/refunds/${due.id}/decision/`, manager.access, { status: 'REFUNDED' }),
      call('POST', `/api/v2/manager/refunds/${due.id}/decision/`, manager.access, {
        status: 'REJECTED',
        reason: 'Курс уже начат',
      }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(errorOf(loser).errors[0]?.code).toBe('refund_decided');
    const winner = a.statusCode === 200 ? a : b;
    const decided = winner.json<{ status: string }>().status;

    // However it went, exactly one decision holds, and it is recorded with who and when.
    const [e] = await t.app.prepa.db.select().from(paymentEvents).where(eq(paymentEvents.id, due.id));
    expect(e?.decidedBy).toBe(manager.id);
    expect(e?.decidedAt).toBeInstanceOf(Date);
    expect((await refundNotifications(u.id)).length).toBe(decided === 'REJECTED' ? 1 : 0);
    const mine = await order(uuid, u.access);
    expect(mine.refund?.status).toBe(decided);
    expect(mine.status).toBe(decided === 'REJECTED' ? 'PAID' : 'CANCELLED');

    // A third decision, even the same one, is refused; the list no longer shows it.
    const again = await call('POST', `/api/v2/manager/refunds/${due.id}/decision/`, manager.access, {
      status: decided,
      reason: 'x',
    });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).errors[0]?.code).toBe('refund_decided');
    const list = (await call('GET', '/api/v2/manager/refunds/', manager.access)).json<{ results: Due[] }>();
    expect(list.results.some((r) => r.id === due.id)).toBe(false);
  });

  it('REJECTED needs a reason, grants the order and tells the student once', async () => {
    const { u, uuid, due } = await refundDue();
    expect(await myProducts(u.access)).toHaveLength(0);
    const noReason = await call('POST', `/api/v2/manager/refunds/${due.id}/decision/`, manager.access, {
      status: 'REJECTED',
    });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).errors[0]?.attr).toBe('reason');

    const results = await Promise.all(
      [1, 2].map(() =>
        call('POST', `/api/v2/manager/refunds/${due.id}/decision/`, manager.access, {
          status: 'REJECTED',
          reason: 'Курс уже начат',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const ok = results.find((r) => r.statusCode === 200);
    expect(ok?.json()).toMatchObject({ id: due.id, status: 'REJECTED', reason: 'Курс уже начат' });

    expect(await order(uuid, u.access)).toMatchObject({
      status: 'PAID',
      refund: { status: 'REJECTED', reason: 'Курс уже начат' },
    });
    expect((await myProducts(u.access)).map((p) => p.product.id)).toContain(cat.mg.id);
    const notes = await refundNotifications(u.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.params).toMatchObject({ reason: 'Курс уже начат' });
  });

  it('a rejected refund withdraws the newer order and the cart line that would sell a granted course again', async () => {
    const u = await signedInUser(t.app);
    // A course bought once (full access) and a monthly one (bought again as a renewal).
    for (const product of [cat.mgFull.id, cat.mg.id])
      await call('POST', '/api/cart/', u.access, { item: { product, pack: null } });
    const init = async () =>
      (await call('POST', '/api/core/pay/init/', u.access, {})).json<{ transaction_uuid: string }>()
        .transaction_uuid;
    const first = await init();
    const newer = await init();
    expect((await order(first, u.access)).status).toBe('CANCELLED');
    expect((await call('POST', `/api/dev/pay/sandbox/late-payment/${first}/`)).statusCode).toBe(200);
    const list = (await call('GET', '/api/v2/manager/refunds/', manager.access)).json<{ results: Due[] }>();
    const due = list.results.find((r) => r.transaction_uuid === first);
    if (!due) throw new Error('the refund due is not listed');

    const rejected = await call('POST', `/api/v2/manager/refunds/${due.id}/decision/`, manager.access, {
      status: 'REJECTED',
      reason: 'Курс уже начат',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await order(first, u.access)).status).toBe('PAID');
    expect((await myProducts(u.access)).map((p) => p.product.id)).toEqual(
      expect.arrayContaining([cat.mgFull.id, cat.mg.id]),
    );
    // The newer order would sell the full course a second time: it is no longer payable…
    expect((await order(newer, u.access)).status).toBe('CANCELLED');
    const refused = await call('POST', `/api/dev/pay/sandbox/late-payment/${newer}/`);
    expect(refused.json()).toEqual({ ok: true, status: 'CANCELLED' });
    expect((await order(newer, u.access)).refund?.status).toBe('DUE');
    // …and the cart keeps only the monthly course, which can be paid again for another month.
    const cart = (await call('GET', '/api/cart/', u.access)).json<{ items: { product: { id: number } }[] }>();
    expect(cart.items.map((i) => i.product.id)).toEqual([cat.mg.id]);
    expect((await call('POST', '/api/core/pay/init/', u.access, {})).statusCode).toBe(200);
  });

  it('an id that is not a refund due is 404', async () => {
    const res = await call('POST', '/api/v2/manager/refunds/2147483647/decision/', manager.access, {
      status: 'REFUNDED',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("the student's own refunds", () => {
  it('lists the order due, then refunded with when, newest first; only to its student', async () => {
    const { u, uuid, due } = await refundDue();
    const other = await signedInUser(t.app);
    expect(await myRefunds(other.access)).toEqual([]);
    expect((await call('GET', `/api/core/pay/transactions/${uuid}/`, other.access)).statusCode).toBe(404);

    const [entry] = await myRefunds(u.access);
    expect(entry).toMatchObject({
      uuid,
      order_number: due.order_number,
      status: 'CANCELLED',
      amount: 399_000,
      currency: 'RUB',
      products: [{ id: cat.mg.id }],
      refund: { status: 'DUE', reason: null, paid_at: due.paid_at, decided_at: null },
    });

    const decided = await call('POST', `/api/v2/manager/refunds/${due.id}/decision/`, manager.access, {
      status: 'REFUNDED',
    });
    expect(decided.statusCode).toBe(200);
    const at = decided.json<{ decided_at: string }>().decided_at;
    const after = await myRefunds(u.access);
    expect(after).toHaveLength(1);
    expect(after[0]?.refund).toEqual({
      status: 'REFUNDED',
      reason: null,
      paid_at: due.paid_at,
      decided_at: at,
    });
    expect((await order(uuid, u.access)).refund?.decided_at).toBe(at);
    expect(await myRefunds(other.access)).toEqual([]);
  });

  it("shows a refused refund with the manager's reason, and never another student's", async () => {
    const mine = await refundDue();
    const theirs = await refundDue();
    await call('POST', `/api/v2/manager/refunds/${mine.due.id}/decision/`, manager.access, {
      status: 'REJECTED',
      reason: 'Курс уже начат',
    });
    const list = await myRefunds(mine.u.access);
    expect(list.map((r) => r.uuid)).toEqual([mine.uuid]);
    expect(list[0]).toMatchObject({
      status: 'PAID',
      refund: { status: 'REJECTED', reason: 'Курс уже начат' },
    });
    expect(Number.isNaN(Date.parse(list[0]?.refund.decided_at ?? ''))).toBe(false);
    // The other student sees their own refund due, not this one; neither opens the other's order.
    expect((await myRefunds(theirs.u.access)).map((r) => [r.uuid, r.refund.status])).toEqual([
      [theirs.uuid, 'DUE'],
    ]);
    expect((await call('GET', `/api/core/pay/transactions/${mine.uuid}/`, theirs.u.access)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/core/pay/transactions/${theirs.uuid}/`, mine.u.access)).statusCode).toBe(
      404,
    );
  });

  it('is for signed-in students only', async () => {
    expect((await call('GET', '/api/v2/students/refunds/')).statusCode).toBe(401);
    expect((await call('GET', '/api/v2/students/refunds/', manager.access)).statusCode).toBe(403);
  });
});

describe("the sandbox's late payment (a development tool)", () => {
  it('pays a superseded card order late: a refund due; the current order is refused', async () => {
    const u = await signedInUser(t.app);
    await call('POST', '/api/cart/', u.access, { item: { product: cat.mg.id, pack: null } });
    const first = (await call('POST', '/api/core/pay/init/', u.access, {})).json<{
      transaction_uuid: string;
    }>().transaction_uuid;
    const current = (await call('POST', '/api/core/pay/init/', u.access, {})).json<{
      transaction_uuid: string;
    }>().transaction_uuid;

    const refused = await call('POST', `/api/dev/pay/sandbox/late-payment/${current}/`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).errors[0]?.code).toBe('order_not_payable');

    const late = await call('POST', `/api/dev/pay/sandbox/late-payment/${first}/`);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ ok: true, status: 'CANCELLED' });
    expect((await order(first, u.access)).refund?.status).toBe('DUE');
    expect((await myRefunds(u.access)).map((r) => r.uuid)).toEqual([first]);
  });

  it('is not served without the development tools', async () => {
    const prod = await createTestApp({ DEV_OUTBOX: '0' });
    try {
      const res = await prod.app.inject({ method: 'POST', url: '/api/dev/pay/sandbox/late-payment/x/' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
