import { and, eq, sql } from 'drizzle-orm';
import type { LEDGER_REASONS } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { currencyLimits, ledgerEntries, users, type LedgerCurrency } from '../../db/schema/index.js';
import { ClientError } from '../../http/errors.js';

export type LedgerReason = (typeof LEDGER_REASONS)[number];
export const LEDGER_CURRENCIES: readonly LedgerCurrency[] = ['exp', 'umcoins', 'medals', 'keys', 'bonuses'];

export interface LedgerCredit {
  userId: number;
  currency: LedgerCurrency;
  /** Signed: positive credits, negative debits. */
  amount: number;
  reason: LedgerReason;
  /** Unique per real event (e.g. `purchase:42:exp`); a repeated event credits nothing. */
  eventKey: string;
  /** When the event happened (default now): the entry is dated by it, so history and charts show real dates. */
  at?: Date;
}

export interface LedgerResult {
  credited: boolean;
  /** What was actually written (a credit is cut to the student's limit). */
  amount: number;
}

export class InsufficientBalance extends ClientError {
  constructor() {
    super(400, 'insufficient_balance');
  }
}

export async function balanceOf(tx: Db, userId: number, currency: LedgerCurrency): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency)));
  return Number(row?.total ?? 0);
}

export async function limitOf(tx: Db, userId: number, currency: string): Promise<number | null> {
  const [row] = await tx
    .select({ max: currencyLimits.max })
    .from(currencyLimits)
    .where(and(eq(currencyLimits.userId, userId), eq(currencyLimits.currency, currency as LedgerCurrency)));
  return row?.max ?? null;
}

/**
 * Serialises a student's currency changes: locks their `users` row for the rest of the transaction.
 * A transaction that will both insert a row referring to the student (a foreign key, which takes a
 * KEY SHARE lock on the same row) and change the ledger must call this first: taking KEY SHARE and
 * then FOR UPDATE in two concurrent transactions deadlocks them on PostgreSQL.
 */
export async function lockLedger(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Writes one ledger row (no side effects; use creditLedger of events.ts for events), inside the caller's transaction.
 * Idempotent per `eventKey` (ON CONFLICT DO NOTHING). Credits are cut to the student's limit;
 * a debit never takes the balance below zero. Serialised per student by locking the user row.
 */
export async function writeLedger(tx: Db, credit: LedgerCredit): Promise<LedgerResult> {
  if (!Number.isInteger(credit.amount)) throw new TypeError('ledger amount must be an integer');
  await lockLedger(tx, credit.userId);
  const [seen] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.eventKey, credit.eventKey))
    .limit(1);
  if (seen) return { credited: false, amount: 0 };

  const balance = await balanceOf(tx, credit.userId, credit.currency);
  let amount = credit.amount;
  if (amount > 0) {
    const max = await limitOf(tx, credit.userId, credit.currency);
    if (max !== null) amount = Math.max(0, Math.min(amount, max - balance));
  } else if (balance + amount < 0) {
    throw new InsufficientBalance();
  }
  const inserted = await tx
    .insert(ledgerEntries)
    .values({
      userId: credit.userId,
      currency: credit.currency,
      amount,
      reason: credit.reason,
      eventKey: credit.eventKey,
      ...(credit.at ? { createdAt: credit.at } : {}),
    })
    .onConflictDoNothing({ target: ledgerEntries.eventKey })
    .returning({ id: ledgerEntries.id });
  return inserted.length > 0 ? { credited: true, amount } : { credited: false, amount: 0 };
}

/** All five balances of a student, derived from the ledger. */
export async function balancesOf(db: Db, userId: number): Promise<Record<LedgerCurrency, number>> {
  const rows = await db
    .select({ currency: ledgerEntries.currency, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .groupBy(ledgerEntries.currency);
  return balancesFrom(rows);
}

/** The five balances from the ledger's sums per currency (a currency without entries is 0). */
export function balancesFrom(
  rows: readonly { currency: string; total: string | number }[],
): Record<LedgerCurrency, number> {
  const out: Record<LedgerCurrency, number> = { exp: 0, umcoins: 0, medals: 0, keys: 0, bonuses: 0 };
  for (const r of rows) out[r.currency as LedgerCurrency] = Number(r.total);
  return out;
}
