import { and, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { HOMEWORK_CHECKED, type HomeworkStatus } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { homework, homeworkSubmissions } from '../../db/schema/index.js';
import { localDayIn, localTimeIn, zoneOf } from '../calendar/index.js';
import { enrolledStudents, writeNotification, type ScheduledJob } from '../notifications/index.js';

const HOUR = 3_600_000;
/** A deadline this close (and not passed) is reminded once to everyone who has not handed the work in. */
export const HOMEWORK_DEADLINE_NOTICE_MS = 24 * HOUR;
/** Statuses in which the work is still the student's to do. */
const NOT_HANDED_IN: readonly HomeworkStatus[] = ['UNDONE', 'RESENT'];

/**
 * "Due soon" (homework_deadline_soon → the homework): for each homework whose deadline falls within the
 * next 24 hours, each enrolled student whose work is not handed in (never opened, UNDONE or returned)
 * gets one notice per deadline (a moved deadline is reminded again).
 */
export async function homeworkDeadlineReminders(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({
      id: homework.id,
      title: homework.title,
      deadline: homework.deadline,
      typeId: homework.productTypeId,
    })
    .from(homework)
    .where(
      and(
        gt(homework.deadline, now),
        lte(homework.deadline, new Date(now.getTime() + HOMEWORK_DEADLINE_NOTICE_MS)),
      ),
    );
  let sent = 0;
  for (const hw of due) {
    const students = await enrolledStudents(db, [hw.typeId], now);
    if (students.length === 0) continue;
    const handedIn = new Set(
      (
        await db
          .select({ userId: homeworkSubmissions.userId, status: homeworkSubmissions.status })
          .from(homeworkSubmissions)
          .where(eq(homeworkSubmissions.homeworkId, hw.id))
      )
        .filter((s) => !NOT_HANDED_IN.includes(s.status))
        .map((s) => s.userId),
    );
    for (const { userId } of students) {
      if (handedIn.has(userId)) continue;
      const zone = await zoneOf(db, userId);
      const stored = await writeNotification(db, {
        userId,
        type: 'homework_deadline_soon',
        itemId: hw.id,
        params: {
          title: hw.title,
          when: `${localDayIn(hw.deadline, zone)}, ${localTimeIn(hw.deadline, zone)}`,
        },
        key: `homework_deadline_soon:${hw.id}:${userId}:${hw.deadline.toISOString()}`,
        at: now,
      });
      if (stored) sent += 1;
    }
  }
  return sent;
}

/** Run hourly by the scheduled jobs (one instance per hour). */
export const HOMEWORK_DEADLINE_JOB: ScheduledJob = {
  name: 'homework-deadlines',
  slotOf: (now) => now.toISOString().slice(0, 13),
  run: homeworkDeadlineReminders,
};

/** Checked homework in a row that make a streak, and where low and high scores begin (share of points). */
export const SCORE_STREAK_LENGTH = 3;
export const LOW_SCORE_SHARE = 0.4;
export const HIGH_SCORE_SHARE = 0.9;

type Band = 'low' | 'high' | null;
const bandOf = (score: number, max: number): Band =>
  score / max < LOW_SCORE_SHARE ? 'low' : score / max >= HIGH_SCORE_SHARE ? 'high' : null;

/**
 * After a check: when this submission makes the student's third checked homework in a row under 40 %
 * (or from 90 %) of its points, the student is told once (homework_low_score_streak / _high_); a longer
 * run is not told again until it breaks and starts over. Called inside the check's transaction.
 */
export async function notifyScoreStreak(
  tx: Db,
  userId: number,
  submissionId: number,
  at: Date,
): Promise<void> {
  const last = await tx
    .select({
      id: homeworkSubmissions.id,
      score: homeworkSubmissions.score,
      max: homeworkSubmissions.maxScore,
    })
    .from(homeworkSubmissions)
    .where(
      and(
        eq(homeworkSubmissions.userId, userId),
        inArray(homeworkSubmissions.status, [...HOMEWORK_CHECKED]),
        isNotNull(homeworkSubmissions.score),
        gt(homeworkSubmissions.maxScore, 0),
      ),
    )
    .orderBy(desc(homeworkSubmissions.checkedAt), desc(homeworkSubmissions.id))
    .limit(SCORE_STREAK_LENGTH + 1);
  if (last.length < SCORE_STREAK_LENGTH || last[0]?.id !== submissionId) return;
  const bands = last.map((s) => bandOf(s.score ?? 0, s.max));
  const band = bands[0];
  if (!band || bands.slice(0, SCORE_STREAK_LENGTH).some((b) => b !== band)) return;
  if (bands[SCORE_STREAK_LENGTH] === band) return; // the run already had its notice
  const type = band === 'low' ? 'homework_low_score_streak' : 'homework_high_score_streak';
  await writeNotification(tx, { userId, type, key: `${type}:${userId}:${submissionId}`, at });
}
