import { and, between, countDistinct, eq, inArray, lt, sql } from 'drizzle-orm';
import { hasGate, type IndividualTask, type IndividualTaskKind, type Platform } from '@prepa/contracts';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache } from '../../db/feed-cache.js';
import { activityEvents, ledgerEntries, users } from '../../db/schema/index.js';
import type { LedgerCredit, LedgerResult } from './ledger.js';
import { levelFor } from './levels.js';
import { dayVersions } from './streak.js';
import { addDays, dayEndIn, localDateIn, weekdayIndex, zoneOf } from '../calendar/index.js';

/**
 * Weekly individual tasks (spec 1 §7, gated by `homeIndividualTask` on RU and KZ).
 *
 * The week is the student's local Monday–Sunday; progress counts only activity_events whose
 * recorded local date falls in it (so a later change of zone never moves an event to another week).
 *
 * Personalisation rule: the goals grow with the student's level, taken from the exp they had
 * *before* the week started (exp earned during the week never moves the goal mid-week, so a task
 * once done stays done). Levels 1–2 get the starter goals, 3–4 the middle ones, 5 and up the
 * advanced ones; a harder goal pays more umcoins.
 */
export interface Week {
  weekStart: string;
  weekEnd: string;
}

export interface TaskGoal {
  goal: number;
  umcoins: number;
}
export type Tier = Record<IndividualTaskKind, TaskGoal>;

export const TASK_TIERS: readonly { fromLevel: number; goals: Tier }[] = [
  {
    fromLevel: 1,
    goals: {
      lessons: { goal: 2, umcoins: 10 },
      tasks: { goal: 10, umcoins: 10 },
      cards: { goal: 10, umcoins: 10 },
      activeDays: { goal: 3, umcoins: 15 },
    },
  },
  {
    fromLevel: 3,
    goals: {
      lessons: { goal: 3, umcoins: 15 },
      tasks: { goal: 15, umcoins: 15 },
      cards: { goal: 20, umcoins: 15 },
      activeDays: { goal: 4, umcoins: 20 },
    },
  },
  {
    fromLevel: 5,
    goals: {
      lessons: { goal: 5, umcoins: 20 },
      tasks: { goal: 25, umcoins: 20 },
      cards: { goal: 30, umcoins: 20 },
      activeDays: { goal: 5, umcoins: 30 },
    },
  },
];

/** Order of the tasks on the card, with the activity kind each one counts. */
const TASKS: readonly { kind: IndividualTaskKind; activity: string | null }[] = [
  { kind: 'lessons', activity: 'lesson_watched' },
  { kind: 'tasks', activity: 'tasks_solved' },
  { kind: 'cards', activity: 'cards_learned' },
  // Any recorded activity (including exp earned) makes a day active, as for the streak.
  { kind: 'activeDays', activity: null },
];

