import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { homework, homeworkEvents, homeworkSubmissions } from '../../db/schema/index.js';
import { enrolledStudents } from './access.js';

const BATCH = 100;

/**
 * Past its deadline, UNDONE work becomes EXPIRED — including work a student never opened (a submission
 * row is created for every student enrolled at the deadline). Safe with several instances: the status
 * change is one conditional UPDATE, the homework is claimed with FOR UPDATE SKIP LOCKED, and missing rows
 * are inserted with ON CONFLICT DO NOTHING. No life is charged here: a life goes for a failed task.
 */
export async function expireOverdueHomework(db: Db, now: Date): Promise<number> {
  const overdue = db.select({ id: homework.id }).from(homework).where(lt(homework.deadline, now));
  const expired = await db
    .update(homeworkSubmissions)
    .set({ status: 'EXPIRED' })
    .where(and(eq(homeworkSubmissions.status, 'UNDONE'), inArray(homeworkSubmissions.homeworkId, overdue)))
    .returning({ id: homeworkSubmissions.id, userId: homeworkSubmissions.userId });
  if (expired.length > 0) {
    await db.insert(homeworkEvents).values(
      expired.map((s) => ({
        submissionId: s.id,
        userId: s.userId,
        kind: 'STATUS_CHANGED' as const,
        fromStatus: 'UNDONE' as const,
        toStatus: 'EXPIRED' as const,
        createdAt: now,
      })),
    );
  }
  let created = 0;
  const pending = await db
    .select({ id: homework.id })
    .from(homework)
    .where(and(lt(homework.deadline, now), isNull(homework.expiredAt)))
    .limit(BATCH);
  for (const { id } of pending) {
    created += await db.transaction(async (tx) => {
      const [hw] = await tx
        .select()
        .from(homework)
        .where(and(eq(homework.id, id), isNull(homework.expiredAt)))
        .for('update', { skipLocked: true });
      if (!hw) return 0;
      const students = await enrolledStudents(tx, hw.productTypeId, hw.deadline);
      let n = 0;
      if (students.length > 0) {
        const rows = await tx
          .insert(homeworkSubmissions)
          .values(students.map((userId) => ({ homeworkId: hw.id, userId, status: 'EXPIRED' as const })))
          .onConflictDoNothing()
          .returning({ id: homeworkSubmissions.id });
        n = rows.length;
      }
      await tx.update(homework).set({ expiredAt: now }).where(eq(homework.id, hw.id));
      return n;
    });
  }
  return expired.length + created;
}
