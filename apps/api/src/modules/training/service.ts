import {
  and,
  asc,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  min,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  TRAINING_DAILY_CARDS,
  TRAINING_DAILY_EXP,
  TRAINING_DEFAULT_RETENTION,
  type CardGrade,
  type CardReviewResult,
  type ExamSubject,
  type NextCards,
  type SessionResult,
  type TrainingCard,
  type TrainingCounters,
  type TrainingPack,
  type TrainingSettings,
  type TrainingType,
} from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache, keepPerUser } from '../../db/feed-cache.js';
import { cardPacks, cardReviews, cardStates, cards, products } from '../../db/schema/index.js';
import { NotFound, PermissionDenied } from '../../http/errors.js';
import { dayEndIn, localDateIn, zoneOf, type Clock } from '../calendar/index.js';
import { creditLedger, lockLedger, recordActivity } from '../gamification/index.js';
import { ownedUntil, ownership } from '../shop/index.js';
import { countersOf, examDateFor, review, statusOf } from './scheduling.js';

type Pack = typeof cardPacks.$inferSelect;
type CardRow = typeof cards.$inferSelect;
type StateRow = typeof cardStates.$inferSelect;

/** Namespace of the per-student advisory lock that serialises a student's reviews. */
const REVIEW_LOCK = 7301;
/** Learning cards due within this window are shown ahead of time (as flashcard apps do). */
const LEARN_AHEAD_MS = 20 * 60_000;

/** Products of packs the student owns now (an active purchase or subscription). */
async function ownedProductIds(
  db: Db,
  userId: number,
  productIds: number[],
  now: Date,
): Promise<Set<number>> {
  const map = await ownership(db, userId, productIds, now);
  return new Set([...map.keys()]);
}

/**
 * Whether the student may study a pack: their own mistakes pack, or a pack of a product they own
 * (`owns`). Another student's pack, or none, is "not found"; a course pack not bought is 403.
 */
function checkPackAccess(pack: Pack | undefined, userId: number, owns: (productId: number) => boolean): Pack {
  if (!pack) throw new NotFound();
  if (pack.ownerId !== null) {
    if (pack.ownerId !== userId) throw new NotFound();
    return pack;
  }
  if (pack.productId === null) throw new NotFound();
  if (!owns(pack.productId)) throw new PermissionDenied();
  return pack;
}

/** `checkPackAccess` with what the student owns read from the database (the writes' check). */
async function assertPackAccess(db: Db, userId: number, pack: Pack | undefined, now: Date): Promise<Pack> {
  const productId = pack?.ownerId === null ? pack.productId : null;
  const owned = productId === null ? new Set<number>() : await ownedProductIds(db, userId, [productId], now);
  return checkPackAccess(pack, userId, (id) => owned.has(id));
}

async function packById(db: Db, id: number): Promise<Pack | undefined> {
  const [pack] = await db.select().from(cardPacks).where(eq(cardPacks.id, id));
  return pack;
}

async function countersFor(
  db: Db,
  userId: number,
  packIds: number[],
): Promise<Map<number, TrainingCounters>> {
  const out = new Map<number, TrainingCounters>();
  if (packIds.length === 0) return out;
  const rows = await db
    .select({ packId: cards.packId, state: cardStates.state, isFavorite: cardStates.isFavorite })
    .from(cards)
    .leftJoin(cardStates, and(eq(cardStates.cardId, cards.id), eq(cardStates.userId, userId)))
    .where(inArray(cards.packId, packIds));
  for (const id of packIds) out.set(id, countersOf(rows.filter((r) => r.packId === id)));
  return out;
}

async function packCounters(db: Db, userId: number, packId: number): Promise<TrainingCounters> {
  return (await countersFor(db, userId, [packId])).get(packId) ?? countersOf([]);
}

