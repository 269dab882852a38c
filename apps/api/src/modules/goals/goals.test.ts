import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, signedInUser, type TestApp } from '../../../test/app.js';
import { classTypeGoalSettings, classTypes, classYears, extraGoals } from '../../db/schema/index.js';

let t: TestApp;
let year: number;
let maths: number;
let physics: number;
let olympiad: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.prepa.db;
  const [y] = await db
    .insert(classYears)
    .values({ title: '11 класс', order: 11, educationLevel: 'EGE' })
    .returning();
  const [m, p] = await db
    .insert(classTypes)
    .values([
      { title: 'Математика', color: '#4f46e5', order: 1 },
      { title: 'Физика', color: '#059669', order: 2 },
    ])
    .returning();
  const [o] = await db.insert(extraGoals).values({ title: 'Олимпиада' }).returning();
  if (!y || !m || !p || !o) throw new Error('fixtures');
  [year, maths, physics, olympiad] = [y.id, m.id, p.id, o.id];
  await db
    .insert(classTypeGoalSettings)
    .values({ classTypeId: maths, classYearId: year, maxPoints: 100, step: 5, defaultPoints: 80 });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH', url: string, access: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(access),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const GOALS = '/api/umits/individual-program/v1/goals/';

describe('goals and the individual program', () => {
  it('saves goals, marks hasChosenGoals and makes a single subject priority', async () => {
    const u = await signedInUser(t.app);
    expect((await call('GET', '/api/v2/umits/goal/', u.access)).json()).toEqual({
      class_year_id: null,
      goals: [],
      has_goal_gifts: false,
    });
    const res = await call('PATCH', '/api/v2/umits/goal/', u.access, {
      class_year_id: year,
      goals: [{ class_type_id: maths, extra_goals: [olympiad] }],
    });
    expect(res.json()).toEqual({
      class_year_id: year,
      goals: [{ class_type_id: maths, extra_goals: [olympiad] }],
      has_goal_gifts: false,
    });
    expect((await call('GET', '/api/v2/students/statuses/', u.access)).json().has_chosen_goals).toEqual(
      expect.any(String),
    );
    const list = (await call('GET', GOALS, u.access)).json().results;
    expect(list).toEqual([
      expect.objectContaining({
        class_type: { id: maths, title: 'Математика' },
        goal: 80,
        is_priority: true,
        goal_settings: { max_points: 100, step: 5, default_points: 80 },
      }),
    ]);
  });

  it('allows exactly one priority and goals on the step within the maximum', async () => {
    const u = await signedInUser(t.app);
    await call('PATCH', '/api/v2/umits/goal/', u.access, {
      class_year_id: year,
      goals: [{ class_type_id: maths }, { class_type_id: physics }],
    });
    const two = await call('PATCH', GOALS, u.access, [
      { class_type: maths, goal: 90, current_result: 60, is_priority: true },
      { class_type: physics, goal: 70, current_result: null, is_priority: true },
    ]);
    expect(two.statusCode).toBe(400);
    expect(errorOf(two).errors[0]?.code).toBe('invalid');
    const offStep = await call('PATCH', GOALS, u.access, [
      { class_type: maths, goal: 92, current_result: null, is_priority: true },
    ]);
    expect(errorOf(offStep).errors[0]).toMatchObject({ attr: '0.goal' });
    const tooHigh = await call('PATCH', GOALS, u.access, [
      { class_type: maths, goal: 105, current_result: null, is_priority: true },
    ]);
    expect(tooHigh.statusCode).toBe(400);
    const ok = await call('PATCH', GOALS, u.access, [
      { class_type: maths, goal: 90, current_result: 60, is_priority: false },
      { class_type: physics, goal: 70, current_result: null, is_priority: true },
    ]);
    expect(ok.json().results.map((g: { is_priority: boolean }) => g.is_priority)).toEqual([false, true]);
  });

  it('switches the program per subject and globally, never for another student', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    await call('PATCH', '/api/v2/umits/goal/', a.access, {
      class_year_id: year,
      goals: [{ class_type_id: maths }],
    });
    const url = `/api/umits/individual-program/v1/switch-individual-program/${maths}/`;
    expect((await call('GET', url, a.access)).json()).toEqual({ status: 'NEW' });
    expect((await call('PATCH', url, a.access, { status: 'ACTIVE' })).json()).toEqual({ status: 'ACTIVE' });
    expect((await call('GET', url, b.access)).statusCode).toBe(404);
    expect((await call('PATCH', url, b.access, { status: 'DISABLED' })).statusCode).toBe(404);
    expect((await call('GET', GOALS, b.access)).json().results).toEqual([]);
    await call('PATCH', '/api/umits/individual-program/v1/global-switch-individual-program/', a.access, {
      status: 'INACTIVE',
    });
    expect((await call('GET', url, a.access)).json()).toEqual({ status: 'INACTIVE' });
    const bad = await call('PATCH', GOALS, b.access, [
      { class_type: maths, goal: 80, current_result: null, is_priority: true },
    ]);
    expect(bad.statusCode).toBe(400);
  });
});

