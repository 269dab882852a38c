import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signedInUser, type TestApp } from '../../test/app.js';
import { expectStandard } from '../../test/hostile.js';
import { fillPath, operationsOf, type Operation } from '../../test/openapi-operations.js';
import {
  createLongHomework,
  createRecordedLesson,
  createShortHomework,
  enrol,
} from '../../test/learning-factories.js';
import { createCatalogue } from '../../test/shop-factories.js';
import { cardPacks, cards, homeworkSubmissions, levelTests, levelTestTasks } from '../db/schema/index.js';
import { eq } from 'drizzle-orm';

/**
 * Issue 11, abuse: the object-access half of the access matrix. Every operation of the OpenAPI
 * document whose path takes an object id or hash needs an entry below: how student A makes the
 * object, or why the id names no object of a student. Student B then calls the operation on A's
 * object and gets 404 or 403, and A reads the object the same afterwards. A new operation with a
 * path parameter fails the first test until it gets an entry. Operations only staff may call are
 * covered by the role half (access-matrix.test.ts) and need none. An id naming something every student
 * may use (a catalogue product, a modal, a level test) is `shared`: B's call is answered as B's own, and A's
 * state reached through it reads the same afterwards.
 */
let t: TestApp;
let ops: Operation[];
let cat: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  ops = operationsOf(t.app);
  cat = await createCatalogue(t.app);
});
afterAll(() => t.close());

