import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollments,
  products,
  productTypes,
  ratePlans,
  recommendationReactions,
  sysCourseTypes,
} from '../../db/schema/index.js';
import { bearer, type TestApp } from '../../../test/app.js';
import { createGoalSubject, goalStudent } from '../../../test/goals-factories.js';
import { enrolmentRow } from '../../../test/shop-factories.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, a student's recommended courses (a Home section) are
 * answered from memory until the feed tells of a change to their goals, subjects or reactions
 * (migrations 0024, 0025), what they own or the catalogue, or a course they own ends.
 */
let t: TestApp;
let year: number;
let maths: number;
let course: number;

beforeAll(async () => {
  t = await feedTestApp();
  const db = t.app.prepa.db;
  ({ year, maths } = await createGoalSubject(t.app));
  const [sct] = await db
    .insert(sysCourseTypes)
    .values({ code: 'EGE' as never, title: 'ЕГЭ' })
    .returning();
  const [plan] = await db
    .insert(ratePlans)
    .values({ title: 'Помесячно', sysRatePlanName: 'MONTHLY' as never, packageTitle: 'Месяц' })
    .returning();
  if (!sct || !plan) throw new Error('fixtures');
  const [pt] = await db
    .insert(productTypes)
    .values({
      type: 'COURSE' as never,
      title: 'Курс',
      sysCourseTypeId: sct.id,
      classTypeId: maths,
      classYearId: year,
    })
    .returning();
  const [c] = await db
    .insert(products)
    .values({
      title: 'Профильная математика',
      productTypeId: pt?.id ?? 0,
      ratePlanId: plan.id,
      prices: { RUB: 300000 },
    })
    .returning();
  if (!c) throw new Error('fixtures');
  course = c.id;
  await t.app.prepa.changes.settle();
});
afterAll(() => t.close());

async function recommended(access: string): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/umits/recommendations/',
    headers: bearer(access),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: { id: number }[] }).results.map((r) => r.id);
}

/** A student with maths as their goal (set through the API, so the write settles before it answers). */
const mathsStudent = () => goalStudent(t.app, year, maths);

describe('the recommendations on the change feed', () => {
  it('keeps the list until a reaction is told of, for that student only', async () => {
    const [a, b] = [await mathsStudent(), await mathsStudent()];
    expect(await recommended(a.access)).toEqual([course]);
    expect(await recommended(b.access)).toEqual([course]);
    // A dislike past the feed: b's kept list stands (the read asked the database nothing).
    await untold(t.app, 'recommendation_reactions', 'recommendation_reactions_notify_change', (tx) =>
      tx.insert(recommendationReactions).values({ userId: b.id, productId: course, value: 'DISLIKE' }),
    );
    expect(await recommended(b.access)).toEqual([course]);
    // A dislike through the API: a's next read hides the course; b's kept list stands.
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/umits/${course}/reaction/`,
      headers: bearer(a.access),
      payload: { reaction: { value: 'DISLIKE' } },
    });
    expect(res.statusCode).toBe(200);
    expect(await recommended(a.access)).toEqual([]);
    expect(await recommended(b.access)).toEqual([course]);
  });

  it('recommends a course again when the enrolment in it ends, with no write in between', async () => {
    const u = await mathsStudent();
    await t.app.prepa.db.insert(enrollments).values(enrolmentRow(u.id, course, new Date(Date.now() + 1_500)));
    await t.app.prepa.changes.settle();
    expect(await recommended(u.access)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await recommended(u.access)).toEqual([course]);
  });
});