function present(card: CardRow, state: StateRow | null): TrainingCard {
  return {
    id: card.id,
    packId: card.packId,
    front: card.front,
    back: card.back,
    subject: card.subject,
    taskNumber: card.taskNumber,
    status: statusOf(state?.state),
    isFavorite: state?.isFavorite ?? false,
    due: state && state.state !== 0 ? state.due.toISOString() : null,
  };
}

/** Distinct cards the student reviewed on a local date. */
async function learnedOn(db: Db, userId: number, localDate: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(cardReviews.cardId) })
    .from(cardReviews)
    .where(and(eq(cardReviews.userId, userId), eq(cardReviews.localDate, localDate)));
  return Number(row?.n ?? 0);
}

export interface MistakeCardInput {
  subject: ExamSubject;
  taskNumber: number | null;
  front: string;
  back: string;
  /** Unique per mistake (e.g. `homework:<submission>:<task>`); a repeated call adds nothing. */
  sourceKey: string;
}

/**
 * Adds a card to the student's "my mistakes" pack of the subject (created on first use), inside the
 * caller's transaction. Idempotent by sourceKey. The homework area calls it for a task answered wrong.
 */
export async function addMistakeCard(
  tx: Db,
  userId: number,
  input: MistakeCardInput,
): Promise<{ cardId: number; packId: number; created: boolean }> {
  const slug = `mistakes:${userId}:${input.subject}`;
  await tx
    .insert(cardPacks)
    .values({ title: 'Мои ошибки', subject: input.subject, ownerId: userId, slug, order: 1000 })
    .onConflictDoNothing({ target: cardPacks.slug });
  const [pack] = await tx.select({ id: cardPacks.id }).from(cardPacks).where(eq(cardPacks.slug, slug));
  if (!pack) throw new Error('mistakes pack not created');
  const sourceKey = `mistake:${userId}:${input.sourceKey}`;
  const inserted = await tx
    .insert(cards)
    .values({
      packId: pack.id,
      front: input.front,
      back: input.back,
      subject: input.subject,
      taskNumber: input.taskNumber,
      sourceKey,
    })
    .onConflictDoNothing({ target: cards.sourceKey })
    .returning({ id: cards.id });
  if (inserted[0]) return { cardId: inserted[0].id, packId: pack.id, created: true };
  const [seen] = await tx.select({ id: cards.id }).from(cards).where(eq(cards.sourceKey, sourceKey));
  if (!seen) throw new Error('mistake card lost');
  return { cardId: seen.id, packId: pack.id, created: false };
}

