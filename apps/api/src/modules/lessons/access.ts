import { eq } from 'drizzle-orm';
import { lessonState, type LessonState, type UserRole } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { lessonModules, lessons, products, users } from '../../db/schema/index.js';
import { ownership } from '../shop/index.js';

/** Roles that may open any lesson (by id or by hash) to moderate its chat; they earn nothing. */
export const LESSON_MODERATOR_ROLES: readonly UserRole[] = ['CHAT_MODERATOR', 'HEAD_MODERATOR'];

export interface LessonAccess {
  lessonId: number;
  productTypeId: number;
  state: LessonState;
  role: 'student' | 'moderator';
}

/**
 * Whether a student is enrolled in a course (product type) now: owns any of its products through an
 * active purchase or subscription (the shop's `ownership`, issue 8's owned courses).
 */
export async function isEnrolled(db: Db, userId: number, productTypeId: number, now = new Date()) {
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productTypeId, productTypeId));
  const owned = await ownership(
    db,
    userId,
    ids.map((p) => p.id),
    now,
  );
  return owned.size > 0;
}

/**
 * Who may open a lesson: an enrolled student ('student') or a chat moderator ('moderator'); anyone
 * else, and an unknown lesson, is null (the routes answer 404 so a lesson's existence is not leaked).
 */
export async function lessonAccess(
  db: Db,
  userId: number,
  lessonId: number,
  now = new Date(),
): Promise<LessonAccess | null> {
  const [row] = await db
    .select({
      productTypeId: lessonModules.productTypeId,
      startsAt: lessons.startsAt,
      durationMinutes: lessons.durationMinutes,
    })
    .from(lessons)
    .innerJoin(lessonModules, eq(lessonModules.id, lessons.moduleId))
    .where(eq(lessons.id, lessonId));
  if (!row) return null;
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const state = lessonState(row.startsAt, row.durationMinutes, now);
  if (LESSON_MODERATOR_ROLES.includes(user.role)) {
    return { lessonId, productTypeId: row.productTypeId, state, role: 'moderator' };
  }
  if (user.role !== 'STUDENT_ROLE') return null;
  if (!(await isEnrolled(db, userId, row.productTypeId, now))) return null;
  return { lessonId, productTypeId: row.productTypeId, state, role: 'student' };
}
