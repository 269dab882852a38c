import { asc, eq, isNotNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cardPacks, products } from '../../db/schema/index.js';
import { addMistakeCard } from './service.js';

/** A task a student answered wrong, as the homework check reports it (homework's `WrongTask`). */
export interface WrongHomeworkTask {
  taskId: number;
  homeworkId: number;
  productTypeId: number;
  examTaskNumber: number;
  topic: string;
  text: string;
  explanation: string;
}

/**
 * Turns wrong homework answers into cards of the student's "my mistakes" pack. The exam subject is
 * the subject of the course's own card packs (a course without packs has no subject to train, so
 * nothing is added). Runs inside the check's transaction; a task already turned into a card adds
 * nothing (its source key is `homework:<homework>:<task>`).
 */
export async function addHomeworkMistakes(tx: Db, userId: number, tasks: readonly WrongHomeworkTask[]) {
  const subjects = new Map<number, Awaited<ReturnType<typeof subjectOfCourse>>>();
  for (const task of tasks) {
    if (!subjects.has(task.productTypeId))
      subjects.set(task.productTypeId, await subjectOfCourse(tx, task.productTypeId));
    const subject = subjects.get(task.productTypeId);
    if (!subject) continue;
    await addMistakeCard(tx, userId, {
      subject,
      taskNumber: task.examTaskNumber,
      front: task.text,
      back: task.explanation.trim() || task.topic,
      sourceKey: `homework:${task.homeworkId}:${task.taskId}`,
    });
  }
}

async function subjectOfCourse(tx: Db, productTypeId: number) {
  const [row] = await tx
    .select({ subject: cardPacks.subject })
    .from(cardPacks)
    .innerJoin(products, eq(products.id, cardPacks.productId))
    .where(and(eq(products.productTypeId, productTypeId), isNotNull(cardPacks.productId)))
    .orderBy(asc(cardPacks.order), asc(cardPacks.id))
    .limit(1);
  return row?.subject;
}
