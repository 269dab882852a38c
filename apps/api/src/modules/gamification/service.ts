import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { DAILY_TASKS_GOAL, type DailyStrike, type StudentBalance } from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache, keepFirstPages } from '../../db/feed-cache.js';
import { currencyLimits, ledgerEntries, studentProfiles, users } from '../../db/schema/index.js';
import { setStatuses } from '../student/index.js';
import { balanceOf, balancesFrom, lockLedger, writeLedger } from './ledger.js';
import { LEVELS, levelFor, nextLevelAfter, publicLevel } from './levels.js';
import { dailyStrike, dayVersions, todayQuantities } from './streak.js';
import { dayEndIn, zoneOf, type Clock } from '../calendar/index.js';

const DAILY_KINDS = ['lesson_watched', 'tasks_solved', 'cards_learned'] as const;

const LIMIT_KEYS = ['umcoins', 'medals', 'keys', 'exp', 'strike'] as const;

/**
 * `feed`: the database's change feed. While it is live, a student's balance is kept in memory until it
 * tells of a change to their ledger, limits or profile (migration 0020), so reading it asks nothing.
 */
/** How long one leaderboard is shown while other students earn exp (issue 11: one query per period). */
export const RATING_KEPT_MS = 5_000;

export function createGamificationService(db: Db, clock: Clock, feed?: ChangeFeed) {
  async function limits(userId: number) {
    return limitsFrom(await db.select().from(currencyLimits).where(eq(currencyLimits.userId, userId)));
  }

  function limitsFrom(rows: readonly { currency: string; max: number }[]) {
    const out = Object.fromEntries(LIMIT_KEYS.map((k) => [k, null])) as Record<
      (typeof LIMIT_KEYS)[number],
      number | null
    >;
    for (const r of rows)
      if ((LIMIT_KEYS as readonly string[]).includes(r.currency))
        out[r.currency as (typeof LIMIT_KEYS)[number]] = r.max;
    return out;
  }

  // The balance is read on every page of the student area: its three reads (ledger sums, limits, the
  // profile's consents) are one prepared statement, so drizzle builds no SQL per call and the database
  // sees one round trip. json_agg keeps the rows of each part; null when a part has none.
  const userIdParam = sql.placeholder('userId');
  const balanceRow = db
    .select({
      sums: sql<[string, number][] | null>`(select json_agg(json_build_array(s.currency, s.total)) from (
        select ${ledgerEntries.currency} as currency, sum(${ledgerEntries.amount}) as total from ${ledgerEntries}
        where ${ledgerEntries.userId} = ${userIdParam} group by ${ledgerEntries.currency}) s)`,
      limits: sql<{ currency: string; max: number }[] | null>`(select json_agg(json_build_object(
        'currency', ${currencyLimits.currency}, 'max', ${currencyLimits.max})) from ${currencyLimits}
        where ${currencyLimits.userId} = ${userIdParam})`,
      unlocked: sql<boolean | null>`(select ${studentProfiles.personalDataAcceptedAt} is not null
        and ${studentProfiles.lotteryAcceptedAt} is not null from ${studentProfiles}
        where ${studentProfiles.userId} = ${userIdParam})`,
    })
    .from(users)
    .where(eq(users.id, userIdParam))
    .prepare('gamification_balance');

  const keptBalance = createFeedCache<number, StudentBalance>({
    versionsOf: (userId) => versionsOf(feed, ['balance', userId]),
    async read(userId) {
      const [row] = await balanceRow.execute({ userId });
      // Frozen: one object is handed to every request while it is kept.
      const value: StudentBalance = Object.freeze({
        balance: balancesFrom((row?.sums ?? []).map(([currency, total]) => ({ currency, total }))),
        limits: limitsFrom(row?.limits ?? []),
        medalsLocked: row?.unlocked !== true,
      });
      return { value };
    },
  });

  async function readHistory(userId: number, kind: 'exp' | 'balance', limit: number, offset: number) {
    const where = and(
      eq(ledgerEntries.userId, userId),
      kind === 'exp' ? eq(ledgerEntries.currency, 'exp') : ne(ledgerEntries.currency, 'exp'),
      ne(ledgerEntries.amount, 0),
    );
    const [total] = await db.select({ n: count() }).from(ledgerEntries).where(where);
    const rows = await db
      .select({
        id: ledgerEntries.id,
        currency: ledgerEntries.currency,
        amount: ledgerEntries.amount,
        reason: ledgerEntries.reason,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(limit)
      .offset(offset);
    return {
      count: total?.n ?? 0,
      results: rows.map((r) => ({ ...r, reason: r.reason as never, createdAt: r.createdAt.toISOString() })),
    };
  }

  // A page of the ledger's history moves with the student's ledger only (migration 0020).
  const keptHistory = keepFirstPages(
    (userId) => versionsOf(feed, ['balance', userId]),
    (userId, p: { kind: 'exp' | 'balance'; limit: number; offset: number }) =>
      readHistory(userId, p.kind, p.limit, p.offset),
  );
  /** A page of the student's exp or currency history, newest first (keyed `<user>:<kind>:<limit>:<offset>`). */
  const history = (userId: number, kind: 'exp' | 'balance', limit: number, offset: number) =>
    keptHistory(userId, { kind, limit, offset });

  // The streak and today's actions move with the student's activity (migration 0023), their limits
  // (the balance's key), their zone (their profile's) and the clock: kept until the local day ends.
  const keptStrike = createFeedCache<number, DailyStrike>({
    versionsOf: (userId) => dayVersions(feed, userId),
    async read(userId, now) {
      const at = new Date(now);
      const [zone, { limits: max }] = await Promise.all([zoneOf(db, userId), keptBalance(userId, now)]);
      const value = Object.freeze(await dailyStrike(db, userId, at, max.strike));
      return { value, until: dayEndIn(at, zone) };
    },
  });
  const keptToday = createFeedCache<number, Record<(typeof DAILY_KINDS)[number], number>>({
    versionsOf: (userId) => dayVersions(feed, userId),
    async read(userId, now) {
      const at = new Date(now);
      const [zone, value] = await Promise.all([
        zoneOf(db, userId),
        todayQuantities(db, userId, DAILY_KINDS, at),
      ]);
      return { value: Object.freeze(value), until: dayEndIn(at, zone) };
    },
  });

  /** The level reached with `exp`, the next one and the progress between them. */
  function levelAt(exp: number) {
    const current = levelFor(exp);
    const next = nextLevelAfter(current);
    const progress = next ? (exp - current.expRequired) / (next.expRequired - current.expRequired) : 1;
    return {
      current: publicLevel(current),
      next: next ? publicLevel(next) : null,
      exp,
      progress: Math.min(1, Math.max(0, progress)),
    };
  }
  /** The student's level from the kept balance (read on every page beside it). */
  async function nextLevel(userId: number) {
    return levelAt((await keptBalance(userId)).balance.exp);
  }

  /** Every active student ranked by exp (one query over the whole ledger). */
  function readBoard() {
    const sums = db
      .select({
        userId: ledgerEntries.userId,
        total: sql<number>`sum(${ledgerEntries.amount})::int`.as('total'),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.currency, 'exp'))
      .groupBy(ledgerEntries.userId)
      .as('sums');
    const expSum = sql<number>`coalesce(${sums.total}, 0)::int`;
    const ranked = db
      .select({
        studentId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.avatar,
        exp: expSum.as('exp'),
        position: sql<number>`row_number() over (order by ${expSum} desc, ${users.id})::int`.as('position'),
      })
      .from(users)
      .leftJoin(sums, eq(sums.userId, users.id))
      .where(and(eq(users.role, 'STUDENT_ROLE'), eq(users.isActive, true)))
      .as('ranked');
    return db.select().from(ranked).orderBy(ranked.position);
  }
  type Board = Awaited<ReturnType<typeof readBoard>>;
  // The leaderboard is the same for everyone and moves with every student's exp: while the feed is
  // live it is kept for RATING_KEPT_MS, but never past a change of the asking student's own exp or
  // account, so a student always finds their own points in it. `firstSeen` numbers each student's
  // versions in the order this instance first saw them; a board read after that is fresh enough.
  let order = 0;
  const firstSeen = createFeedCache({
    versionsOf: (userId: number) => versionsOf(feed, ['balance', userId], ['profile', userId]),
    read: async () => ({ value: ++order }),
  });
  let kept: { versions: string; order: number; takenAt: number; rows: Board } | null = null;
  async function board(userId: number, now: number): Promise<Board> {
    const versions = versionsOf(feed, ['profile']);
    const seen = await firstSeen(userId, now);
    if (
      versions &&
      kept?.versions === versions &&
      kept.order > seen &&
      kept.takenAt <= now &&
      now < kept.takenAt + RATING_KEPT_MS
    )
      return kept.rows;
    const taken = ++order;
    const rows = await readBoard();
    if (versions) kept = { versions, order: taken, takenAt: now, rows };
    return rows;
  }

  return {
    limits,
    balance: keptBalance,
    history,
    dailyStrike: (userId: number) => keptStrike(userId, clock().getTime()),
    async dailyActions(userId: number) {
      const today = await keptToday(userId, clock().getTime());
      const lessons = today.lesson_watched;
      const tasks = today.tasks_solved;
      const cards = today.cards_learned;
      return [
        { action: 'watchLesson' as const, progress: Math.min(lessons, 1), goal: 1, done: lessons >= 1 },
        {
          action: 'solveFiveTasks' as const,
          progress: Math.min(tasks, DAILY_TASKS_GOAL),
          goal: DAILY_TASKS_GOAL,
          done: tasks >= DAILY_TASKS_GOAL,
        },
        {
          action: 'learnFiveCards' as const,
          progress: Math.min(cards, DAILY_TASKS_GOAL),
          goal: DAILY_TASKS_GOAL,
          done: cards >= DAILY_TASKS_GOAL,
        },
      ];
    },
    levels(limit?: number) {
      return (limit ? LEVELS.slice(0, limit) : LEVELS).map(publicLevel);
    },
    nextLevel,
    /** "Start again": the exp progress inside the current level is reset, then viewedDropLevel is set. */
    async dropLevelProgress(userId: number) {
      const now = clock();
      await db.transaction(async (tx) => {
        // Lock the student first so two clicks cannot both read the same progress.
        await lockLedger(tx, userId);
        const exp = await balanceOf(tx, userId, 'exp');
        const progress = exp - levelFor(exp).expRequired;
        if (progress > 0) {
          await writeLedger(tx, {
            userId,
            currency: 'exp',
            amount: -progress,
            reason: 'DROP_LEVEL',
            eventKey: `drop-level:${userId}:${now.toISOString()}`,
          });
        }
        await setStatuses(tx, userId, ['viewedDropLevel'], now);
      });
      // This request's own write is told to the feed only once it answers: read past the kept balance.
      return levelAt(await balanceOf(db, userId, 'exp'));
    },
    /** Students ranked by exp; the caller's neighbours (2 above, 2 below) or the top list plus the caller. */
    async rating(userId: number, neighbours: boolean, top: number) {
      const all = await board(userId, clock().getTime());
      const me = all.find((r) => r.studentId === userId);
      const pick =
        neighbours && me ? all.filter((r) => Math.abs(r.position - me.position) <= 2) : all.slice(0, top);
      if (!neighbours && me && !pick.includes(me)) pick.push(me);
      return pick.map((r) => ({
        position: r.position,
        studentId: r.studentId,
        name: `${r.firstName} ${r.lastName.slice(0, 1)}${r.lastName ? '.' : ''}`.trim(),
        avatar: r.avatar,
        exp: r.exp,
        isMe: r.studentId === userId,
      }));
    },
  };
}
export type GamificationService = ReturnType<typeof createGamificationService>;
