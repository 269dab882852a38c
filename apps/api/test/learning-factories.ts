import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { enrollments, homework, homeworkTasks, lessonModules, lessons } from '../src/db/schema/index.js';

const DAY = 86_400_000;

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

/** A homework of the product type, due in three days, with one task. */
async function createOneTaskHomework(
  app: FastifyInstance,
  productTypeId: number,
  title: string,
  task: TaskValues,
) {
  const [hw] = await app.prepa.db
    .insert(homework)
    .values({ productTypeId, title, deadline: new Date(Date.now() + 3 * DAY) })
    .returning();
  if (!hw) throw new Error('no homework');
  const [row] = await app.prepa.db
    .insert(homeworkTasks)
    .values({ ...task, homeworkId: hw.id, topic: 'Уравнения', position: 1 })
    .returning();
  if (!row) throw new Error('no task');
  return { homeworkId: hw.id, taskId: row.id };
}

/** A homework of the product type, due in three days, with one automatic short-answer task (answer 2.5). */
export function createShortHomework(app: FastifyInstance, productTypeId: number) {
  return createOneTaskHomework(app, productTypeId, 'Уравнения', {
    hint: null,
    theoryUrl: null,
    explanation: 'Разбор',
    kind: 'SHORT',
    examTaskNumber: 6,
    points: 1,
    text: 'Решите уравнение 2x = 5.',
    payload: { kind: 'SHORT', answerType: 'number' },
    answerKey: { kind: 'SHORT', accepted: ['2.5'] },
  });
}

/** A homework of the product type with one long-answer task (files may be attached to it). */
export function createLongHomework(app: FastifyInstance, productTypeId: number) {
  return createOneTaskHomework(app, productTypeId, 'Развёрнутый ответ', {
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
  });
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