type Method = InjectOptions['method'];
async function call(method: Method, url: string, access: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
}
async function read(url: string, access: string): Promise<unknown> {
  const res = await call('GET', url, access);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

interface Student {
  id: number;
  access: string;
}
/** A's object: the path parameters naming it, a body B sends (valid, so validation passes), and A's view of it. */
interface Made {
  params: Record<string, string>;
  body?: object;
  view(): Promise<unknown>;
}
type Entry =
  | { make: (a: Student) => Promise<Made> }
  | { shared: string; make: (a: Student) => Promise<Made> }
  | { notAnObject: string };

async function cartItem(a: Student): Promise<{ id: number; view: () => Promise<unknown> }> {
  const cart = (
    await call('POST', '/api/cart/', a.access, { item: { product: cat.mg.id, pack: null } })
  ).json<{
    items: { id: number }[];
  }>();
  const id = cart.items[0]?.id;
  if (!id) throw new Error('no cart item');
  return { id, view: () => read('/api/cart/', a.access) };
}

async function transaction(a: Student, body: object = {}) {
  await call('POST', '/api/cart/', a.access, { item: { product: cat.mgFull.id, pack: null } });
  const init = await call('POST', '/api/core/pay/init/', a.access, body);
  expect(init.statusCode, init.body).toBe(200);
  return init.json<{ transaction_uuid: string }>().transaction_uuid;
}

/** A student with a subscription: the monthly course with prolongation, paid at the sandbox checkout. */
async function subscription(a: Student): Promise<{ id: string; view: () => Promise<unknown> }> {
  const item = await cartItem(a);
  await call('PATCH', `/api/cart/${item.id}/`, a.access, { is_prolong_subscription: true });
  const init = await call('POST', '/api/core/pay/init/', a.access, {});
  const uuid = init.json<{ transaction_uuid: string }>().transaction_uuid;
  const pay = await t.app.inject({
    method: 'POST',
    url: `/api/core/pay/sandbox/checkout/${uuid}/`,
    payload: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(pay.statusCode, pay.body).toBe(303);
  const subs = (await read('/api/v2/students/subscriptions/', a.access)) as { results: { id: number }[] };
  const id = subs.results[0]?.id;
  if (!id) throw new Error('no subscription');
  return {
    id: String(id),
    view: async () => [
      await read('/api/v2/students/subscriptions/', a.access),
      await read('/api/cart/', a.access),
    ],
  };
}

async function examResult(a: Student) {
  const goal = await call('PATCH', '/api/v2/umits/goal/', a.access, {
    class_year_id: cat.year.id,
    goals: [{ class_type_id: cat.subject.id }],
  });
  expect(goal.statusCode, goal.body).toBe(200);
  const view = () => read('/api/students/exam-results/', a.access);
  const results = (await view()) as { class_types: { id: number }[] };
  const id = results.class_types[0]?.id;
  if (!id) throw new Error('no exam result row');
  return { id: String(id), view };
}

/**
 * A's homework (A enrolled in its course, B not), with a draft saved or — `submitted` — a wrong answer
 * submitted; A's view is the homework page with A's answers.
 */
async function homeworkOf(a: Student, submitted: boolean) {
  await enrol(t.app, a.id, cat.mg.id);
  const { homeworkId, taskId } = await createShortHomework(t.app, cat.mg.productTypeId);
  const answers = { answers: { [taskId]: { kind: 'SHORT', value: '3' } } };
  const saved = await call(
    submitted ? 'POST' : 'PATCH',
    `/api/v2/homework/${homeworkId}/${submitted ? 'submit' : 'draft'}/`,
    a.access,
    answers,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const view = () => read(`/api/v2/homework/${homeworkId}/`, a.access);
  return { params: { homeworkId: String(homeworkId) }, taskId, answers, view };
}

/**
 * A's long answer with a PDF attached (A enrolled in its course, B not); A's view is the homework page
 * with its files (without their links, which are signed afresh at each read).
 */
async function homeworkFileOf(a: Student) {
  await enrol(t.app, a.id, cat.mg.id);
  const { homeworkId, taskId } = await createLongHomework(t.app, cat.mg.productTypeId);
  const boundary = '----prepa-oa';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/v2/homework/${homeworkId}/tasks/${taskId}/files/`,
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(a.access) },
  });
  expect(up.statusCode, up.body).toBe(200);
  const view = async () => {
    const hw = (await read(`/api/v2/homework/${homeworkId}/`, a.access)) as {
      files: { id: number; task_id: number; name: string; size: number }[];
    };
    return { ...hw, files: hw.files.map((f) => [f.id, f.task_id, f.name, f.size]) };
  };
  const params = {
    homeworkId: String(homeworkId),
    taskId: String(taskId),
    fileId: String(up.json<{ id: number }>().id),
  };
  return { params, view };
}

/** A's lesson: A enrolled in its course (B not); A's view is the lesson page. */
async function lessonOf(a: Student) {
  await enrol(t.app, a.id, cat.mg.id);
  const lesson = await createRecordedLesson(t.app, cat.mg.productTypeId);
  const params = {
    productTypeId: String(cat.mg.productTypeId),
    moduleId: String(lesson.moduleId),
    lessonId: String(lesson.lessonId),
    hash: lesson.hash,
  };
  return { params, view: () => read(`/api/v2/lessons/${lesson.lessonId}/`, a.access) };
}

/** A training card of the course A is enrolled in (B is not), reviewed and made a favourite by A. */
let trainingPack: Promise<{ packId: number; cardId: number }> | undefined;
async function trainingCard(a: Student) {
  trainingPack ??= (async () => {
    const [pack] = await t.app.prepa.db
      .insert(cardPacks)
      .values({ title: 'Карточки', subject: 'EGE_MATH_PROFILE', productId: cat.mg.id, slug: `oa-${a.id}` })
      .returning();
    if (!pack) throw new Error('no pack');
    const [card] = await t.app.prepa.db
      .insert(cards)
      .values({
        packId: pack.id,
        front: 'Вопрос',
        back: 'Ответ',
        subject: 'EGE_MATH_PROFILE',
        taskNumber: 1,
        sourceKey: 'oa:1',
      })
      .returning();
    if (!card) throw new Error('no card');
    return { packId: pack.id, cardId: card.id };
  })();
  const { packId, cardId } = await trainingPack;
  await enrol(t.app, a.id, cat.mg.id);
  const review = { grade: 'good', session_id: 'session-0001' };
  expect((await call('POST', `/api/v1/training/cards/${cardId}/review/`, a.access, review)).statusCode).toBe(
    200,
  );
  expect((await call('POST', `/api/v1/training/cards/${cardId}/favorite/`, a.access)).statusCode).toBe(200);
  return {
    params: { id: String(cardId) },
    review,
    view: async () => [
      await read(`/api/v1/training/cards/${cardId}/reviews/`, a.access),
      await read(`/api/v1/training/counters/?pack_id=${packId}`, a.access),
    ],
  };
}

/** A level test A has taken (any student may take one: it recommends a course before buying). */
let levelTest: Promise<{ id: number; taskId: number }> | undefined;
async function levelTestOf(a: Student) {
  levelTest ??= (async () => {
    const [test] = await t.app.prepa.db
      .insert(levelTests)
      .values({
        slug: 'oa-level',
        title: 'Тест уровня',
        subject: 'EGE_MATH_PROFILE',
        productTypeId: cat.mg.productTypeId,
      })
      .returning();
    if (!test) throw new Error('no level test');
    const [task] = await t.app.prepa.db
      .insert(levelTestTasks)
      .values({ testId: test.id, order: 1, kind: 'short_answer', text: '2 + 2', answers: ['4'] })
      .returning();
    if (!task) throw new Error('no level task');
    return { id: test.id, taskId: task.id };
  })();
  const { id, taskId } = await levelTest;
  const answers = { answers: [{ task: taskId, text: '4' }] };
  expect((await call('POST', `/api/v1/student-level-tests/${id}/test/`, a.access, answers)).statusCode).toBe(
    200,
  );
  return {
    params: { id: String(id) },
    body: { answers: [{ task: taskId, text: '5' }] },
    view: () => read(`/api/v1/student-level-tests/${id}/test/`, a.access),
  };
}

/** A global modal of A's platform, not yet viewed by A. */
let modalId: Promise<number> | undefined;
async function modalOf(a: Student) {
  modalId ??= (async () => {
    const manager = await signedInUser(t.app, { role: 'MANAGER_ROLE' });
    const res = await call('POST', '/api/v2/managers/modals/', manager.access, {
      action: 'SHOP',
      show_style: 'FULL',
      title: 'Новости',
      text_content: 'Текст',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  })();
  const id = await modalId;
  return { params: { id: String(id) }, view: () => read('/api/v2/students/modals/?action=SHOP', a.access) };
}

/** A's reaction (LIKE) to a course recommended for A's goal. */
async function reactionOf(a: Student) {
  const goal = await call('PATCH', '/api/v2/umits/goal/', a.access, {
    class_year_id: cat.year.id,
    goals: [{ class_type_id: cat.subject.id }],
  });
  expect(goal.statusCode, goal.body).toBe(200);
  const liked = await call('PATCH', `/api/umits/${cat.mg.id}/reaction/`, a.access, {
    reaction: { value: 'LIKE' },
  });
  expect(liked.statusCode, liked.body).toBe(200);
  return {
    params: { id: String(cat.mg.id) },
    body: { reaction: { value: 'DISLIKE' } },
    view: () => read('/api/umits/recommendations/', a.access),
  };
}

const LINK = 'an unguessable token that travels in a link: holding it is the right to use it';

const TABLE: Record<string, Entry> = {
  'GET /api/media/avatars/{id}': { notAnObject: 'avatars are public images, shown beside chat messages' },
  'GET /api/v2/shop/products/{id}/': { notAnObject: 'the public catalogue' },
  'GET /api/v2/shop/teachers/{id}/': { notAnObject: 'the public catalogue' },
  'PATCH /api/cart/{id}/': {
    make: async (a) => {
      const item = await cartItem(a);
      return { params: { id: String(item.id) }, body: { is_prolong_subscription: true }, view: item.view };
    },
  },
  'DELETE /api/cart/{id}/': {
    make: async (a) => {
      const item = await cartItem(a);
      return { params: { id: String(item.id) }, view: item.view };
    },
  },
  'DELETE /api/cart/bundle/{id}/': {
    make: async (a) => {
      await call('POST', '/api/cart/', a.access, { bundle: cat.bundle.hash });
      return { params: { id: String(cat.bundle.id) }, view: () => read('/api/cart/', a.access) };
    },
  },
  'GET /api/cart/link/{hash}/': { notAnObject: LINK },
  'GET /api/cart/standalone/{cartHash}/': { notAnObject: LINK },
  'POST /api/cart/standalone/{cartHash}/': { notAnObject: LINK },
  'PATCH /api/cart/standalone/{cartHash}/{id}/': { notAnObject: LINK },
  'DELETE /api/cart/standalone/{cartHash}/{id}/': { notAnObject: LINK },
  'DELETE /api/cart/standalone/{cartHash}/bundle/{hash}/': { notAnObject: LINK },
  'GET /api/core/pay/transactions/{uuid}/': {
    make: async (a) => {
      const uuid = await transaction(a);
      return { params: { uuid }, view: () => read(`/api/core/pay/transactions/${uuid}/`, a.access) };
    },
  },
  'GET /api/core/pay/invoices/{uuid}/': {
    make: async (a) => {
      const uuid = await transaction(a, { requisites: true });
      return { params: { uuid }, view: () => read(`/api/core/pay/invoices/${uuid}/`, a.access) };
    },
  },
  'GET /api/core/pay/kaspi/v1/check-uid/{uid}/': {
    notAnObject: 'asked by the payment provider, not a student',
  },
  'GET /api/core/pay/sandbox/checkout/{uuid}/': { notAnObject: `the sandbox provider's own page; ${LINK}` },
  'POST /api/core/pay/sandbox/checkout/{uuid}/': { notAnObject: `the sandbox provider's own page; ${LINK}` },
  'PATCH /api/v2/students/subscriptions/{id}/': {
    make: async (a) => {
      const sub = await subscription(a);
      return { params: { id: sub.id }, body: { auto_renewal: false }, view: sub.view };
    },
  },
  'POST /api/v2/students/subscriptions/{id}/renew/': {
    make: async (a) => {
      const sub = await subscription(a);
      return { params: { id: sub.id }, view: sub.view };
    },
  },
  'POST /api/v2/students/subscriptions/{id}/upgrade/': {
    make: async (a) => {
      const sub = await subscription(a);
      return { params: { id: sub.id }, body: { product_id: cat.mgFull.id }, view: sub.view };
    },
  },
  'GET /api/core/docs/{kind}/': { notAnObject: 'the public documents (offer, policy…), by kind' },
  'GET /api/core/docs/purchases/{token}/': { notAnObject: LINK },
  'POST /api/products/activate/{hash}/': {
    notAnObject: 'an activation code: whoever holds it may redeem it once',
  },
  'GET /api/umits/individual-program/v1/switch-individual-program/{id}/': {
    notAnObject: "a subject's id: each student reads their own setting for it",
  },
  'PATCH /api/umits/individual-program/v1/switch-individual-program/{id}/': {
    notAnObject: "a subject's id: each student changes their own setting for it",
  },
  'PATCH /api/umits/{id}/reaction/': {
    shared: "a catalogue product's id: each student sets their own reaction to it",
    make: reactionOf,
  },
  'POST /api/students/exam-results/{id}/visibility/': {
    make: async (a) => {
      const row = await examResult(a);
      return { params: { id: row.id }, body: { is_visible: false }, view: row.view };
    },
  },
  'POST /api/students/exam-results/{id}/other-date/': {
    make: async (a) => {
      const row = await examResult(a);
      return { params: { id: row.id }, body: { other_date: true }, view: row.view };
    },
  },
  'GET /api/features/{clientKey}': { notAnObject: 'feature flags of a platform, the same for everyone' },
  'PATCH /api/dev/features/{clientKey}/': {
    notAnObject: 'a development tool (DEV_OUTBOX), off in production',
  },
  'POST /api/dev/pay/sandbox/late-payment/{uuid}/': {
    notAnObject: 'a development tool (DEV_OUTBOX), off in production: the sandbox provider paying late',
  },
  'GET /api/v2/lessons/product-types/{productTypeId}/modules/': {
    make: async (a) => ({ ...(await lessonOf(a)) }),
  },
  'GET /api/v2/lessons/modules/{moduleId}/lessons/': { make: async (a) => ({ ...(await lessonOf(a)) }) },
  'GET /api/v2/lessons/access/{hash}/': { make: async (a) => ({ ...(await lessonOf(a)) }) },
  'GET /api/v2/lessons/{lessonId}/': { make: async (a) => ({ ...(await lessonOf(a)) }) },
  'PUT /api/v2/lessons/{lessonId}/rating/': {
    make: async (a) => ({ ...(await lessonOf(a)), body: { value: 5 } }),
  },
  'POST /api/v2/lessons/{lessonId}/watched/': { make: async (a) => ({ ...(await lessonOf(a)) }) },
  'GET /api/v2/lessons/materials/{id}/file/': {
    notAnObject: 'a signed, expiring link (expires, signature): the signature is the right to read',
  },
  'GET /api/v2/lessons/product-types/{productTypeId}/rating/': {
    make: async (a) => ({ ...(await lessonOf(a)) }),
  },
  'GET /api/v2/homework/{homeworkId}/': {
    make: async (a) => {
      const hw = await homeworkOf(a, false);
      return { params: hw.params, view: hw.view };
    },
  },
  'PATCH /api/v2/homework/{homeworkId}/draft/': {
    make: async (a) => {
      const hw = await homeworkOf(a, false);
      return { params: hw.params, body: hw.answers, view: hw.view };
    },
  },
  'POST /api/v2/homework/{homeworkId}/submit/': {
    make: async (a) => {
      const hw = await homeworkOf(a, false);
      return { params: hw.params, body: hw.answers, view: hw.view };
    },
  },
  'GET /api/v2/homework/{homeworkId}/completed/': {
    make: async (a) => {
      const hw = await homeworkOf(a, true);
      return { params: hw.params, view: hw.view };
    },
  },
  'GET /api/v2/homework/{homeworkId}/work-on-bugs/': {
    make: async (a) => {
      const hw = await homeworkOf(a, true);
      return { params: hw.params, view: hw.view };
    },
  },
  'POST /api/v2/homework/{homeworkId}/work-on-bugs/': {
    make: async (a) => {
      const hw = await homeworkOf(a, true);
      return {
        params: hw.params,
        body: { task_id: hw.taskId, answer: { kind: 'SHORT', value: '2.5' } },
        view: hw.view,
      };
    },
  },
  'POST /api/v2/homework/{homeworkId}/tasks/{taskId}/files/': {
    // B's request (JSON, no file) is refused before the body is read; A's is answered 400 (no file).
    make: homeworkFileOf,
  },
  'DELETE /api/v2/homework/{homeworkId}/tasks/{taskId}/files/{fileId}/': { make: homeworkFileOf },
  'GET /api/v2/homework/files/{fileId}/': {
    notAnObject: 'a signed, expiring link (expires, signature): the signature is the right to read',
  },
  'GET /api/v2/homework/submissions/{submissionId}/print/': {
    make: async (a) => {
      const hw = await homeworkOf(a, true);
      const [sub] = await t.app.prepa.db
        .select({ id: homeworkSubmissions.id })
        .from(homeworkSubmissions)
        .where(eq(homeworkSubmissions.userId, a.id));
      return { params: { submissionId: String(sub?.id) }, view: hw.view };
    },
  },
  'POST /api/v1/training/cards/{id}/review/': {
    make: async (a) => {
      const card = await trainingCard(a);
      return { params: card.params, body: card.review, view: card.view };
    },
  },
  'POST /api/v1/training/cards/{id}/favorite/': { make: trainingCard },
  'GET /api/v1/training/cards/{id}/reviews/': { make: trainingCard },
  'GET /api/v1/student-level-tests/{id}/test/': {
    shared: 'a level test is open to every student (it recommends a course before buying)',
    make: levelTestOf,
  },
  'POST /api/v1/student-level-tests/{id}/test/': {
    shared: "a level test is open to every student; an attempt is the taker's own",
    make: levelTestOf,
  },
  'POST /api/v2/students/modals/{id}/': {
    shared: "a modal of the platform: viewing it records the viewer's own viewing",
    make: modalOf,
  },
};

function idOperations(): Operation[] {
  // Staff-only operations are the role half's; a student is refused them whatever the id.
  return ops.filter((op) => op.pathParams.length > 0 && !(op.roles && !op.roles.includes('STUDENT_ROLE')));
}

describe('objects of one student, asked for by another', () => {
  it('every operation of the document with an object id in its path has an entry', () => {
    const keys = new Set(ops.map((op) => op.key));
    expect(idOperations().length).toBeGreaterThan(30);
    expect(
      idOperations()
        .filter((op) => !TABLE[op.key])
        .map((op) => op.key),
    ).toEqual([]);
    expect(Object.keys(TABLE).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('student B gets 404 or 403 and A reads the object unchanged', { timeout: 60_000 }, async () => {
    const b = await signedInUser(t.app);
    let checked = 0;
    for (const op of idOperations()) {
      const entry = TABLE[op.key];
      if (!entry || !('make' in entry)) continue;
      const a = await signedInUser(t.app);
      const made = await entry.make(a);
      const before = await made.view();
      const res = await call(op.method, fillPath(op, made.params), b.access, made.body);
      if ('shared' in entry) {
        expect(res.statusCode, `${op.key} as another student: ${res.body}`).toBe(200);
      } else {
        expect([403, 404], `${op.key} as another student: ${res.statusCode} ${res.body}`).toContain(
          res.statusCode,
        );
        expectStandard(res);
      }
      expect(await made.view(), `${op.key}: A's object changed`).toEqual(before);
      // The owner may: the same request of A's is not refused, so B's refusal is about ownership.
      const own = await call(op.method, fillPath(op, made.params), a.access, made.body);
      expect([403, 404], `${op.key} as its owner: ${own.statusCode} ${own.body}`).not.toContain(
        own.statusCode,
      );
      checked += 1;
    }
    expect(checked).toBe(Object.values(TABLE).filter((e) => 'make' in e).length);
  });
});
