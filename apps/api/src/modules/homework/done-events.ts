import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { homeworkEvents } from '../../db/schema/index.js';

/** A student's HOMEWORK_DONE events (one per check round), newest first: the global modal queue's events. */
export async function homeworkDoneEvents(db: Db, userId: number, limit = 20) {
  return db
    .select({ submissionId: homeworkEvents.submissionId, at: homeworkEvents.createdAt })
    .from(homeworkEvents)
    .where(and(eq(homeworkEvents.userId, userId), eq(homeworkEvents.kind, 'HOMEWORK_DONE')))
    .orderBy(desc(homeworkEvents.createdAt), desc(homeworkEvents.id))
    .limit(limit);
}
