import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  levelOfPercent,
  normalizeShortAnswer,
  type LevelAnswers,
  type LevelTest,
  type LevelTestResult,
} from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache, keepWhile, keepPerUser } from '../../db/feed-cache.js';
import {
  levelTestAttempts,
  levelTestTasks,
  levelTests,
  productTypes,
  products,
  sysCourseTypes,
  type LevelTaskOption,
} from '../../db/schema/index.js';
import { NotFound } from '../../http/errors.js';
import { ownedUntil, ownership } from '../shop/index.js';

type Task = typeof levelTestTasks.$inferSelect;
type Answer = LevelAnswers['answers'][number];

/**
 * Checks one answer (the small local checker; the homework area's normaliser replaces it on merge):
 * single choice — exactly the correct option; multiple choice — exactly the set of correct options;
 * short answer — equal to an accepted answer after normalisation (case, spaces, ё/е, decimal comma).
 */
export function isCorrect(
  task: Pick<Task, 'kind' | 'options' | 'answers'>,
  answer: Answer | undefined,
): boolean {
  if (!answer) return false;
  if (task.kind === 'short_answer') {
    const given = normalizeShortAnswer(answer.text ?? '');
    return given !== '' && task.answers.some((a) => normalizeShortAnswer(a) === given);
  }
  const chosen = new Set(answer.options ?? []);
  const correct = new Set(task.options.filter((o: LevelTaskOption) => o.correct).map((o) => o.id));
  if (task.kind === 'single_choice' && chosen.size !== 1) return false;
  return chosen.size === correct.size && [...chosen].every((id) => correct.has(id));
}

