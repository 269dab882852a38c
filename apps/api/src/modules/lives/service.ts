import { count, desc, eq, sql } from 'drizzle-orm';
import { LIVES_MAX, LIVES_START, type LifeCharge, type Lives, type NotificationType } from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { keepFirstPages, keepWhile } from '../../db/feed-cache.js';
import { lifeCharges, users, type LifeChargeKind } from '../../db/schema/index.js';
import { ClientError, NotFound } from '../../http/errors.js';
import { writeNotification } from '../notifications/index.js';

/**
 * Homework lives: an append-only audit (life_charges) from which the current number is derived.
 * Every change goes through `applyLife`, which locks the student's users row (as writeLedger does),
 * so two events for one student are serialised; each real event has an eventKey and counts once.
 *
 * Decision for a charge when no life is left (and a recovery at the maximum): the row is still
 * recorded — the missed deadline is a fact the student and the curator should see — with delta 0.
 * Only a curator's grant at the maximum is refused (400 lives_full), since it would change nothing.
 */
export interface LifeResult {
  /** False when the eventKey was seen before (nothing written). */
  recorded: boolean;
  entry: LifeCharge;
  lives: number;
}

export class LivesFull extends ClientError {
  constructor() {
    super(400, 'lives_full', 'lives_full', { n: LIVES_MAX });
  }
}

export class StudentUnknown extends NotFound {
  constructor() {
    super('student_unknown');
  }
}

/** Lives = LIVES_START + sum of the deltas, kept within [0, LIVES_MAX]. */
export function livesFrom(deltaSum: number): number {
  return Math.min(LIVES_MAX, Math.max(0, LIVES_START + deltaSum));
}