describe('recommendations', () => {
  it('recommends active courses of the goal subjects and hides disliked ones', async () => {
    const { productTypes, products, ratePlans, sysCourseTypes } = await import('../../db/schema/index.js');
    const db = t.app.prepa.db;
    const [sct] = await db
      .insert(sysCourseTypes)
      .values({ code: 'EGE' as never, title: 'ЕГЭ' })
      .returning();
    const [plan] = await db
      .insert(ratePlans)
      .values({ title: 'Помесячно', sysRatePlanName: 'MONTHLY' as never, packageTitle: 'Месяц' })
      .returning();
    const [pt] = await db
      .insert(productTypes)
      .values({
        type: 'COURSE' as never,
        title: 'Курс',
        sysCourseTypeId: sct?.id ?? 0,
        classTypeId: maths,
        classYearId: year,
      })
      .returning();
    const [course] = await db
      .insert(products)
      .values({
        title: 'Профильная математика',
        productTypeId: pt?.id ?? 0,
        ratePlanId: plan?.id ?? 0,
        prices: { RUB: 300000 },
      })
      .returning();
    const u = await signedInUser(t.app);
    expect((await call('GET', '/api/umits/recommendations/', u.access)).json().results).toEqual([]);
    await call('PATCH', '/api/v2/umits/goal/', u.access, {
      class_year_id: year,
      goals: [{ class_type_id: maths }],
    });
    const list = (await call('GET', '/api/umits/recommendations/', u.access)).json().results;
    expect(list).toEqual([
      expect.objectContaining({
        id: course?.id,
        class_type: { id: maths, title: 'Математика' },
        reaction: null,
      }),
    ]);
    // A course the student owns now is not recommended: a subscription counts, as in the shop.
    const subscriber = await signedInUser(t.app);
    await call('PATCH', '/api/v2/umits/goal/', subscriber.access, {
      class_year_id: year,
      goals: [{ class_type_id: maths }],
    });
    const recommended = async () =>
      (await call('GET', '/api/umits/recommendations/', subscriber.access)).json().results as unknown[];
    expect(await recommended()).toHaveLength(1);
    const { subscriptions } = await import('../../db/schema/index.js');
    await db.insert(subscriptions).values({
      userId: subscriber.id,
      productId: course?.id ?? 0,
      status: 'ACTIVE',
      autoRenewal: false,
      currentPeriodStart: new Date(Date.now() - 86_400_000),
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      price: 300000,
      currency: 'RUB',
    });
    expect(await recommended()).toEqual([]);

    const res = await call('PATCH', `/api/umits/${course?.id}/reaction/`, u.access, {
      reaction: { value: 'DISLIKE' },
    });
    expect(res.json()).toEqual({ id: course?.id, reaction: 'DISLIKE' });
    expect((await call('GET', '/api/umits/recommendations/', u.access)).json().results).toEqual([]);
    expect(
      (await call('PATCH', '/api/umits/999999/reaction/', u.access, { reaction: { value: 'LIKE' } }))
        .statusCode,
    ).toBe(404);
  });

  it("recommends only courses of the student's own class year (9th grade: OGE, 11th: not the 10th's)", async () => {
    const { productTypes, products, ratePlans, sysCourseTypes } = await import('../../db/schema/index.js');
    const db = t.app.prepa.db;
    const [y9, y10] = await db
      .insert(classYears)
      .values([
        { title: '9 класс', order: 9, educationLevel: 'OGE' },
        { title: '10 класс', order: 10, educationLevel: 'EGE' },
      ])
      .returning();
    await db.insert(classTypeGoalSettings).values(
      [y9, y10].map((y) => ({
        classTypeId: physics,
        classYearId: y?.id ?? 0,
        maxPoints: 40,
        step: 1,
        defaultPoints: 30,
      })),
    );
    await db
      .insert(classTypeGoalSettings)
      .values({ classTypeId: physics, classYearId: year, maxPoints: 100, step: 5, defaultPoints: 80 });
    const [sct] = await db
      .insert(sysCourseTypes)
      .values({ code: 'MASTER_GROUP' as never, title: 'Мастер-группа' })
      .returning();
    const [plan] = await db
      .insert(ratePlans)
      .values({ title: 'Весь курс', sysRatePlanName: 'FULL' as never, packageTitle: 'Курс' })
      .returning();
    const courseFor = async (title: string, classYearId: number) => {
      const [pt] = await db
        .insert(productTypes)
        .values({
          type: 'MASTER_GROUP' as never,
          title,
          sysCourseTypeId: sct?.id ?? 0,
          classTypeId: physics,
          classYearId,
        })
        .returning();
      const [p] = await db
        .insert(products)
        .values({ title, productTypeId: pt?.id ?? 0, ratePlanId: plan?.id ?? 0, prices: { RUB: 100000 } })
        .returning();
      return p?.id;
    };
    const oge = await courseFor('Физика ОГЭ', y9?.id ?? 0);
    const tenth = await courseFor('Физика 10 класс', y10?.id ?? 0);
    const ege = await courseFor('Физика ЕГЭ', year);
    const ids = async (classYearId: number) => {
      const u = await signedInUser(t.app);
      await call('PATCH', '/api/v2/umits/goal/', u.access, {
        class_year_id: classYearId,
        goals: [{ class_type_id: physics }],
      });
      return (await call('GET', '/api/umits/recommendations/', u.access))
        .json()
        .results.map((r: { id: number }) => r.id);
    };
    expect(await ids(year)).toEqual([ege]);
    expect(await ids(y9?.id ?? 0)).toEqual([oge]);
    expect(await ids(y10?.id ?? 0)).toEqual([tenth]);
  });
});