export function createTrainingService(db: Db, clock: Clock, feed?: ChangeFeed) {
  async function today(userId: number, now: Date) {
    return localDateIn(now, await zoneOf(db, userId));
  }

  async function presentPacks(userId: number, packs: Pack[], day: string): Promise<TrainingPack[]> {
    const ids = packs.map((p) => p.id);
    const counters = await countersFor(db, userId, ids);
    const sizes =
      ids.length === 0
        ? []
        : await db
            .select({ packId: cards.packId, n: sql<number>`count(*)::int` })
            .from(cards)
            .where(inArray(cards.packId, ids))
            .groupBy(cards.packId);
    return packs.map((p) => ({
      id: p.id,
      title: p.title,
      subject: p.subject,
      productId: p.productId,
      moduleId: p.moduleId,
      isMistakes: p.ownerId !== null,
      cardsCount: Number(sizes.find((s) => s.packId === p.id)?.n ?? 0),
      counters: counters.get(p.id) ?? countersOf([]),
      examDate: examDateFor(p.subject, day),
    }));
  }

  /**
   * What the settings page is built from for one student: every course pack (to tell 403 from 404),
   * the products of them the student owns, their own mistakes packs, each pack they may study as
   * shown, and today's learned cards. Kept while the feed tells nothing of their training (packs,
   * cards, states, reviews), enrolments, profile (time zone) or the catalogue (product titles), until
   * the first enrolment ends or their day does.
   */
  async function readRoom(userId: number, now: Date) {
    const coursePacks = await db
      .select()
      .from(cardPacks)
      .where(and(isNotNull(cardPacks.productId), isNull(cardPacks.ownerId)))
      .orderBy(asc(cardPacks.order), asc(cardPacks.id));
    const owned = await ownedProductIds(
      db,
      userId,
      coursePacks.map((p) => p.productId ?? 0),
      now,
    );
    const productRows =
      owned.size === 0
        ? []
        : await db
            .select({ id: products.id, title: products.title })
            .from(products)
            .where(inArray(products.id, [...owned]))
            .orderBy(asc(products.id));
    const mistakes = await db
      .select()
      .from(cardPacks)
      .where(eq(cardPacks.ownerId, userId))
      .orderBy(asc(cardPacks.id));
    const zone = await zoneOf(db, userId);
    const day = localDateIn(now, zone);
    const studied = [
      ...coursePacks.filter((p) => p.productId !== null && owned.has(p.productId)),
      ...mistakes,
    ];
    const presented = new Map((await presentPacks(userId, studied, day)).map((p) => [p.id, p]));
    const ends = await ownedUntil(db, userId, now);
    return {
      value: {
        coursePacks,
        owned,
        products: productRows,
        mistakes,
        presented,
        learnedToday: await learnedOn(db, userId, day),
      },
      until: Math.min(ends ?? Infinity, dayEndIn(now, zone)),
    };
  }
  /** `checkPackAccess` on a kept room (its course packs, the student's mistakes packs, what they own). */
  function assertAccessIn(
    room: Awaited<ReturnType<typeof readRoom>>['value'],
    userId: number,
    packId: number,
  ): void {
    const pack = room.coursePacks.find((p) => p.id === packId) ?? room.mistakes.find((p) => p.id === packId);
    checkPackAccess(pack, userId, (id) => room.owned.has(id));
  }
  /** What the training room and the next cards are read from: the student's training, enrolments, profile. */
  const roomVersions = (userId: number) =>
    versionsOf(feed, ['training', userId], ['owned', userId], ['profile', userId], ['catalogue']);
  const keptRoom = createFeedCache({
    versionsOf: roomVersions,
    read: (userId: number, now: number) => readRoom(userId, new Date(now)),
  });

  /**
   * A session's next cards at `now` for a pack the student may study, and, for a session of every due
   * card, the moment the next started card comes within the learn-ahead window (the list moves then).
   */
  async function readNext(
    userId: number,
    q: { packId: number; type: TrainingType; limit: number },
    now: Date,
  ): Promise<{ value: NextCards; until: number | null }> {
    const joined = and(eq(cardStates.cardId, cards.id), eq(cardStates.userId, userId));
    const isNew = or(isNull(cardStates.state), eq(cardStates.state, 0));
    const horizon = new Date(now.getTime() + LEARN_AHEAD_MS);
    const filters: Record<TrainingType, SQL | undefined> = {
      all: or(isNew, lte(cardStates.due, horizon)),
      new_cards: isNew,
      learning_cards: inArray(cardStates.state, [1, 3]),
      known_cards: eq(cardStates.state, 2),
      favorite_cards: eq(cardStates.isFavorite, true),
    };
    const rows = await db
      .select({ card: cards, state: cardStates })
      .from(cards)
      .leftJoin(cardStates, joined)
      .where(and(eq(cards.packId, q.packId), filters[q.type]))
      // Started cards by due first, then new cards in the pack's order.
      .orderBy(
        sql`case when ${cardStates.state} is null or ${cardStates.state} = 0 then 1 else 0 end`,
        asc(cardStates.due),
        asc(cards.order),
        asc(cards.id),
      )
      .limit(q.limit);
    let until: number | null = null;
    if (q.type === 'all') {
      const [next] = await db
        .select({ due: min(cardStates.due) })
        .from(cardStates)
        .innerJoin(cards, eq(cards.id, cardStates.cardId))
        .where(
          and(
            eq(cardStates.userId, userId),
            eq(cards.packId, q.packId),
            ne(cardStates.state, 0),
            gt(cardStates.due, horizon),
          ),
        );
      if (next?.due) until = next.due.getTime() - LEARN_AHEAD_MS;
    }
    const value = {
      results: rows.map((r) => present(r.card, r.state)),
      counters: await packCounters(db, userId, q.packId),
    };
    return { value, until };
  }
  const keptNext = keepPerUser(
    roomVersions,
    (userId, q: { packId: number; type: TrainingType; limit: number }, now) =>
      readNext(userId, q, new Date(now)),
  );

  return {
    /** Products, modules and packs the student may study, narrowed by the chosen product/module. */
    async settings(
      userId: number,
      q: { productId?: number; moduleId?: number; packId?: number },
    ): Promise<TrainingSettings> {
      const room = await keptRoom(userId, clock().getTime());
      if (q.productId !== undefined && !room.owned.has(q.productId)) throw new PermissionDenied();
      if (q.packId !== undefined) assertAccessIn(room, userId, q.packId);
      const mine = room.coursePacks.filter((p) => p.productId !== null && room.owned.has(p.productId));
      const ofProduct = q.productId === undefined ? mine : mine.filter((p) => p.productId === q.productId);
      const modules = [...new Set(ofProduct.map((p) => p.moduleId).filter((m): m is number => m !== null))];
      const chosen =
        q.moduleId === undefined ? ofProduct : ofProduct.filter((p) => p.moduleId === q.moduleId);
      const mistakes = q.productId === undefined ? room.mistakes : [];
      return {
        products: room.products,
        modules: modules.sort((a, b) => a - b),
        packs: [...chosen, ...mistakes].flatMap((p) => room.presented.get(p.id) ?? []),
        desiredRetention: TRAINING_DEFAULT_RETENTION,
        dailyGoal: TRAINING_DAILY_CARDS,
        learnedToday: room.learnedToday,
      };
    },

    async counters(userId: number, packId: number): Promise<TrainingCounters> {
      const room = await keptRoom(userId, clock().getTime());
      assertAccessIn(room, userId, packId);
      return room.presented.get(packId)?.counters ?? countersOf([]);
    },

    /**
     * The next cards of a session: due reviews first, then new ones (or one status only); access from
     * the kept room, the cards and the pack's counters kept per student, pack, type and limit.
     */
    async nextCards(userId: number, packId: number, type: TrainingType, limit: number): Promise<NextCards> {
      const now = clock().getTime();
      const room = await keptRoom(userId, now);
      assertAccessIn(room, userId, packId);
      // One kept answer with its counters: sent again as the same bytes (`http/validation.ts`).
      return keptNext(userId, { packId, type, limit }, now);
    },

    /**
     * One review. The student's reviews are serialised by an advisory lock taken first (before any
     * row lock), so parallel reviews neither deadlock nor both see "4 cards today" and miss the reward.
     */
    async review(
      userId: number,
      cardId: number,
      grade: CardGrade,
      sessionId: string,
    ): Promise<CardReviewResult> {
      const now = clock();
      const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
      if (!card) throw new NotFound();
      const pack = await assertPackAccess(db, userId, await packById(db, card.packId), now);
      const zone = await zoneOf(db, userId);
      const day = localDateIn(now, zone);
      const examDate = examDateFor(card.subject, day);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REVIEW_LOCK}, ${userId})`);
        // Before the card rows' foreign keys to the student, so the daily reward cannot deadlock.
        await lockLedger(tx, userId);
        const [current] = await tx
          .select()
          .from(cardStates)
          .where(and(eq(cardStates.userId, userId), eq(cardStates.cardId, card.id)));
        const outcome = review(current ?? null, grade, now, day, examDate);
        const values = { ...outcome.next, state: outcome.next.state };
        const [saved] = await tx
          .insert(cardStates)
          .values({ userId, cardId: card.id, ...values })
          .onConflictDoUpdate({ target: [cardStates.userId, cardStates.cardId], set: values })
          .returning();
        await tx.insert(cardReviews).values({
          userId,
          cardId: card.id,
          packId: pack.id,
          sessionId,
          grade,
          stateBefore: current?.state ?? 0,
          stability: outcome.next.stability,
          difficulty: outcome.next.difficulty,
          due: outcome.next.due,
          fsrsDue: outcome.capped ? outcome.fsrsDue : null,
          localDate: day,
          reviewedAt: now,
        });
        // Each card studied today counts once for the daily action, the streak and weekly tasks.
        await recordActivity(tx, {
          userId,
          kind: 'cards_learned',
          itemKey: String(card.id),
          eventKey: `card:${userId}:${card.id}:${day}`,
          at: now,
        });
        const learnedToday = await learnedOn(tx, userId, day);
        let expCredited = 0;
        if (learnedToday >= TRAINING_DAILY_CARDS) {
          const credit = await creditLedger(tx, {
            userId,
            currency: 'exp',
            amount: TRAINING_DAILY_EXP,
            reason: 'CARDS_LEARNED',
            eventKey: `training-daily:${userId}:${day}`,
            at: now,
          });
          expCredited = credit.amount;
        }
        return {
          card: present(card, saved ?? null),
          intervalDays: outcome.intervalDays,
          cappedByExam: outcome.capped,
          counters: await packCounters(tx, userId, pack.id),
          daily: {
            learnedToday,
            goal: TRAINING_DAILY_CARDS,
            done: learnedToday >= TRAINING_DAILY_CARDS,
            expCredited,
          },
        };
      });
    },

    async toggleFavorite(userId: number, cardId: number) {
      const now = clock();
      const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
      if (!card) throw new NotFound();
      const pack = await assertPackAccess(db, userId, await packById(db, card.packId), now);
      const [row] = await db
        .insert(cardStates)
        .values({ userId, cardId: card.id, due: now, isFavorite: true })
        .onConflictDoUpdate({
          target: [cardStates.userId, cardStates.cardId],
          set: { isFavorite: sql`not ${cardStates.isFavorite}` },
        })
        .returning({ isFavorite: cardStates.isFavorite });
      return { isFavorite: row?.isFavorite ?? false, counters: await packCounters(db, userId, pack.id) };
    },

    /** The caller's own review log of a card (another student's card is "not found"). */
    async reviewLog(userId: number, cardId: number) {
      const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
      if (!card) throw new NotFound();
      await assertPackAccess(db, userId, await packById(db, card.packId), clock());
      const rows = await db
        .select()
        .from(cardReviews)
        .where(and(eq(cardReviews.userId, userId), eq(cardReviews.cardId, card.id)))
        .orderBy(desc(cardReviews.reviewedAt), desc(cardReviews.id))
        .limit(100);
      return {
        results: rows.map((r) => ({
          id: r.id,
          grade: r.grade,
          reviewedAt: r.reviewedAt.toISOString(),
          due: r.due.toISOString(),
          cappedByExam: r.fsrsDue !== null,
        })),
      };
    },

    /** The summary of a session (its reviews by grade, the pack's counters, today's progress). */
    async sessionResult(userId: number, sessionId: string): Promise<SessionResult> {
      const now = clock();
      const rows = await db
        .select({ grade: cardReviews.grade, packId: cardReviews.packId })
        .from(cardReviews)
        .where(and(eq(cardReviews.userId, userId), eq(cardReviews.sessionId, sessionId)))
        .orderBy(asc(cardReviews.id));
      const grades = { again: 0, hard: 0, good: 0, easy: 0 };
      for (const r of rows) grades[r.grade] += 1;
      const packId = rows[0]?.packId ?? null;
      const learnedToday = await learnedOn(db, userId, await today(userId, now));
      return {
        reviewed: rows.length,
        grades,
        packId,
        counters: packId === null ? null : await packCounters(db, userId, packId),
        daily: { learnedToday, goal: TRAINING_DAILY_CARDS, done: learnedToday >= TRAINING_DAILY_CARDS },
      };
    },
  };
}
export type TrainingService = ReturnType<typeof createTrainingService>;
