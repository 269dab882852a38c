import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  activityEvents,
  enrollments,
  jobRuns,
  lessonModules,
  lessons,
  products,
  productTypes,
  subscriptions,
  sysCourseTypes,
  users,
} from '../../db/schema/index.js';
import { localDayIn, localTimeIn, zoneOf } from '../calendar/index.js';
import { writeNotification } from './service.js';

/**
 * Claims one run of a scheduled job: the instance whose insert of (name, slot) wins runs it, every other
 * instance skips that slot. Each notification also carries a unique key, so even an overlapping run could
 * not send one twice.
 */
export async function claimJobSlot(db: Db, name: string, slot: string): Promise<boolean> {
  const won = await db
    .insert(jobRuns)
    .values({ name, slot })
    .onConflictDoNothing()
    .returning({ name: jobRuns.name });
  return won.length > 0;
}

const MINUTE = 60_000;
/** Reminder windows before a lesson's start (spec: a day, an hour, minutes before, and when it starts). */
export const LESSON_REMINDERS = [
  { type: 'lesson_start_day', from: 60 * MINUTE, to: 24 * 60 * MINUTE },
  { type: 'lesson_start_hour', from: 15 * MINUTE, to: 60 * MINUTE },
  { type: 'lesson_start_minutes', from: 0, to: 15 * MINUTE },
  { type: 'lesson_start_now', from: -10 * MINUTE, to: 0 },
] as const;
/** A product whose access ends within this time is announced once. */
export const PRODUCT_ENDING_NOTICE_MS = 3 * 24 * 60 * MINUTE;