export async function livesOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${lifeCharges.delta}), 0)` })
    .from(lifeCharges)
    .where(eq(lifeCharges.userId, userId));
  return livesFrom(Number(row?.total ?? 0));
}

type Row = typeof lifeCharges.$inferSelect;
const publicEntry = (r: Row): LifeCharge => ({
  id: r.id,
  kind: r.kind,
  delta: r.delta,
  comment: r.comment,
  createdAt: r.createdAt.toISOString(),
});

interface LifeEvent {
  userId: number;
  kind: LifeChargeKind;
  /** +1 or -1; what is written is cut so the lives stay within [0, LIVES_MAX]. */
  change: 1 | -1;
  comment: string;
  eventKey: string;
  actorId?: number | null;
  /** When it happened (now by default; the seed backdates). */
  at?: Date;
  /** Refuse (LivesFull) instead of recording delta 0 when the change would do nothing. */
  refuseNoop?: boolean;
}

const LIFE_NOTIFICATION = {
  CHARGE: 'lives_charge',
  RECOVERED: 'lives_recovered',
  GLOBAL_LIFE_LOST: 'global_life_lost',
  CURATOR_ADDED: 'lives_curator_added',
} as const satisfies Record<LifeEvent['kind'], NotificationType>;

async function applyLife(tx: Db, e: LifeEvent): Promise<LifeResult> {
  const [student] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, e.userId))
    .for('update');
  if (!student || student.role !== 'STUDENT_ROLE') throw new StudentUnknown();
  const [seen] = await tx.select().from(lifeCharges).where(eq(lifeCharges.eventKey, e.eventKey)).limit(1);
  if (seen) {
    if (seen.userId !== e.userId) throw new TypeError('life event key belongs to another student');
    return { recorded: false, entry: publicEntry(seen), lives: await livesOf(tx, e.userId) };
  }
  const before = await livesOf(tx, e.userId);
  const after = Math.min(LIVES_MAX, Math.max(0, before + e.change));
  if (after === before && e.refuseNoop) throw new LivesFull();
  const [row] = await tx
    .insert(lifeCharges)
    .values({
      userId: e.userId,
      kind: e.kind,
      delta: after - before,
      comment: e.comment,
      actorId: e.actorId ?? null,
      eventKey: e.eventKey,
      ...(e.at ? { createdAt: e.at } : {}),
    })
    .returning();
  if (!row) throw new Error('life charge not written');
  if (row.delta !== 0) {
    await writeNotification(tx, {
      userId: e.userId,
      type: LIFE_NOTIFICATION[e.kind],
      params: { title: e.comment },
      key: `notification:${e.eventKey}`,
      at: e.at,
    });
  }
  return { recorded: true, entry: publicEntry(row), lives: after };
}

/** A missed homework deadline takes a life (the homework module calls it once per homework). */
export function chargeLife(tx: Db, e: { userId: number; homeworkId: number; title: string; at?: Date }) {
  return applyLife(tx, {
    userId: e.userId,
    kind: 'CHARGE',
    change: -1,
    comment: e.title,
    eventKey: `life-charge:${e.userId}:${e.homeworkId}`,
    at: e.at,
  });
}

/** The life of a charged homework comes back (e.g. the homework was handed in and accepted). */
export function recoverLife(tx: Db, e: { userId: number; homeworkId: number; title: string; at?: Date }) {
  return applyLife(tx, {
    userId: e.userId,
    kind: 'RECOVERED',
    change: 1,
    comment: e.title,
    eventKey: `life-recovered:${e.userId}:${e.homeworkId}`,
    at: e.at,
  });
}

/** A life lost for a reason outside one homework (e.g. a course-wide rule); `eventId` names the event. */
export function globalLifeLost(tx: Db, e: { userId: number; eventId: string; comment: string; at?: Date }) {
  return applyLife(tx, {
    userId: e.userId,
    kind: 'GLOBAL_LIFE_LOST',
    change: -1,
    comment: e.comment,
    eventKey: `life-global:${e.userId}:${e.eventId}`,
    at: e.at,
  });
}

/**
 * A curator or manager adds a life. `requestKey` is the client's Idempotency-Key, scoped to the
 * student and the actor, so a retried request adds nothing; a grant at the maximum is refused.
 */
export function curatorAddLife(
  tx: Db,
  e: { userId: number; actorId: number; comment: string; requestKey: string; at?: Date },
) {
  return applyLife(tx, {
    userId: e.userId,
    kind: 'CURATOR_ADDED',
    change: 1,
    comment: e.comment,
    actorId: e.actorId,
    eventKey: `life-curator:${e.userId}:${e.actorId}:${e.requestKey}`,
    at: e.at,
    refuseNoop: true,
  });
}

/**
 * `feed`: while it is live, a student's lives and pages of their audit are kept until it tells of a
 * change to their life charges (`lives:<user>`, migration 0028).
 */
export function createLivesService(db: Db, feed?: ChangeFeed) {
  async function lives(userId: number): Promise<Lives> {
    return { lives: await livesOf(db, userId), max: LIVES_MAX };
  }
  async function audit(userId: number, limit: number, offset: number) {
    const where = eq(lifeCharges.userId, userId);
    const [total] = await db.select({ n: count() }).from(lifeCharges).where(where);
    const rows = await db
      .select()
      .from(lifeCharges)
      .where(where)
      .orderBy(desc(lifeCharges.createdAt), desc(lifeCharges.id))
      .limit(limit)
      .offset(offset);
    return { count: total?.n ?? 0, results: rows.map(publicEntry), ...(await lives(userId)) };
  }
  const keptLives = keepWhile((userId: number) => versionsOf(feed, ['lives', userId]), lives);
  const keptAudit = keepFirstPages(
    (userId) => versionsOf(feed, ['lives', userId]),
    (userId, p: { limit: number; offset: number }) => audit(userId, p.limit, p.offset),
  );
  return {
    lives: (userId: number) => keptLives(userId),
    /** The student's own audit, newest first. */
    audit: (userId: number, limit: number, offset: number) => keptAudit(userId, { limit, offset }),
    curatorAdd(input: { userId: number; actorId: number; comment: string; requestKey: string }) {
      return db.transaction((tx) => curatorAddLife(tx, input));
    },
  };
}
export type LivesService = ReturnType<typeof createLivesService>;
