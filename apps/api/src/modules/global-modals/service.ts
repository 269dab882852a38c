import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  isEventModalAction,
  pollAnswerProblem,
  SCALE_MAX,
  SCALE_MIN,
  type ManagerModal,
  type ModalAction,
  type NewModalData,
  type Platform,
  type Poll,
  type PollAnswer,
  type StudentModal,
  type StudentModalsQuery,
  type StudentModalsResponse,
} from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { keepWhile } from '../../db/feed-cache.js';
import {
  globalModals,
  globalModalViews,
  globalPollAnswers,
  globalPolls,
  globalPollVariants,
} from '../../db/schema/index.js';
import { ClientError, NotFound, ValidationFailed, type FieldError } from '../../http/errors.js';
import type { Clock } from '../calendar/index.js';
import { homeworkDoneEvents } from '../homework/index.js';
import { markLessonDoneSeen, pendingLessonDoneModals } from '../lessons/index.js';

export interface ModalViewer {
  id: number;
  platform: Platform;
}

type ModalRow = typeof globalModals.$inferSelect;
interface PendingEvent {
  itemId: number;
  at: Date;
}

/** Items without an event (every action but LESSON_DONE / HOMEWORK_DONE) are viewed under item 0. */
const NO_ITEM = 0;

export class ModalNotFound extends NotFound {
  constructor() {
    super('modal_not_found');
  }
}

/**
 * Global modals and polls (spec 1 §4 "Global modals"): managers write them; a student gets the active
 * ones of their platform for an action, each until viewed once — for LESSON_DONE and HOMEWORK_DONE once
 * per event the server recorded (a lesson watched, a homework checked) after the modal was created.
 */