/** Students enrolled in a product type at `at`: an enrolment running then, or an ACTIVE subscription (the reverse of shop's `ownership`). */
export async function enrolledStudents(
  db: Db,
  productTypeIds: number[],
  at: Date,
): Promise<{ userId: number; productTypeId: number }[]> {
  if (productTypeIds.length === 0) return [];
  const viaEnrolment = await db
    .selectDistinct({ userId: enrollments.userId, productTypeId: products.productTypeId })
    .from(enrollments)
    .innerJoin(products, eq(products.id, enrollments.productId))
    .where(and(inArray(products.productTypeId, productTypeIds), gt(enrollments.endsAt, at)));
  const viaSubscription = await db
    .selectDistinct({ userId: subscriptions.userId, productTypeId: products.productTypeId })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(
        inArray(products.productTypeId, productTypeIds),
        eq(subscriptions.status, 'ACTIVE'),
        gt(subscriptions.currentPeriodEnd, at),
      ),
    );
  const seen = new Set<string>();
  return [...viaEnrolment, ...viaSubscription].filter((r) => {
    const k = `${r.userId}:${r.productTypeId}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Lesson start reminders: each enrolled student gets the one of the window the lesson is in, once. */
export async function lessonReminders(db: Db, now: Date): Promise<number> {
  const upcoming = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      startsAt: lessons.startsAt,
      productTypeId: lessonModules.productTypeId,
    })
    .from(lessons)
    .innerJoin(lessonModules, eq(lessonModules.id, lessons.moduleId))
    .where(
      and(
        gt(lessons.startsAt, new Date(now.getTime() + LESSON_REMINDERS[3].from)),
        lte(lessons.startsAt, new Date(now.getTime() + LESSON_REMINDERS[0].to)),
      ),
    );
  let sent = 0;
  for (const lesson of upcoming) {
    const left = lesson.startsAt.getTime() - now.getTime();
    const window = LESSON_REMINDERS.find((w) => left > w.from && left <= w.to);
    if (!window) continue;
    for (const { userId } of await enrolledStudents(db, [lesson.productTypeId], lesson.startsAt)) {
      const time = localTimeIn(lesson.startsAt, await zoneOf(db, userId));
      const stored = await writeNotification(db, {
        userId,
        type: window.type,
        itemId: lesson.id,
        params: { title: lesson.title, time, minutes: Math.max(1, Math.round(left / MINUTE)) },
        // The start time is in the key: a lesson moved later is reminded again.
        key: `${window.type}:${lesson.id}:${userId}:${lesson.startsAt.toISOString()}`,
      });
      if (stored) sent += 1;
    }
  }
  return sent;
}

/** Access ending within PRODUCT_ENDING_NOTICE_MS: one notice per enrolment period (renewal → catalogue). */
export async function productsEnding(db: Db, now: Date): Promise<number> {
  const until = new Date(now.getTime() + PRODUCT_ENDING_NOTICE_MS);
  const ending = await db
    .select({
      userId: enrollments.userId,
      endsAt: enrollments.endsAt,
      productTypeId: productTypes.id,
      title: productTypes.title,
      code: sysCourseTypes.code,
    })
    .from(enrollments)
    .innerJoin(products, eq(products.id, enrollments.productId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(sysCourseTypes, eq(sysCourseTypes.id, productTypes.sysCourseTypeId))
    .where(and(gt(enrollments.endsAt, now), lte(enrollments.endsAt, until)));
  let sent = 0;
  for (const e of ending) {
    // A later enrolment of the same course type (a renewal already paid) makes the notice pointless.
    const [later] = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .innerJoin(products, eq(products.id, enrollments.productId))
      .where(
        and(
          eq(enrollments.userId, e.userId),
          eq(products.productTypeId, e.productTypeId),
          gt(enrollments.endsAt, until),
        ),
      )
      .limit(1);
    if (later) continue;
    const zone = await zoneOf(db, e.userId);
    const when = localDayIn(e.endsAt, zone);
    const stored = await writeNotification(db, {
      userId: e.userId,
      type: 'product_ending',
      itemId: e.productTypeId,
      params: { title: e.title, when },
      payload: { sysCourseTypeCode: e.code },
      key: `product_ending:${e.userId}:${e.productTypeId}:${e.endsAt.toISOString()}`,
    });
    if (stored) sent += 1;
  }
  return sent;
}

/** ISO week of a date as `YYYY-Www`. */
function isoWeek(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Weekly progress reminders (to StudentProgress's achievements) for students active in the last 14 days,
 * and monthly loyalty reminders for every student: each once per week / month.
 */
export async function engagementReminders(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 14 * 24 * 60 * MINUTE);
  const active = await db
    .selectDistinct({ userId: activityEvents.userId })
    .from(activityEvents)
    .where(gt(activityEvents.occurredAt, since));
  const week = isoWeek(now);
  const month = now.toISOString().slice(0, 7);
  let sent = 0;
  for (const { userId } of active) {
    if (
      await writeNotification(db, {
        userId,
        type: 'progress_reminder',
        key: `progress_reminder:${userId}:${week}`,
      })
    )
      sent += 1;
  }
  const students = await db.select({ id: users.id }).from(users).where(eq(users.role, 'STUDENT_ROLE'));
  for (const { id } of students) {
    if (
      await writeNotification(db, {
        userId: id,
        type: 'loyalty_reminder',
        key: `loyalty_reminder:${id}:${month}`,
      })
    )
      sent += 1;
  }
  return sent;
}

export interface ScheduledJob {
  name: string;
  /** The slot a run belongs to: one run per slot across every instance. */
  slotOf(now: Date): string;
  run(db: Db, now: Date): Promise<number>;
}

export const NOTIFICATION_JOBS: readonly ScheduledJob[] = [
  { name: 'lesson-reminders', slotOf: (now) => now.toISOString().slice(0, 16), run: lessonReminders },
  { name: 'products-ending', slotOf: (now) => now.toISOString().slice(0, 13), run: productsEnding },
  // Sundays from 16:00 UTC (evening in Moscow and Astana).
  {
    name: 'engagement-reminders',
    slotOf: (now) => (now.getUTCDay() === 0 && now.getUTCHours() >= 16 ? isoWeek(now) : 'off'),
    run: engagementReminders,
  },
];

/**
 * Runs every job whose slot this instance claims: this module's and those other areas add (homework
 * deadlines), which import this module and so cannot be listed here. Returns what each sent.
 */
export async function runNotificationJobs(
  db: Db,
  now: Date,
  log?: FastifyBaseLogger,
  jobs: readonly ScheduledJob[] = NOTIFICATION_JOBS,
): Promise<Record<string, number>> {
  const report: Record<string, number> = {};
  for (const job of jobs) {
    const slot = job.slotOf(now);
    if (slot === 'off' || !(await claimJobSlot(db, job.name, slot))) continue;
    try {
      report[job.name] = await job.run(db, now);
    } catch (err) {
      log?.error({ err, job: job.name }, 'notification job failed');
    }
  }
  return report;
}
