import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, transactions } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';
import { buyInSandbox, createCatalogue } from '../../../test/shop-factories.js';
import { REFUND_DUE } from './present.js';

/**
 * Issue 11: while the change feed is live, a student's payments list, refunds and purchase documents
 * are answered from memory until the feed tells of a change to their orders, the orders' payment events
 * or their documents (migration 0034).
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await feedTestApp();
  cat = await createCatalogue(t.app);
});
afterAll(() => t.close());

type Student = Awaited<ReturnType<typeof signedInUser>>;
async function get<T>(s: Student, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(s.access) });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}
const amounts = async (s: Student) =>
  (await get<{ results: { amount: number }[] }>(s, '/api/v2/students/financial-report/')).results.map(
    (r) => r.amount,
  );
const documents = async (s: Student) =>
  (await get<{ count: number }>(s, '/api/v2/students/documents/purchased/')).count;
const refunds = async (s: Student) =>
  (await get<{ results: unknown[] }>(s, '/api/v2/students/refunds/')).results.length;
const orderOf = async (s: Student) => {
  const [row] = await t.app.prepa.db
    .select()
    .from(transactions)
    .where(eq(transactions.beneficiaryUserId, s.id));
  if (!row) throw new Error('no order');
  return row;
};

describe('the payments on the change feed', () => {
  it('keeps the payments, documents and refunds until a change to the student’s orders is told', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    for (const s of [a, b]) {
      expect(await amounts(s)).toEqual([]);
      expect(await documents(s)).toBe(0);
      expect(await refunds(s)).toBe(0);
    }
    // a pays through the API: a's next reads have the order and its document; b's stay empty.
    await buyInSandbox(t.app, a.access, cat.mg.id);
    await t.app.prepa.changes.settle();
    const order = await orderOf(a);
    expect(await amounts(a)).toEqual([order.amount]);
    expect(await documents(a)).toBe(1);
    expect(await amounts(b)).toEqual([]);
    // The order changed past the feed: a's kept list stands (the read asked the database nothing).
    await untold(t.app, 'transactions', 'transactions_notify_beneficiary', async (tx) => {
      await tx.execute('ALTER TABLE transactions DISABLE TRIGGER transactions_notify_payer');
      await tx
        .update(transactions)
        .set({ amount: order.amount + 1 })
        .where(eq(transactions.id, order.id));
      await tx.execute('ALTER TABLE transactions ENABLE TRIGGER transactions_notify_payer');
    });
    expect(await amounts(a)).toEqual([order.amount]);
    // A refund event of a's order, told through its order: a's next reads have it (and the new amount).
    await t.app.prepa.db.insert(paymentEvents).values({
      provider: 'sandbox',
      eventId: `refund-${order.id}`,
      transactionId: order.id,
      status: REFUND_DUE,
    });
    await t.app.prepa.changes.settle();
    expect(await refunds(a)).toBe(1);
    expect(await amounts(a)).toEqual([order.amount + 1]);
    expect(await refunds(b)).toBe(0);
  });
});
