import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { genericPlan as planOn } from '../../test/plans.js';
import type { Db } from './client.js';
import {
  activeSubscriptionsEndedBy,
  carts,
  homeworkSubmissions,
  ownCartOf,
  paymentsOf,
  subscriptions,
  transactions,
  unpaidCardOrdersOf,
  usernameIs,
  users,
  waitingForCurator,
} from './schema/index.js';

// Connections plan a named statement once (plan_cache_mode=force_generic_plan, db/client.ts). A generic
// plan knows no parameter's value, so it can use a partial index only when the query states the index's
// predicate with literals. These are the plans of the queries that rely on one, with sequential scans
// disabled: a query that cannot use its index shows a (disabled) sequential scan instead.
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.prepa.db;
});
afterAll(async () => t.close());

/** The generic plan of `query` on the test app's database. */
const genericPlan = (query: Parameters<typeof planOn>[1]) => planOn(db, query);

describe('generic plans use the partial indexes', () => {
  it('is on for this connection', async () => {
    const plan = await genericPlan(db.select({ id: carts.id }).from(carts).where(ownCartOf(7)).limit(1));
    // A generic plan prints the parameter, not its value.
    expect(plan).toContain('$1');
  });

  it("finds a student's own cart through carts_own_key", async () => {
    const plan = await genericPlan(db.select({ id: carts.id }).from(carts).where(ownCartOf(7)).limit(1));
    expect(plan).toContain('carts_own_key');
    expect(plan).not.toContain('Seq Scan');
  });

  it("reads the curators' queue through homework_submissions_waiting_idx", async () => {
    const plan = await genericPlan(
      db.select({ n: count() }).from(homeworkSubmissions).where(waitingForCurator()),
    );
    expect(plan).toContain('homework_submissions_waiting_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it("reads a student's payments through both of their indexes", async () => {
    const plan = await genericPlan(
      db.select({ id: transactions.id }).from(transactions).where(paymentsOf(7)),
    );
    expect(plan).toContain('transactions_beneficiary_idx');
    expect(plan).toContain('transactions_payer_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});

// Found by running the API suite with auto_explain and sequential scans off (docs/performance.md, eighth
// session): each of these read a whole table, or went through an index of a column it could not see.
describe('generic plans of the writes and jobs use an index of their own', () => {
  it('finds a user by username, whatever its case, through users_username_lower_idx', async () => {
    const plan = await genericPlan(
      db.select({ id: users.id }).from(users).where(usernameIs('anna')).limit(1),
    );
    expect(plan).toContain('users_username_lower_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it("cancels a cart's unpaid card orders through transactions_cart_idx", async () => {
    const plan = await genericPlan(
      db
        .update(transactions)
        .set({ status: 'CANCELLED' })
        .where(unpaidCardOrdersOf(7))
        .returning({ couponId: transactions.couponId }),
    );
    expect(plan).toContain('transactions_cart_idx');
    expect(plan).not.toContain('transactions_status_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('expires ended subscriptions through subscriptions_active_end_idx', async () => {
    const plan = await genericPlan(
      db
        .update(subscriptions)
        .set({ status: 'EXPIRED' })
        .where(activeSubscriptionsEndedBy(new Date('2026-11-27T12:00:00Z')))
        .returning({ id: subscriptions.id }),
    );
    expect(plan).toContain('subscriptions_active_end_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
