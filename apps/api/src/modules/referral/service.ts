import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  hasGate,
  REFERRAL_BONUS,
  REFERRAL_DISCOUNT_PERCENT,
  REFERRAL_HISTORY_LIMIT,
  type Platform,
  type ReferralWithdrawalDecision,
  type ReferralWithdrawalRequest,
} from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { keepWhile, keepPerUser } from '../../db/feed-cache.js';
import {
  ledgerEntries,
  referralIds,
  referralWithdrawals,
  studentProfiles,
  users,
} from '../../db/schema/index.js';
import { ClientError, NotFound } from '../../http/errors.js';
import { balanceOf, creditLedger, lockLedger } from '../gamification/index.js';

type IsFlagOn = (platform: Platform, key: string) => Promise<boolean>;

/** The ledger reasons that make up the referral balance (bonuses credited and withdrawn). */
const REFERRAL_REASONS = ['REFERRAL', 'REFERRAL_WITHDRAWAL', 'REFERRAL_WITHDRAWAL_RETURNED'] as const;

/**
 * The referral programme of a student: their link id, the bonuses it earned, withdrawals. Bonuses
 * are credited by the payment grant (`referral:<transaction uuid>`, once per paid order); here
 * they are only read and, on request, withdrawn. `feed`: while it is live, a student's programme and
 * history are kept until it tells of a change to their account or link id (`profile:<user>`,
 * migrations 0022, 0031), their ledger (`balance:<user>`) or the flags.
 */
export function createReferralService({
  db,
  isFlagOn,
  feed,
}: {
  db: Db;
  isFlagOn: IsFlagOn;
  feed?: ChangeFeed;
}) {
  /**
   * RU and ONE hand out links only to students with a social account (Telegram, VK or WhatsApp)
   * connected through the profile: the platform has no other kind of confirmed social identity.
   */
  async function hasSocialAccount(userId: number): Promise<boolean> {
    const [row] = await db
      .select({ telegram: users.telegram, vk: users.vk, whatsapp: studentProfiles.whatsapp })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(eq(users.id, userId));
    return Boolean(row?.telegram || row?.vk || row?.whatsapp);
  }

  async function referralIdOf(userId: number): Promise<string> {
    await db
      .insert(referralIds)
      .values({ userId, referralId: randomBytes(6).toString('base64url') })
      .onConflictDoNothing({ target: referralIds.userId });
    const [row] = await db
      .select({ referralId: referralIds.referralId })
      .from(referralIds)
      .where(eq(referralIds.userId, userId));
    if (!row) throw new Error('referral id not created');
    return row.referralId;
  }

  async function program(userId: number, platform: Platform) {
    const needsSocialAccount = hasGate(platform, 'referralNeedsSocial') && !(await hasSocialAccount(userId));
    return {
      referralId: needsSocialAccount ? null : await referralIdOf(userId),
      needsSocialAccount,
      discountPercent: REFERRAL_DISCOUNT_PERCENT,
      bonus: REFERRAL_BONUS,
      balance: await balanceOf(db, userId, 'bonuses'),
      withdrawEnabled: await isFlagOn(platform, 'referral-program-withdraw'),
    };
  }

  async function history(userId: number) {
    const rows = await db
      .select({
        id: ledgerEntries.id,
        amount: ledgerEntries.amount,
        reason: ledgerEntries.reason,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, userId),
          eq(ledgerEntries.currency, 'bonuses'),
          inArray(ledgerEntries.reason, [...REFERRAL_REASONS]),
        ),
      )
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(REFERRAL_HISTORY_LIMIT);
    return {
      balance: await balanceOf(db, userId, 'bonuses'),
      results: rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        reason: r.reason as (typeof REFERRAL_REASONS)[number],
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  const keptProgram = keepPerUser(
    (userId) => versionsOf(feed, ['profile', userId], ['balance', userId], ['flags']),
    async (userId, platform: Platform) => ({ value: await program(userId, platform) }),
  );
  const keptHistory = keepWhile((userId: number) => versionsOf(feed, ['balance', userId]), history);

  return {
    program: (userId: number, platform: Platform) => keptProgram(userId, platform),
    history: (userId: number) => keptHistory(userId),

    /**
     * One request and its debit in one transaction, keyed by the client's request id: a replay
     * answers the same request and debits nothing more; a debit beyond the balance is refused.
     */
    async withdraw(userId: number, body: ReferralWithdrawalRequest) {
      return db.transaction(async (tx) => {
        // Before the insert: its foreign key to the student would otherwise deadlock with the debit.
        await lockLedger(tx, userId);
        const inserted = await tx
          .insert(referralWithdrawals)
          .values({ requestId: body.requestId, userId, amount: body.amount, details: body.details })
          .onConflictDoNothing({ target: referralWithdrawals.requestId })
          .returning();
        const [row] = inserted.length
          ? inserted
          : await tx
              .select()
              .from(referralWithdrawals)
              .where(eq(referralWithdrawals.requestId, body.requestId));
        if (!row || row.userId !== userId || row.amount !== body.amount)
          throw new ClientError(409, 'referral_withdrawal_conflict');
        await creditLedger(tx, {
          userId,
          currency: 'bonuses',
          amount: -row.amount,
          reason: 'REFERRAL_WITHDRAWAL',
          eventKey: `referral-withdrawal:${row.requestId}`,
        });
        return toWithdrawal(row);
      });
    },

    /** Staff's list, newest first, with who asked. */
    async withdrawals() {
      const rows = await db
        .select({
          w: referralWithdrawals,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(referralWithdrawals)
        .innerJoin(users, eq(users.id, referralWithdrawals.userId))
        .orderBy(desc(referralWithdrawals.createdAt), desc(referralWithdrawals.id))
        .limit(REFERRAL_HISTORY_LIMIT);
      return {
        results: rows.map((r) => ({
          ...toWithdrawal(r.w),
          studentName: `${r.firstName} ${r.lastName}`.trim(),
          studentEmail: r.email,
        })),
      };
    },

    /**
     * Staff decide a NEW request once, under a row lock: PAID, or REJECTED with the bonuses given back
     * (one ledger credit, keyed by the request). Repeating the same decision changes nothing; another
     * decision on a decided request is refused.
     */
    async decide(id: number, status: ReferralWithdrawalDecision['status']) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(referralWithdrawals)
          .where(eq(referralWithdrawals.id, id))
          .for('update');
        if (!row) throw new NotFound();
        if (row.status === status) return toWithdrawal(row);
        if (row.status !== 'NEW') throw new ClientError(400, 'referral_withdrawal_decided');
        const [updated] = await tx
          .update(referralWithdrawals)
          .set({ status })
          .where(eq(referralWithdrawals.id, id))
          .returning();
        if (status === 'REJECTED')
          await creditLedger(tx, {
            userId: row.userId,
            currency: 'bonuses',
            amount: row.amount,
            reason: 'REFERRAL_WITHDRAWAL_RETURNED',
            eventKey: `referral-withdrawal-returned:${row.requestId}`,
          });
        return toWithdrawal(updated ?? row);
      });
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;

function toWithdrawal(row: typeof referralWithdrawals.$inferSelect) {
  return {
    id: row.id,
    requestId: row.requestId,
    userId: row.userId,
    amount: row.amount,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
