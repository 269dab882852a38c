import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { globalModals, globalModalViews, homeworkEvents } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';
import { createHomeworkWithTasks, enrolledStudent, SHORT_TASK } from '../../../test/learning-factories.js';
import { createCatalogue } from '../../../test/shop-factories.js';
import { createGlobalModal } from './index.js';

/**
 * Issue 11: while the change feed is live, a student's global modals are answered from memory until
 * the feed tells of a modal or poll (everyone), or of the student's views and homework events
 * (migration 0035) or lesson watches.
 */
let t: TestApp;
beforeAll(async () => {
  t = await feedTestApp();
});
afterAll(() => t.close());

type Modal = { id: number; item_id: number | null };
async function modalsOf(access: string, query = ''): Promise<Modal[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/students/modals/${query}`,
    headers: bearer(access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ modals: Modal[] }>().modals;
}
const newModal = (action: 'SHOP' | 'HOMEWORK_DONE', title: string, at = new Date()) =>
  createGlobalModal(
    t.app.prepa.db,
    null,
    {
      action,
      showStyle: 'FULL',
      title,
      showTitle: true,
      textContent: 'Текст',
      image: null,
      video: null,
      redirectUrl: null,
      buttonText: null,
      canSkip: true,
      platform: null,
      studentIds: null,
      itemId: null,
      order: 0,
      polls: [],
    },
    at,
  );

describe('global modals on the change feed', () => {
  it('keeps a student’s modals until a modal, or their own views or events, are told of', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    const shop = await newModal('SHOP', 'Скидки');
    await t.app.prepa.changes.settle();
    for (const s of [a, b])
      expect((await modalsOf(s.access, '?action=SHOP')).map((m) => m.id)).toEqual([shop]);
    // b's view past the feed: b's kept modals stand (the read asked the database nothing).
    await untold(t.app, 'global_modal_views', 'global_modal_views_notify_change', (tx) =>
      tx.insert(globalModalViews).values({ modalId: shop, userId: b.id, itemId: 0, viewedAt: new Date() }),
    );
    expect((await modalsOf(b.access, '?action=SHOP')).map((m) => m.id)).toEqual([shop]);
    // a views it through the API (told): gone for a; b's kept modals stand.
    const viewed = await t.app.inject({
      method: 'POST',
      url: `/api/v2/students/modals/${shop}/`,
      headers: bearer(a.access),
      payload: {},
    });
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(await modalsOf(a.access, '?action=SHOP')).toEqual([]);
    expect((await modalsOf(b.access, '?action=SHOP')).map((m) => m.id)).toEqual([shop]);
    // A modal turned off is told to everyone: b reads again.
    await t.app.prepa.db.update(globalModals).set({ isActive: false, updatedAt: new Date() });
    await t.app.prepa.changes.settle();
    expect(await modalsOf(b.access, '?action=SHOP')).toEqual([]);
  });

  it('shows a HOMEWORK_DONE modal once the student’s homework event is told of', async () => {
    const cat = await createCatalogue(t.app);
    const s = await enrolledStudent(t.app, cat.mg.id);
    const { homeworkId, taskIds } = await createHomeworkWithTasks(t.app, cat.mg.productTypeId, 'Уравнения', [
      SHORT_TASK,
    ]);
    const done = await newModal('HOMEWORK_DONE', 'Домашка проверена', new Date(Date.now() - 60_000));
    await t.app.prepa.changes.settle();
    expect(await modalsOf(s.access, '?action=HOMEWORK_DONE')).toEqual([]);
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/v2/homework/${homeworkId}/submit/`,
      headers: bearer(s.access),
      payload: { answers: { [String(taskIds[0])]: { kind: 'SHORT', value: '2.5' } } },
    });
    expect(submit.statusCode, submit.body).toBeLessThan(300);
    const [event] = await t.app.prepa.db
      .select()
      .from(homeworkEvents)
      .where(eq(homeworkEvents.kind, 'HOMEWORK_DONE'));
    expect(event).toBeDefined();
    expect(await modalsOf(s.access, '?action=HOMEWORK_DONE')).toMatchObject([
      { id: done, item_id: event?.submissionId },
    ]);
  });
});
