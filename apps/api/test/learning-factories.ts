import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  enrollments,
  homework,
  homeworkTasks,
  ledgerEntries,
  lessonModules,
  lessons,
} from '../src/db/schema/index.js';
import { signedInUser } from './app.js';

const DAY = 86_400_000;

/** A signed-in student enrolled in the product (see enrol). */
export async function enrolledStudent(app: FastifyInstance, productId: number) {
  const user = await signedInUser(app);
  await enrol(app, user.id, productId);
  return user;
}

/** Gives the user the product for a month around now, as a coupon would. */
export async function enrol(app: FastifyInstance, userId: number, productId: number): Promise<void> {
  const now = Date.now();
  await app.prepa.db.insert(enrollments).values({
    userId,
    productId,
    startsAt: new Date(now - 30 * DAY),
    endsAt: new Date(now + 60 * DAY),
    grantKey: `test:${userId}:${productId}`,
    source: 'COUPON',
  });
}

type TaskValues = Omit<typeof homeworkTasks.$inferInsert, 'homeworkId' | 'topic' | 'position'>;

/** A homework of the product type, due in three days, with the tasks in this order. */
export async function createHomeworkWithTasks(
  app: FastifyInstance,
  productTypeId: number,
  title: string,
  tasks: TaskValues[],
) {
  const [hw] = await app.prepa.db
    .insert(homework)
    .values({ productTypeId, title, deadline: new Date(Date.now() + 3 * DAY) })
    .returning();
  if (!hw) throw new Error('no homework');
  const rows = await app.prepa.db
    .insert(homeworkTasks)
    .values(tasks.map((task, i) => ({ ...task, homeworkId: hw.id, topic: 'Уравнения', position: i + 1 })))
    .returning();
  if (rows.length !== tasks.length) throw new Error('no tasks');
  return { homeworkId: hw.id, taskIds: rows.map((r) => r.id) };
}

/** An automatic short-answer task (1 point, answer 2.5). */
export const SHORT_TASK: TaskValues = {
  hint: null,
  theoryUrl: null,
  explanation: 'Разбор',
  kind: 'SHORT',
  examTaskNumber: 6,
  points: 1,
  text: 'Решите уравнение 2x = 5.',
  payload: { kind: 'SHORT', answerType: 'number' },
  answerKey: { kind: 'SHORT', accepted: ['2.5'] },
};

/** A long-answer task checked by a curator (2 points, one criterion; files may be attached to it). */
export const LONG_TASK: TaskValues = {
  hint: null,
  theoryUrl: null,
  explanation: '',
  kind: 'LONG',
  examTaskNumber: 13,
  points: 2,
  text: 'Решите уравнение и отберите корни.',
  payload: { kind: 'LONG' },
  answerKey: { kind: 'LONG', sample: 'x = 1' },
  criteria: [{ id: 'a', title: 'Решение', maxPoints: 2 }],
};

async function createOneTaskHomework(
  app: FastifyInstance,
  productTypeId: number,
  title: string,
  task: TaskValues,
) {
  const { homeworkId, taskIds } = await createHomeworkWithTasks(app, productTypeId, title, [task]);
  return { homeworkId, taskId: taskIds[0] as number };
}

/** A homework of the product type, due in three days, with one automatic short-answer task (answer 2.5). */
export function createShortHomework(app: FastifyInstance, productTypeId: number) {
  return createOneTaskHomework(app, productTypeId, 'Уравнения', SHORT_TASK);
}

/** A homework of the product type with one long-answer task (files may be attached to it). */
export function createLongHomework(app: FastifyInstance, productTypeId: number) {
  return createOneTaskHomework(app, productTypeId, 'Развёрнутый ответ', LONG_TASK);
}

/** A module of the product type with one recorded lesson (given yesterday, with a video). */
export async function createRecordedLesson(app: FastifyInstance, productTypeId: number) {
  const [mod] = await app.prepa.db
    .insert(lessonModules)
    .values({ productTypeId, title: 'Планиметрия', order: 1 })
    .returning();
  if (!mod) throw new Error('no module');
  const hash = `hash-${randomBytes(6).toString('hex')}`;
  const [lesson] = await app.prepa.db
    .insert(lessons)
    .values({
      moduleId: mod.id,
      title: 'Треугольники',
      startsAt: new Date(Date.now() - DAY),
      durationMinutes: 90,
      accessHash: hash,
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    })
    .returning();
  if (!lesson) throw new Error('no lesson');
  return { moduleId: mod.id, lessonId: lesson.id, hash };
}

/** The experience points credited to a user so far (the sum of their `exp` ledger entries). */
export async function expOf(app: FastifyInstance, userId: number): Promise<number> {
  const rows = await app.prepa.db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, 'exp')));
  return rows.reduce((sum, r) => sum + r.amount, 0);
}