export function createLevelTestService(db: Db, feed?: ChangeFeed) {
  async function tasksOf(testId: number) {
    return db
      .select()
      .from(levelTestTasks)
      .where(eq(levelTestTasks.testId, testId))
      .orderBy(asc(levelTestTasks.order));
  }

  async function lastPercents(userId: number, testIds: number[]) {
    if (testIds.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ testId: levelTestAttempts.testId, percent: levelTestAttempts.percent })
      .from(levelTestAttempts)
      .where(and(eq(levelTestAttempts.userId, userId), inArray(levelTestAttempts.testId, testIds)))
      .orderBy(desc(levelTestAttempts.id));
    const out = new Map<number, number>();
    for (const r of rows) if (!out.has(r.testId)) out.set(r.testId, r.percent);
    return out;
  }

  async function counts(testIds: number[]) {
    const out = new Map<number, number>();
    if (testIds.length === 0) return out;
    const rows = await db
      .select({ testId: levelTestTasks.testId })
      .from(levelTestTasks)
      .where(inArray(levelTestTasks.testId, testIds));
    for (const r of rows) out.set(r.testId, (out.get(r.testId) ?? 0) + 1);
    return out;
  }

  /**
   * Every level test of the product types the student owns a product of, with their last percent:
   * kept while the feed tells nothing of training (tests, tasks, their attempts), their enrolments or
   * the catalogue, until their first enrolment ends.
   */
  async function readList(userId: number, now: Date) {
    const all = await db.select({ id: products.id, typeId: products.productTypeId }).from(products);
    const owned = await ownership(
      db,
      userId,
      all.map((p) => p.id),
      now,
    );
    const types = [...new Set(all.filter((p) => owned.has(p.id)).map((p) => p.typeId))];
    const tests =
      types.length === 0
        ? []
        : await db
            .select()
            .from(levelTests)
            .where(inArray(levelTests.productTypeId, types))
            .orderBy(asc(levelTests.id));
    const ids = tests.map((t) => t.id);
    const [sizes, last] = [await counts(ids), await lastPercents(userId, ids)];
    const value = {
      results: tests.map((t) => ({
        id: t.id,
        title: t.title,
        description: t.description,
        subject: t.subject,
        productTypeId: t.productTypeId,
        tasksCount: sizes.get(t.id) ?? 0,
        lastPercent: last.get(t.id) ?? null,
      })),
    };
    return { value, until: await ownedUntil(db, userId, now) };
  }
  const keptList = createFeedCache({
    versionsOf: (userId: number) => versionsOf(feed, ['training', userId], ['owned', userId], ['catalogue']),
    read: (userId: number, now: number) => readList(userId, new Date(now)),
  });

  /** A test without its answers (nor the student's percent): kept while no test or task is told of. */
  async function readTest(id: number): Promise<Omit<LevelTest, 'lastPercent'>> {
    const [test] = await db.select().from(levelTests).where(eq(levelTests.id, id));
    if (!test) throw new NotFound();
    const tasks = await tasksOf(test.id);
    return {
      id: test.id,
      title: test.title,
      description: test.description,
      subject: test.subject,
      productTypeId: test.productTypeId,
      tasksCount: tasks.length,
      tasks: tasks.map((t) => ({
        id: t.id,
        kind: t.kind,
        text: t.text,
        taskNumber: t.taskNumber,
        options: t.options.map((o) => ({ id: o.id, text: o.text })),
        points: t.points,
      })),
    };
  }
  const keptTest = keepWhile(() => versionsOf(feed, ['training']), readTest, 1_000);
  /** The student's last percent per test: kept while their training is not told of. */
  const keptPercents = keepWhile(
    (userId: number) => versionsOf(feed, ['training', userId]),
    async (userId: number) => {
      const rows = await db
        .select({ testId: levelTestAttempts.testId, percent: levelTestAttempts.percent })
        .from(levelTestAttempts)
        .where(eq(levelTestAttempts.userId, userId))
        .orderBy(desc(levelTestAttempts.id));
      const out = new Map<number, number>();
      for (const r of rows) if (!out.has(r.testId)) out.set(r.testId, r.percent);
      return out;
    },
  );

  /**
   * A test's page as a student sees it, per student and test: one kept (frozen) answer, so the
   * serializer sends it as the same bytes until the test or the student's attempts change.
   */
  const keptPage = keepPerUser(
    (userId) => versionsOf(feed, ['training', userId]),
    async (userId, id: number): Promise<{ value: LevelTest }> => ({
      value: { ...(await keptTest(id)), lastPercent: (await keptPercents(userId)).get(id) ?? null },
    }),
  );

  return {
    /** Level tests of the student's courses: those of the product types of the products they own. */
    async list(userId: number, productTypeId?: number) {
      const all = await keptList(userId);
      if (productTypeId === undefined) return all;
      return { results: all.results.filter((t) => t.productTypeId === productTypeId) };
    },

    /** A test without its answers. Any student may take it: it recommends a course before buying. */
    async test(userId: number, id: number): Promise<LevelTest> {
      return keptPage(userId, id);
    },

    /** Scores the answers, records the attempt and turns the level into a course recommendation. */
    async submit(userId: number, id: number, body: LevelAnswers): Promise<LevelTestResult> {
      const [test] = await db.select().from(levelTests).where(eq(levelTests.id, id));
      if (!test) throw new NotFound();
      const tasks = await tasksOf(test.id);
      const byTask = new Map(body.answers.map((a) => [a.task, a]));
      const checked = tasks.map((t) => ({
        task: t.id,
        correct: isCorrect(t, byTask.get(t.id)),
        points: t.points,
      }));
      const score = checked.reduce((s, c) => s + (c.correct ? c.points : 0), 0);
      const maxScore = tasks.reduce((s, t) => s + t.points, 0);
      const percent = maxScore === 0 ? 0 : Math.round((score * 100) / maxScore);
      const level = levelOfPercent(percent);
      const productId = test.recommendations.find((r) => r.level === level)?.productId ?? null;
      const [product] =
        productId === null
          ? []
          : await db
              .select({
                productId: products.id,
                title: products.title,
                productTypeId: products.productTypeId,
                sysCourseTypeCode: sysCourseTypes.code,
              })
              .from(products)
              .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
              .innerJoin(sysCourseTypes, eq(sysCourseTypes.id, productTypes.sysCourseTypeId))
              .where(eq(products.id, productId));
      await db.insert(levelTestAttempts).values({
        userId,
        testId: test.id,
        score,
        maxScore,
        percent,
        level,
        recommendedProductId: product?.productId ?? null,
        answers: body.answers,
      });
      return {
        score,
        maxScore,
        percent,
        level,
        tasks: checked.map(({ task, correct }) => ({ task, correct })),
        recommendation: product ?? null,
      };
    },
  };
}
export type LevelTestService = ReturnType<typeof createLevelTestService>;
