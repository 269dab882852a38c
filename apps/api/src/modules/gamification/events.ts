import type { Db } from '../../db/client.js';
import { activityEvents } from '../../db/schema/index.js';
import { creditIndividualTasks } from './individual-tasks.js';
import { LEVELS, levelFor } from './levels.js';
import { balanceOf, writeLedger, type LedgerCredit, type LedgerResult } from './ledger.js';
import { creditStreakRewards } from './streak.js';
import { localDateIn, zoneOf } from '../calendar/index.js';
import { writeNotification } from '../notifications/index.js';

/** Kinds of real activity; any exp earned through an event also counts for the streak. */
export type ActivityKind = 'lesson_watched' | 'tasks_solved' | 'cards_learned' | 'exp_earned';

export interface ActivityInput {
  userId: number;
  kind: ActivityKind;
  itemKey: string;
  quantity?: number;
  eventKey: string;
  /** When it happened (the server clock by default). */
  at?: Date;
}

/**
 * Records one activity with its UTC instant and the local date it counts for in the student's
 * zone at that time (a later change of zone never moves it). Idempotent per eventKey.
 */
export async function recordActivity(tx: Db, input: ActivityInput): Promise<boolean> {
  const at = input.at ?? new Date();
  const timeZone = await zoneOf(tx, input.userId);
  const localDate = localDateIn(at, timeZone);
  const inserted = await tx
    .insert(activityEvents)
    .values({
      userId: input.userId,
      kind: input.kind,
      itemKey: input.itemKey,
      quantity: input.quantity ?? 1,
      occurredAt: at,
      localDate,
      timeZone,
      eventKey: input.eventKey,
    })
    .onConflictDoNothing({ target: activityEvents.eventKey })
    .returning({ id: activityEvents.id });
  if (inserted.length === 0) return false;
  await creditStreakRewards(tx, input.userId, localDate);
  // Weekly individual tasks done by this activity are credited here, never from a client call.
  await creditIndividualTasks(tx, input.userId, localDate, creditLedger);
  return true;
}

/** Credits every level reached so far, once per level. */
async function creditLevelUps(tx: Db, userId: number, at?: Date): Promise<void> {
  const level = levelFor(await balanceOf(tx, userId, 'exp'));
  for (const l of LEVELS) {
    if (l.order > level.order || l.rewardUmcoins <= 0) continue;
    const eventKey = `level-up:${userId}:${l.id}`;
    const reward = await writeLedger(tx, {
      userId,
      currency: 'umcoins',
      amount: l.rewardUmcoins,
      reason: 'LEVEL_UP',
      eventKey,
    });
    if (reward.credited) {
      await writeNotification(tx, {
        userId,
        type: 'level_up',
        params: { level: l.title, amount: l.rewardUmcoins },
        key: `notification:${eventKey}`,
        at,
      });
    }
  }
}

/**
 * The one entry point for server-side currency changes (other modules call it, e.g. the shop for
 * PURCHASE exp). Idempotent per eventKey; earned exp counts the day for the streak and may level up.
 */
export async function creditLedger(tx: Db, credit: LedgerCredit & { at?: Date }): Promise<LedgerResult> {
  const { at, ...entry } = credit;
  const result = await writeLedger(tx, credit);
  if (result.credited && entry.currency === 'exp' && entry.amount > 0) {
    await recordActivity(tx, {
      userId: entry.userId,
      kind: 'exp_earned',
      itemKey: entry.reason,
      eventKey: `exp:${entry.eventKey}`,
      at,
    });
    await creditLevelUps(tx, entry.userId, at);
  }
  if (result.credited && entry.currency === 'umcoins' && entry.amount > 0) {
    await writeNotification(tx, {
      userId: entry.userId,
      type: 'coins',
      params: { amount: entry.amount },
      key: `notification:coins:${entry.eventKey}`,
      at,
    });
  }
  return result;
}

/** A lesson watched to the end (the lessons module will call this). */
export async function lessonWatched(tx: Db, e: { userId: number; lessonId: number; exp: number; at?: Date }) {
  const key = `lesson:${e.userId}:${e.lessonId}`;
  await recordActivity(tx, {
    userId: e.userId,
    kind: 'lesson_watched',
    itemKey: String(e.lessonId),
    eventKey: key,
    at: e.at,
  });
  return creditLedger(tx, {
    userId: e.userId,
    currency: 'exp',
    amount: e.exp,
    reason: 'LESSON_WATCHED',
    eventKey: key,
    at: e.at,
  });
}

/** Homework tasks checked with points (the homework module will call this once per submission). */
export async function homeworkPoints(
  tx: Db,
  e: { userId: number; submissionId: number; tasksSolved: number; exp: number; at?: Date },
) {
  const key = `homework:${e.userId}:${e.submissionId}`;
  await recordActivity(tx, {
    userId: e.userId,
    kind: 'tasks_solved',
    itemKey: String(e.submissionId),
    quantity: e.tasksSolved,
    eventKey: key,
    at: e.at,
  });
  return creditLedger(tx, {
    userId: e.userId,
    currency: 'exp',
    amount: e.exp,
    reason: 'HOMEWORK_POINTS',
    eventKey: key,
    at: e.at,
  });
}

/** A batch of memory cards learned (the training module will call this once per batch). */
export async function cardsLearned(
  tx: Db,
  e: { userId: number; batchId: string; cards: number; exp: number; at?: Date },
) {
  const key = `cards:${e.userId}:${e.batchId}`;
  await recordActivity(tx, {
    userId: e.userId,
    kind: 'cards_learned',
    itemKey: e.batchId,
    quantity: e.cards,
    eventKey: key,
    at: e.at,
  });
  return creditLedger(tx, {
    userId: e.userId,
    currency: 'exp',
    amount: e.exp,
    reason: 'CARDS_LEARNED',
    eventKey: key,
    at: e.at,
  });
}
