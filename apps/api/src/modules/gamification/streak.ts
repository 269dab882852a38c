import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DailyStrike } from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { activityEvents } from '../../db/schema/index.js';
import { STREAK_REWARDS } from './levels.js';
import { writeLedger } from './ledger.js';
import { addDays, localDateIn, zoneOf } from '../calendar/index.js';

/**
 * The change feed's versions of what a student's day is read from (the streak, today's actions, the
 * week's tasks): their activity (migration 0023), their ledger and limits (0020), their zone (0022).
 */
export const dayVersions = (feed: ChangeFeed | undefined, userId: number) =>
  versionsOf(feed, ['activity', userId], ['balance', userId], ['profile', userId]);

/** How far back the streak is read (a longer run is still counted up to this window). */
const WINDOW_DAYS = 400;
type Reward = { umcoins: number; medals: number; days: number };
const LAST_REWARD = STREAK_REWARDS[STREAK_REWARDS.length - 1] as Reward;

/** The reward for reaching exactly `days` consecutive days, if that is a milestone. */
export function milestoneReward(days: number): Reward | null {
  const listed = STREAK_REWARDS.find((r) => r.days === days);
  if (listed) return listed;
  if (days > LAST_REWARD.days && days % 100 === 0) return { ...LAST_REWARD, days };
  return null;
}

export function nextMilestone(strike: number): Reward {
  const listed = STREAK_REWARDS.find((r) => r.days > strike);
  if (listed) return listed;
  return { ...LAST_REWARD, days: (Math.floor(strike / 100) + 1) * 100 };
}

/**
 * Local dates with activity. An activity counts for the local date it was recorded for and also for
 * its date in the student's current zone, so a change of timezone can never open a gap.
 */
async function activeDays(db: Db, userId: number, today: string, zone: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: activityEvents.localDate, at: activityEvents.occurredAt })
    .from(activityEvents)
    .where(
      and(eq(activityEvents.userId, userId), gte(activityEvents.localDate, addDays(today, -WINDOW_DAYS))),
    );
  const days = new Set<string>();
  for (const r of rows) {
    days.add(r.day);
    days.add(localDateIn(r.at, zone));
  }
  return days;
}

function runEndingAt(days: Set<string>, end: string): number {
  let n = 0;
  while (days.has(addDays(end, -n))) n += 1;
  return n;
}

/** Credits every milestone of the run that ends on `day`, once per run (keyed by its first day). */
export async function creditStreakRewards(tx: Db, userId: number, day: string): Promise<void> {
  const run = runEndingAt(await activeDays(tx, userId, day, await zoneOf(tx, userId)), day);
  const start = addDays(day, -(run - 1));
  for (let d = 1; d <= run; d += 1) {
    const reward = milestoneReward(d);
    if (!reward) continue;
    const key = `streak:${userId}:${start}:${d}`;
    if (reward.umcoins > 0) {
      await writeLedger(tx, {
        userId,
        currency: 'umcoins',
        amount: reward.umcoins,
        reason: 'STREAK_REWARD',
        eventKey: `${key}:umcoins`,
      });
    }
    if (reward.medals > 0) {
      await writeLedger(tx, {
        userId,
        currency: 'medals',
        amount: reward.medals,
        reason: 'STREAK_REWARD',
        eventKey: `${key}:medals`,
      });
    }
  }
}

/** The activity widget: streak, the last seven local days (today last) and the next reward. */
export async function dailyStrike(
  db: Db,
  userId: number,
  now: Date,
  limit: number | null,
): Promise<DailyStrike> {
  const zone = await zoneOf(db, userId);
  const today = localDateIn(now, zone);
  const days = await activeDays(db, userId, today, zone);
  const todayEarned = days.has(today);
  let strikeDays = runEndingAt(days, todayEarned ? today : addDays(today, -1));
  if (limit !== null) strikeDays = Math.min(strikeDays, limit);
  // The seven local days ending today (today last), read from the same active days as the streak: a
  // streak of n days always lights the last min(n, 7) of them, whatever the weekday (decision 005).
  const weekStatuses = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(today, i - 6);
    if (day === today) return todayEarned ? ('earned' as const) : ('in_progress' as const);
    return days.has(day) ? ('earned' as const) : ('not_earned' as const);
  });
  const next = nextMilestone(strikeDays);
  return {
    strikeDays,
    weekStatuses,
    nextReward: { umcoins: next.umcoins, medals: next.medals, strikeDays: next.days },
    todayEarned,
  };
}

/** Sum of an activity kind on the student's current local day. */
/**
 * How much of each kind of activity the student did today (their local date): one time-zone lookup and
 * one grouped sum, whatever the number of kinds. Kinds without activity are 0.
 */
export async function todayQuantities<K extends string>(
  db: Db,
  userId: number,
  kinds: readonly K[],
  now: Date,
): Promise<Record<K, number>> {
  const today = localDateIn(now, await zoneOf(db, userId));
  const rows = await db
    .select({ kind: activityEvents.kind, n: sql<string>`coalesce(sum(${activityEvents.quantity}), 0)` })
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.userId, userId),
        inArray(activityEvents.kind, [...kinds]),
        eq(activityEvents.localDate, today),
      ),
    )
    .groupBy(activityEvents.kind);
  const out = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<K, number>;
  for (const r of rows) if (r.kind in out) out[r.kind as K] = Number(r.n);
  return out;
}