export function createGlobalModalsService(db: Db, clock: Clock, feed?: ChangeFeed) {
  function visibleTo(viewer: ModalViewer): SQL {
    const cond = and(
      eq(globalModals.isActive, true),
      or(isNull(globalModals.platform), eq(globalModals.platform, viewer.platform)),
      sql`(${globalModals.studentIds} is null or ${viewer.id} = any(${globalModals.studentIds}))`,
    );
    if (!cond) throw new Error('unreachable');
    return cond;
  }

  /** The student's events of an event action, newest first (pending ones only for lessons). */
  async function eventsOf(action: ModalAction, userId: number): Promise<PendingEvent[]> {
    if (action === 'LESSON_DONE')
      return (await pendingLessonDoneModals(db, userId)).map((w) => ({ itemId: w.lessonId, at: w.at }));
    if (action === 'HOMEWORK_DONE')
      return (await homeworkDoneEvents(db, userId)).map((e) => ({ itemId: e.submissionId, at: e.at }));
    return [];
  }

  async function pollsOf(modalIds: number[]): Promise<Map<number, Poll[]>> {
    const byModal = new Map<number, Poll[]>();
    if (modalIds.length === 0) return byModal;
    const polls = await db
      .select()
      .from(globalPolls)
      .where(inArray(globalPolls.modalId, modalIds))
      .orderBy(asc(globalPolls.order), asc(globalPolls.id));
    const variants = polls.length
      ? await db
          .select()
          .from(globalPollVariants)
          .where(
            inArray(
              globalPollVariants.pollId,
              polls.map((p) => p.id),
            ),
          )
          .orderBy(asc(globalPollVariants.order), asc(globalPollVariants.id))
      : [];
    for (const p of polls) {
      const list = byModal.get(p.modalId) ?? [];
      list.push({
        id: p.id,
        type: p.type,
        question: p.question,
        variants: variants
          .filter((v) => v.pollId === p.id)
          .map((v) => ({ id: v.id, text: v.text, description: v.description })),
      });
      byModal.set(p.modalId, list);
    }
    return byModal;
  }

  function toStudentModal(m: ModalRow, polls: Poll[], itemId: number | null): StudentModal {
    return {
      id: m.id,
      action: m.action,
      showStyle: m.showStyle,
      title: m.title,
      showTitle: m.showTitle,
      textContent: m.textContent,
      image: m.image,
      video: m.video,
      redirectUrl: m.redirectUrl,
      buttonText: m.buttonText,
      canSkip: m.canSkip,
      isActive: m.isActive,
      itemId,
      polls,
    };
  }

  async function visibleModal(viewer: ModalViewer, modalId: number): Promise<ModalRow> {
    const [modal] = await db
      .select()
      .from(globalModals)
      .where(and(eq(globalModals.id, modalId), visibleTo(viewer)));
    if (!modal) throw new ModalNotFound();
    return modal;
  }

  /** The active modals of every platform, in order, with their polls: kept while no modal is told. */
  async function readActive() {
    const modals = await db
      .select()
      .from(globalModals)
      .where(eq(globalModals.isActive, true))
      .orderBy(asc(globalModals.order), asc(globalModals.id));
    return { modals, polls: await pollsOf(modals.map((m) => m.id)) };
  }
  const keptActive = keepWhile(() => versionsOf(feed, ['modals']), readActive, 1);

  /**
   * A student's views (`<modal>:<item>`) and, for the event actions of the active modals, their events:
   * kept while the feed tells nothing of their modals (views, homework events) or lessons (watches).
   */
  async function readMine(userId: number) {
    const active = await keptActive(0);
    const events = new Map<ModalAction, PendingEvent[]>();
    for (const m of active.modals)
      if (isEventModalAction(m.action) && !events.has(m.action))
        events.set(m.action, await eventsOf(m.action, userId));
    const views = await db
      .select({ modalId: globalModalViews.modalId, itemId: globalModalViews.itemId })
      .from(globalModalViews)
      .where(eq(globalModalViews.userId, userId));
    return { events, viewed: new Set(views.map((v) => `${v.modalId}:${v.itemId}`)) };
  }
  const keptMine = keepWhile(
    (userId: number) => versionsOf(feed, ['modals', userId], ['lessons', userId]),
    readMine,
  );

  return {
    async listForStudent(viewer: ModalViewer, query: StudentModalsQuery): Promise<StudentModalsResponse> {
      const active = await keptActive(0);
      const since = query.lastUpdate === undefined ? null : new Date(query.lastUpdate).getTime();
      const candidates = active.modals.filter(
        (m) =>
          (m.platform === null || m.platform === viewer.platform) &&
          (m.studentIds === null || m.studentIds.includes(viewer.id)) &&
          (!query.action || m.action === query.action) &&
          (!query.showStyle || m.showStyle === query.showStyle) &&
          // To the millisecond, as the updateTime a client sends back was said.
          (since === null || m.updatedAt.getTime() > since),
      );
      const mine = await keptMine(viewer.id);
      const shown: { modal: ModalRow; itemId: number | null }[] = [];
      for (const m of candidates) {
        if (isEventModalAction(m.action)) {
          // The newest event after the modal was created (and of its item, when it has one) shows it once.
          const event = (mine.events.get(m.action) ?? []).find(
            (e) =>
              e.at >= m.createdAt &&
              (m.itemId === null || e.itemId === m.itemId) &&
              (query.itemId === undefined || e.itemId === query.itemId),
          );
          if (event && !mine.viewed.has(`${m.id}:${event.itemId}`))
            shown.push({ modal: m, itemId: event.itemId });
          continue;
        }
        if (mine.viewed.has(`${m.id}:${NO_ITEM}`)) continue;
        // A modal for one item shows only when the action fires for that item.
        if (m.itemId !== null && m.itemId !== query.itemId) continue;
        shown.push({ modal: m, itemId: m.itemId });
      }
      const latest = candidates.reduce<Date | null>(
        (acc, m) => (acc === null || m.updatedAt > acc ? m.updatedAt : acc),
        null,
      );
      return {
        modals: shown.map((s) => toStudentModal(s.modal, active.polls.get(s.modal.id) ?? [], s.itemId)),
        updateTime: latest ? latest.toISOString() : null,
      };
    },

    /** Marks a modal viewed by the student, once (a repeat answers with the first viewing). */
    async markViewed(viewer: ModalViewer, modalId: number, itemId?: number) {
      const modal = await visibleModal(viewer, modalId);
      let item = NO_ITEM;
      if (isEventModalAction(modal.action)) {
        const events = await eventsOf(modal.action, viewer.id);
        const [existing] = await db
          .select({ itemId: globalModalViews.itemId })
          .from(globalModalViews)
          .where(
            and(
              eq(globalModalViews.modalId, modal.id),
              eq(globalModalViews.userId, viewer.id),
              itemId === undefined ? undefined : eq(globalModalViews.itemId, itemId),
            ),
          )
          .limit(1);
        const event = itemId === undefined ? events[0] : events.find((e) => e.itemId === itemId);
        if (event) item = event.itemId;
        else if (existing && itemId !== undefined) item = existing.itemId;
        // Not the student's event (another student's lesson, a made-up id): nothing to view.
        else throw new NotFound();
      }
      const at = clock();
      await db
        .insert(globalModalViews)
        .values({ modalId: modal.id, userId: viewer.id, itemId: item, viewedAt: at })
        .onConflictDoNothing();
      const [view] = await db
        .select({ viewedAt: globalModalViews.viewedAt })
        .from(globalModalViews)
        .where(
          and(
            eq(globalModalViews.modalId, modal.id),
            eq(globalModalViews.userId, viewer.id),
            eq(globalModalViews.itemId, item),
          ),
        );
      if (modal.action === 'LESSON_DONE') await settleLessonDone(viewer, item, at);
      return { id: modal.id, viewedAt: (view?.viewedAt ?? at).toISOString() };
    },

    /**
     * Answers polls: each checked against the poll's type (spec 1 §4 send rules) and its own variants; one
     * answer per student and poll, a repeat changes nothing. Answering marks the modal viewed.
     */
    async answerPolls(viewer: ModalViewer, answers: PollAnswer[]) {
      const pollIds = [...new Set(answers.map((a) => a.pollId))];
      const polls = await db
        .select({ id: globalPolls.id, modalId: globalPolls.modalId, type: globalPolls.type })
        .from(globalPolls)
        .innerJoin(globalModals, eq(globalModals.id, globalPolls.modalId))
        .where(and(inArray(globalPolls.id, pollIds), visibleTo(viewer)));
      const variants = polls.length
        ? await db
            .select({ id: globalPollVariants.id, pollId: globalPollVariants.pollId })
            .from(globalPollVariants)
            .where(
              inArray(
                globalPollVariants.pollId,
                polls.map((p) => p.id),
              ),
            )
        : [];
      const errors: FieldError[] = [];
      answers.forEach((a, i) => {
        const poll = polls.find((p) => p.id === a.pollId && p.modalId === a.modalId);
        if (!poll) throw new NotFound('poll_not_found');
        const own = new Set(variants.filter((v) => v.pollId === poll.id).map((v) => v.id));
        if (a.pollAnswers.some((id) => !own.has(id))) {
          errors.push({
            attr: `polls_answers.${i}.poll_answers`,
            code: 'poll_variant_unknown',
            message: 'poll_variant_unknown',
          });
          return;
        }
        const problem = pollAnswerProblem(poll.type, a);
        if (problem)
          errors.push({
            attr: `polls_answers.${i}.${problem === 'poll_text_required' ? 'text_feedback' : 'poll_answers'}`,
            code: problem,
            message: problem,
          });
      });
      if (errors.length) throw new ValidationFailed(errors);
      const at = clock();
      await db.transaction(async (tx) => {
        for (const a of answers) {
          await tx
            .insert(globalPollAnswers)
            .values({
              pollId: a.pollId,
              modalId: a.modalId,
              userId: viewer.id,
              variantIds: [...new Set(a.pollAnswers)],
              textFeedback: a.textFeedback,
              createdAt: at,
            })
            .onConflictDoNothing();
        }
        const plainModals = [...new Set(answers.map((a) => a.modalId))];
        await tx
          .insert(globalModalViews)
          .values(
            plainModals.map((modalId) => ({ modalId, userId: viewer.id, itemId: NO_ITEM, viewedAt: at })),
          )
          .onConflictDoNothing();
      });
      return { answered: pollIds };
    },

    // Managers.
    async list(): Promise<{ count: number; results: ManagerModal[] }> {
      const modals = await db
        .select()
        .from(globalModals)
        .orderBy(asc(globalModals.action), asc(globalModals.order), asc(globalModals.id));
      const ids = modals.map((m) => m.id);
      const polls = await pollsOf(ids);
      const views = ids.length
        ? await db
            .select({ modalId: globalModalViews.modalId, n: count() })
            .from(globalModalViews)
            .where(inArray(globalModalViews.modalId, ids))
            .groupBy(globalModalViews.modalId)
        : [];
      const answers = ids.length
        ? await db
            .select({ pollId: globalPollAnswers.pollId, n: count() })
            .from(globalPollAnswers)
            .where(inArray(globalPollAnswers.modalId, ids))
            .groupBy(globalPollAnswers.pollId)
        : [];
      const results = modals.map((m) => ({
        ...toStudentModal(m, [], m.itemId),
        platform: m.platform,
        studentIds: m.studentIds,
        order: m.order,
        viewsCount: views.find((v) => v.modalId === m.id)?.n ?? 0,
        createdAt: m.createdAt.toISOString(),
        updatedAt: m.updatedAt.toISOString(),
        polls: (polls.get(m.id) ?? []).map((p) => ({
          ...p,
          answersCount: answers.find((a) => a.pollId === p.id)?.n ?? 0,
        })),
      }));
      return { count: results.length, results };
    },

    async create(managerId: number | null, input: NewModalData): Promise<number> {
      return createGlobalModal(db, managerId, input, clock());
    },

    async setActive(modalId: number, isActive: boolean): Promise<void> {
      const updated = await db
        .update(globalModals)
        .set({ isActive, updatedAt: clock() })
        .where(eq(globalModals.id, modalId))
        .returning({ id: globalModals.id });
      if (updated.length === 0) throw new ModalNotFound();
    },
  };

  /**
   * Once every LESSON_DONE modal the student may see has been viewed for this lesson, the lessons area's
   * pending rows are settled: earlier lessons do not queue the same modals again.
   */
  async function settleLessonDone(viewer: ModalViewer, lessonId: number, at: Date) {
    const modals = await db
      .select({ id: globalModals.id })
      .from(globalModals)
      .where(
        and(
          eq(globalModals.action, 'LESSON_DONE'),
          visibleTo(viewer),
          or(isNull(globalModals.itemId), eq(globalModals.itemId, lessonId)),
        ),
      );
    const seen = await db
      .select({ modalId: globalModalViews.modalId })
      .from(globalModalViews)
      .where(and(eq(globalModalViews.userId, viewer.id), eq(globalModalViews.itemId, lessonId)));
    if (modals.some((m) => !seen.some((s) => s.modalId === m.id))) return;
    for (const pending of await pendingLessonDoneModals(db, viewer.id))
      await markLessonDoneSeen(db, viewer.id, pending.lessonId, at);
  }
}

export type GlobalModalsService = ReturnType<typeof createGlobalModalsService>;

/** Writes a modal with its polls and their variants (scale polls get one variant per score). */
export async function createGlobalModal(
  db: Db,
  managerId: number | null,
  input: NewModalData,
  at = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const { polls, ...fields } = input;
    const [modal] = await tx
      .insert(globalModals)
      .values({ ...fields, createdBy: managerId, createdAt: at, updatedAt: at })
      .returning({ id: globalModals.id });
    if (!modal) throw new ClientError(500, 'error');
    for (const [order, p] of polls.entries()) {
      const [poll] = await tx
        .insert(globalPolls)
        .values({ modalId: modal.id, type: p.type, question: p.question, order })
        .returning({ id: globalPolls.id });
      if (!poll) throw new ClientError(500, 'error');
      const variants =
        p.type === 'SCALE_POLL'
          ? Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => ({
              text: String(SCALE_MIN + i),
              description: '',
            }))
          : p.variants;
      if (variants.length)
        await tx.insert(globalPollVariants).values(
          variants.map((v, i) => ({
            pollId: poll.id,
            text: v.text,
            description: v.description,
            order: i,
          })),
        );
    }
    return modal.id;
  });
}