export const taskCode = (kind: IndividualTaskKind) =>
  `weekly-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export const taskEventKey = (userId: number, kind: IndividualTaskKind, weekStart: string) =>
  `individual-task:${userId}:${taskCode(kind)}:${weekStart}`;

/** The local week (Monday–Sunday) a local date belongs to. */
export function weekOf(localDate: string): Week {
  const weekStart = addDays(localDate, -weekdayIndex(localDate));
  return { weekStart, weekEnd: addDays(weekStart, 6) };
}

/** The goals of a student of the given level order. */
export function tierFor(levelOrder: number): Tier {
  let tier = TASK_TIERS[0]?.goals as Tier;
  for (const t of TASK_TIERS) if (levelOrder >= t.fromLevel) tier = t.goals;
  return tier;
}

/** The task list from the week's progress (pure, so the rule is unit-tested). */
export function buildTasks(
  tier: Tier,
  progress: Record<IndividualTaskKind, number>,
  rewardedKinds: ReadonlySet<IndividualTaskKind>,
  week: Week,
): IndividualTask[] {
  return TASKS.map(({ kind }) => {
    const { goal, umcoins } = tier[kind];
    const value = progress[kind];
    return {
      id: taskCode(kind),
      kind,
      titleKey: `student.tasks.title_${kind}`,
      progress: Math.min(value, goal),
      goal,
      done: value >= goal,
      reward: { umcoins },
      rewarded: rewardedKinds.has(kind),
      ...week,
    };
  });
}

/**
 * Exp the student held at the start of the week (local midnight of its Monday in their zone), summed by
 * the database: reading every exp row of the student to sum them here grew with their history.
 */
async function expBeforeWeek(db: Db, userId: number, week: Week, zone: string): Promise<number> {
  // Local midnight is never later than 14:00 UTC of the same date, so this bound keeps every candidate.
  const bound = new Date(`${addDays(week.weekStart, 1)}T00:00:00Z`);
  const localDate = sql`(${ledgerEntries.createdAt} at time zone ${zone})::date`;
  const [row] = await db
    .select({
      n: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${localDate} < ${week.weekStart}::date), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.currency, 'exp'),
        lt(ledgerEntries.createdAt, bound),
      ),
    );
  return Number(row?.n ?? 0);
}

async function weekProgress(db: Db, userId: number, week: Week): Promise<Record<IndividualTaskKind, number>> {
  const inWeek = and(
    eq(activityEvents.userId, userId),
    between(activityEvents.localDate, week.weekStart, week.weekEnd),
  );
  // One query: the sum per kind, and on every row the week's count of active days.
  const days = db
    .select({ n: countDistinct(activityEvents.localDate) })
    .from(activityEvents)
    .where(inWeek);
  const sums = await db
    .select({
      kind: activityEvents.kind,
      n: sql<string>`coalesce(sum(${activityEvents.quantity}), 0)`,
      days: sql<number>`(${days})`.mapWith(Number),
    })
    .from(activityEvents)
    .where(inWeek)
    .groupBy(activityEvents.kind);
  const of = (activity: string) => Number(sums.find((s) => s.kind === activity)?.n ?? 0);
  const out = { activeDays: sums[0]?.days ?? 0 } as Record<IndividualTaskKind, number>;
  for (const t of TASKS) if (t.activity) out[t.kind] = of(t.activity);
  return out;
}

async function rewardedKinds(db: Db, userId: number, week: Week): Promise<Set<IndividualTaskKind>> {
  const keys = new Map(TASKS.map((t) => [taskEventKey(userId, t.kind, week.weekStart), t.kind]));
  const rows = await db
    .select({ key: ledgerEntries.eventKey })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.eventKey, [...keys.keys()])));
  return new Set(rows.map((r) => keys.get(r.key)).filter((k): k is IndividualTaskKind => k !== undefined));
}

async function tasksOfWeek(db: Db, userId: number, week: Week, zone: string) {
  const tier = tierFor(levelFor(await expBeforeWeek(db, userId, week, zone)).order);
  return buildTasks(tier, await weekProgress(db, userId, week), await rewardedKinds(db, userId, week), week);
}

/**
 * GET /gamification/individual-tasks/: this local week's tasks of the student, and when their local day
 * ends (the answer can move then).
 */
async function tasksNow(db: Db, userId: number, now: Date) {
  const zone = await zoneOf(db, userId);
  const week = weekOf(localDateIn(now, zone));
  return {
    value: { results: await tasksOfWeek(db, userId, week, zone), ...week },
    until: dayEndIn(now, zone),
  };
}

/**
 * `tasksNow` kept per student while the change feed tells of no change to their activity, their
 * ledger (the level that picks the goals, the rewards) or their profile (the zone), until their local
 * day ends.
 */
export function keptIndividualTasks(db: Db, feed?: ChangeFeed) {
  const kept = createFeedCache<number, Awaited<ReturnType<typeof tasksNow>>['value']>({
    versionsOf: (userId) => dayVersions(feed, userId),
    read: (userId, now) => tasksNow(db, userId, new Date(now)),
  });
  return (userId: number, now: Date) => kept(userId, now.getTime());
}

export type Credit = (tx: Db, credit: LedgerCredit) => Promise<LedgerResult>;

/**
 * Called by recordActivity right after a new activity row, in the same transaction: every task of
 * that activity's week that is now done is credited once (the ledger's eventKey keeps it idempotent,
 * so a repeated delivery or a later activity never credits twice). Only on platforms that show the tasks.
 */
export async function creditIndividualTasks(
  tx: Db,
  userId: number,
  localDate: string,
  credit: Credit,
): Promise<void> {
  const [user] = await tx.select({ platform: users.platform }).from(users).where(eq(users.id, userId));
  if (!user || !hasGate(user.platform as Platform, 'homeIndividualTask')) return;
  const tasks = await tasksOfWeek(tx, userId, weekOf(localDate), await zoneOf(tx, userId));
  for (const task of tasks) {
    if (!task.done || task.rewarded || task.reward.umcoins <= 0) continue;
    await credit(tx, {
      userId,
      currency: 'umcoins',
      amount: task.reward.umcoins,
      reason: 'INDIVIDUAL_TASK',
      eventKey: taskEventKey(userId, task.kind, task.weekStart),
    });
  }
}
