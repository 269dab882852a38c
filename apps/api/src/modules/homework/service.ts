import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  HOMEWORK_CHECKED,
  HOMEWORK_EDITABLE,
  HOMEWORK_EXAM_THRESHOLD,
  HOMEWORK_FILES_PER_TASK,
  type CuratorCheck,
  type HomeworkCompleted,
  type HomeworkDetail,
  type HomeworkFile,
  type HomeworkListQuery,
  type HomeworkPrint,
  type HomeworkStatus,
  type HomeworkTask,
  type Platform,
  type TaskAnswer,
  type TaskResult,
  type UserRole,
} from '@prepa/contracts';
import type { LongAnswerReviewer } from '../../adapters/long-answer-reviewer.js';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { answerPerKept, createFeedCache, keepPerUser } from '../../db/feed-cache.js';
import { oneRow, qualified } from '../../db/sql.js';
import {
  classTypes,
  homework,
  homeworkEvents,
  homeworkFiles,
  homeworkSubmissions,
  homeworkTasks,
  productTypes,
  users,
  waitingForCurator,
} from '../../db/schema/index.js';
import { ClientError, NotFound, PermissionDenied, ValidationFailed } from '../../http/errors.js';
import type { Clock } from '../calendar/index.js';
import { homeworkPoints } from '../gamification/index.js';
import { chargeLife } from '../lives/index.js';
import { writeNotification } from '../notifications/index.js';
import { ownedUntil } from '../shop/index.js';
import { enrolledIn, enrolledTypeIds } from './access.js';
import {
  boardAt,
  boardItem,
  boardStudentColumns,
  boardVersions,
  createHomeworkBoard,
  type BoardPage,
  tasksOnBoard,
} from './board.js';
import { createHomeworkFileSigner, type IncomingFile } from './files.js';
import { notifyScoreStreak } from './reminders.js';
import {
  TransitionForbidden,
  assertTransition,
  autoResults,
  effectiveStatus,
  expOf,
  hasLongTask,
  isAuto,
  longIsCorrect,
  scoreOf,
  validateAnswers,
  type TaskRow,
} from './rules.js';

/** A task answered wrong by an automatic check (for "my mistakes" cards of the training area). */
export interface WrongTask {
  taskId: number;
  homeworkId: number;
  productTypeId: number;
  examTaskNumber: number;
  topic: string;
  text: string;
  explanation: string;
}

export interface HomeworkDeps {
  db: Db;
  clock: Clock;
  /**
   * The database's change feed: while it is live, a student's part of the list and of a homework's
   * read (their courses and submissions) is kept until it tells of a change to them.
   */
  feed?: ChangeFeed;
  /** Called inside the check's transaction when an automatic check finds wrong answers. */
  onWrongTasks?: (tx: Db, userId: number, tasks: WrongTask[]) => Promise<void>;
  /**
   * The pre-check of long answers (CHECKED_BY_NEURO): the configured reviewer (null: none), run on hand-in
   * where the platform's `homework-neuro-precheck` flag is on.
   */
  precheck?: { reviewer: LongAnswerReviewer | null; isOn(platform: Platform): Promise<boolean> };
}

type Submission = typeof homeworkSubmissions.$inferSelect;
type HomeworkRow = typeof homework.$inferSelect;

class NotChecked extends ClientError {
  constructor() {
    super(400, 'homework_not_checked');
  }
}

const HOMEWORK_NOT_FOUND = () => new NotFound('homework_not_found');

/** What a student sees of pre-checked work: the automatic results; long answers still wait for a curator. */
function withoutPrecheck(tasks: readonly TaskRow[], results: readonly TaskResult[]): TaskResult[] {
  const long = new Set(tasks.filter((t) => t.kind === 'LONG').map((t) => t.id));
  return results.map((r) =>
    long.has(r.taskId) ? { ...r, isCorrect: null, points: 0, criteriaScores: {}, comment: '' } : r,
  );
}

const publicTask = (t: TaskRow): HomeworkTask => ({
  id: t.id,
  position: t.position,
  kind: t.kind,
  examTaskNumber: t.examTaskNumber,
  topic: t.topic,
  points: t.points,
  star: t.star,
  text: t.text,
  hint: t.hint,
  theoryUrl: t.theoryUrl,
  payload: t.payload,
  criteria: t.criteria,
});

/** A file of a submission as read for its list (no bytes). */
interface FileRow {
  id: number;
  taskId: number;
  name: string;
  mime: string;
  size: number;
  createdAt: Date;
}
/** The same read through JSON, where the time is text. */
type FileJsonRow = Omit<FileRow, 'createdAt'> & { createdAt: string };

/** A student's submission as the read gives it (JSON), with its files. */
interface SubmissionJson {
  id: number;
  status: HomeworkStatus;
  submitted: boolean;
  answers: Record<string, TaskAnswer>;
  draftSavedAt: string | null;
  results: TaskResult[];
  score: number | null;
  maxScore: number;
  curatorComment: string;
  files: FileJsonRow[];
}

const FILE_NOT_FOUND = () => new NotFound('homework_file_not_found');

export function createHomeworkService(deps: HomeworkDeps) {
  const { db, clock } = deps;
  // The file links' key is read (or made) on first use and kept.
  let signerPromise: ReturnType<typeof createHomeworkFileSigner> | undefined;
  const fileSigner = () =>
    (signerPromise ??= createHomeworkFileSigner(db).catch((error: unknown) => {
      signerPromise = undefined;
      throw error;
    }));

  const submissionOfUser = (userId: number | Placeholder) =>
    and(eq(homeworkSubmissions.homeworkId, homework.id), eq(homeworkSubmissions.userId, userId));

  /** The request's moment (ISO), a placeholder of the student's reads. */
  const nowParam = sql.placeholder('now');
  /** The access check's facts (`access`): enrolled at `now` (placeholder userId), handed in. */
  const enrolledNow = sql<boolean>`${enrolledIn(db, sql.placeholder('userId'), homework.productTypeId, nowParam)}`;
  const handedIn = sql<boolean>`${qualified(homeworkSubmissions.submittedAt)} is not null`;
  /**
   * One query for a student's homework: the homework, their submission (null without one), whether
   * they are enrolled now and have handed it in — the access check in one round trip. Placeholders
   * userId, homeworkId, now (ISO); prepared once on `db`, built again on a transaction's `tx`.
   */
  function accessQuery(tx: Db) {
    return tx
      .select({
        hw: getTableColumns(homework),
        submission: getTableColumns(homeworkSubmissions),
        enrolled: enrolledNow,
        submitted: handedIn,
      })
      .from(homework)
      .leftJoin(homeworkSubmissions, submissionOfUser(sql.placeholder('userId')))
      .where(eq(homework.id, sql.placeholder('homeworkId')));
  }
  const preparedAccess = accessQuery(db).prepare('homework_access');
  const preparedTasks = tasksQuery(db, sql.placeholder('homeworkId')).prepare('homework_tasks');

  /** The submission's files (without their bytes) as a JSON array, oldest first; empty without one. */
  const filesJson = sql<
    FileJsonRow[]
  >`(select coalesce(json_agg(json_build_object('id', ${qualified(homeworkFiles.id)}, 'taskId', ${qualified(homeworkFiles.taskId)}, 'name', ${qualified(homeworkFiles.name)}, 'mime', ${qualified(homeworkFiles.mime)}, 'size', ${qualified(homeworkFiles.size)}, 'createdAt', ${qualified(homeworkFiles.createdAt)}) order by ${qualified(homeworkFiles.id)}), '[]'::json) from ${homeworkFiles} where ${qualified(homeworkFiles.submissionId)} = ${qualified(homeworkSubmissions.id)})`;

  const isoText = (column: AnyPgColumn) =>
    sql`to_char(${qualified(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  /**
   * The read of one homework, one round trip: the homework board's stamp (the homework, its course and
   * tasks come from the board, `board.ts`), the courses the student is enrolled in at `now`, and their
   * submission's parts the page shows with its files, as JSON text (`SubmissionJson`, null without
   * one). Placeholders userId, homeworkId, now (ISO).
   */
  const preparedDetail = db
    .select({
      ...boardStudentColumns(db, sql.placeholder('userId'), nowParam),
      submission: sql<string | null>`(select json_build_object(
          'id', ${qualified(homeworkSubmissions.id)}, 'status', ${qualified(homeworkSubmissions.status)},
          'submitted', ${handedIn},
          'answers', ${qualified(homeworkSubmissions.answers)},
          'draftSavedAt', ${isoText(homeworkSubmissions.draftSavedAt)},
          'results', ${qualified(homeworkSubmissions.results)},
          'score', ${qualified(homeworkSubmissions.score)},
          'maxScore', ${qualified(homeworkSubmissions.maxScore)},
          'curatorComment', ${qualified(homeworkSubmissions.curatorComment)},
          'files', ${filesJson})::text
        from ${homeworkSubmissions}
        where ${qualified(homeworkSubmissions.homeworkId)} = ${sql.placeholder('homeworkId')}
          and ${qualified(homeworkSubmissions.userId)} = ${sql.placeholder('userId')})`,
    })
    .from(oneRow)
    .prepare('homework_detail');

  const board = createHomeworkBoard(db, deps.feed);
  /** The detail statement's row per student and homework, kept while the feed tells of no change. */
  const detailRow = keepPerUser(
    (userId) => boardVersions(deps.feed, userId),
    async (userId, homeworkId: number, now) => {
      const [row] = await preparedDetail.execute({ userId, homeworkId, now: new Date(now).toISOString() });
      if (!row) throw new Error('the homework read gave no row');
      return { value: row, until: row.until, keep: row.stamp !== '' };
    },
  );
  /**
   * A page of the student's list: how many match and the page's items as JSON text (the items of
   * `HomeworkListItem`, in order), from the homework board kept in memory (`board.ts`).
   */
  async function list(userId: number, q: HomeworkListQuery): Promise<BoardPage> {
    return board(userId, q, clock());
  }

  async function loadHomework(tx: Db, homeworkId: number): Promise<HomeworkRow> {
    const [hw] = await tx.select().from(homework).where(eq(homework.id, homeworkId));
    if (!hw) throw HOMEWORK_NOT_FOUND();
    return hw;
  }

  function tasksQuery(tx: Db, homeworkId: number | Placeholder) {
    return tx
      .select()
      .from(homeworkTasks)
      .where(eq(homeworkTasks.homeworkId, homeworkId))
      .orderBy(asc(homeworkTasks.position));
  }
  async function tasksOf(tx: Db, homeworkId: number): Promise<TaskRow[]> {
    return tasksQuery(tx, homeworkId);
  }

  async function submissionOf(tx: Db, userId: number, homeworkId: number, lock = false) {
    const q = tx
      .select()
      .from(homeworkSubmissions)
      .where(and(eq(homeworkSubmissions.userId, userId), eq(homeworkSubmissions.homeworkId, homeworkId)));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  }

  /**
   * The homework for its student, with the submission read to decide (unlocked): 404 unknown, 403 not
   * enrolled (unless work was already handed in).
   */
  async function studentHomeworkAndSubmission(tx: Db, userId: number, homeworkId: number) {
    // Outside a transaction the prepared statement serves (a prepared statement is bound to the pool).
    const query = tx === db ? preparedAccess : accessQuery(tx);
    const [row] = await query.execute({ userId, homeworkId, now: clock().toISOString() });
    const { hw, submission } = access(row);
    return { hw, sub: submission };
  }

  /** 404 unknown, 403 not enrolled (unless work was already handed in); else the row. */
  function access<R extends { enrolled: boolean; submitted: boolean }>(row: R | undefined): R {
    if (!row) throw HOMEWORK_NOT_FOUND();
    if (!row.enrolled && !row.submitted) throw new PermissionDenied('homework_not_enrolled');
    return row;
  }

  async function studentHomework(tx: Db, userId: number, homeworkId: number) {
    return (await studentHomeworkAndSubmission(tx, userId, homeworkId)).hw;
  }

  /** The student's submission row, created (UNDONE) on the first write and locked for this transaction. */
  async function lockedSubmission(tx: Db, userId: number, hw: HomeworkRow): Promise<Submission> {
    // Usually the row exists: lock it at once; the insert (a no-op then) only when it was missing.
    const existing = await submissionOf(tx, userId, hw.id, true);
    if (existing) return existing;
    await tx
      .insert(homeworkSubmissions)
      .values({
        homeworkId: hw.id,
        userId,
        status: effectiveStatus(null, hw.deadline, clock()),
      })
      .onConflictDoNothing();
    const sub = await submissionOf(tx, userId, hw.id, true);
    if (!sub) throw new Error('submission not written');
    return sub;
  }

  /**
   * A student's homework as its page shows it. `json` is the row it was made from, which names all the
   * answer shows (statuses at this moment included): the same `json` gives the same answer, so it can
   * be shared — unless `shareable` is false (the files' links are signed for this moment).
   */
  async function detail(userId: number, homeworkId: number) {
    const now = clock();
    const row = await detailRow(userId, homeworkId, now.getTime());
    const board = await boardAt(db, row.stamp);
    const hw = board.byId.get(homeworkId);
    if (!hw) throw HOMEWORK_NOT_FOUND();
    const sub = row.submission === null ? null : (JSON.parse(row.submission) as SubmissionJson);
    access({ enrolled: row.courses.includes(hw.productTypeId), submitted: sub?.submitted ?? false });
    const item = boardItem(hw, sub, effectiveStatus(sub, new Date(hw.deadline), now));
    const beforeDeadline = hw.deadline > now.getTime();
    const files = sub?.files ?? [];
    const build = async (): Promise<HomeworkDetail> => {
      const tasks = await tasksOnBoard(board, homeworkId, () => preparedTasks.execute({ homeworkId }));
      const checked = HOMEWORK_CHECKED.includes(item.status);
      return {
        ...item,
        tasks: tasks.map(publicTask),
        files: await signedFiles(
          files.map((f) => ({ ...f, createdAt: new Date(f.createdAt) })),
          now,
        ),
        answers: sub?.answers ?? {},
        draftSavedAt: sub?.draftSavedAt ?? null,
        editable: HOMEWORK_EDITABLE.includes(item.status) && (item.status === 'RESENT' || beforeDeadline),
        results:
          checked || item.status === 'DONE'
            ? (sub?.results ?? [])
            : item.status === 'CHECKED_BY_NEURO' && sub
              ? withoutPrecheck(tasks, sub.results)
              : [],
        passed: checked && sub ? passed(sub) : null,
        curatorComment:
          (item.status === 'RESENT' || item.status === 'REFUSED') && sub?.curatorComment
            ? sub.curatorComment
            : null,
      };
    };
    // What the answer shows: the board (by its stamp: the homework, course and tasks), the homework,
    // the submission and the two facts that move with the clock. Without a stamp nothing is shared.
    const key = `${row.stamp}\n${homeworkId}\n${item.status}\n${beforeDeadline}\n${row.submission ?? ''}`;
    return { json: key, shareable: files.length === 0 && row.stamp !== '', build };
  }

  const passed = (s: Pick<Submission, 'score' | 'maxScore'>) =>
    s.maxScore > 0 && ((s.score ?? 0) * 100) / s.maxScore >= HOMEWORK_EXAM_THRESHOLD;

  /** Refuses writes once handed in, and for UNDONE work past its deadline (the job makes it EXPIRED). */
  function assertEditable(sub: Pick<Submission, 'status'>, hw: HomeworkRow) {
    const overdue = sub.status === 'UNDONE' && hw.deadline.getTime() <= clock().getTime();
    if (!HOMEWORK_EDITABLE.includes(sub.status) || overdue) {
      assertTransition(overdue ? 'EXPIRED' : sub.status, 'DONE');
      throw new Error('unreachable');
    }
  }

  async function saveDraft(userId: number, homeworkId: number, answers: Record<string, TaskAnswer>) {
    // The access check and the tasks are plain reads (no lock, each statement sees committed rows
    // either way): made before the transaction, they run as prepared statements. What decides the
    // write (the submission's status) is read under its lock inside.
    const hw = await studentHomework(db, userId, homeworkId);
    validateAnswers(await preparedTasks.execute({ homeworkId: hw.id }), answers);
    return db.transaction(async (tx) => {
      const sub = await lockedSubmission(tx, userId, hw);
      assertEditable(sub, hw);
      const at = clock();
      await tx
        .update(homeworkSubmissions)
        .set({ answers: { ...sub.answers, ...answers }, draftSavedAt: at })
        .where(eq(homeworkSubmissions.id, sub.id));
      return { draftSavedAt: at.toISOString() };
    });
  }

  /** A submission's files with fresh signed links, oldest first. */
  async function filesOf(tx: Db, submissionId: number, taskId?: number): Promise<HomeworkFile[]> {
    const rows = await tx
      .select({
        id: homeworkFiles.id,
        taskId: homeworkFiles.taskId,
        name: homeworkFiles.name,
        mime: homeworkFiles.mime,
        size: homeworkFiles.size,
        createdAt: homeworkFiles.createdAt,
      })
      .from(homeworkFiles)
      .where(
        and(
          eq(homeworkFiles.submissionId, submissionId),
          taskId === undefined ? undefined : eq(homeworkFiles.taskId, taskId),
        ),
      )
      .orderBy(asc(homeworkFiles.id));
    return signedFiles(rows, clock());
  }

  /** Files as rows read (oldest first), each with a fresh signed link. */
  async function signedFiles(rows: readonly FileRow[], now: Date): Promise<HomeworkFile[]> {
    if (rows.length === 0) return [];
    const signer = await fileSigner();
    return rows.map((r) => {
      const link = signer.link(r.id, now);
      return {
        ...r,
        createdAt: r.createdAt.toISOString(),
        url: link.url,
        expiresAt: link.expiresAt.toISOString(),
      };
    });
  }

  /** The homework's task taking files: 404 unknown, 400 not a long answer. */
  async function longTask(tx: Db, homeworkId: number, taskId: number) {
    const [task] = await tx
      .select({ id: homeworkTasks.id, kind: homeworkTasks.kind })
      .from(homeworkTasks)
      .where(and(eq(homeworkTasks.id, taskId), eq(homeworkTasks.homeworkId, homeworkId)));
    if (!task) throw HOMEWORK_NOT_FOUND();
    if (task.kind !== 'LONG') throw ValidationFailed.field('task_id', 'invalid', 'homework_file_task');
    return task;
  }

  /**
   * Attaches a file to a long answer while the work is editable. Access, task and status are checked
   * before the body is read (`read` checks size and type); the count per task under the submission lock.
   */
  async function uploadFile(
    userId: number,
    homeworkId: number,
    taskId: number,
    read: () => Promise<IncomingFile>,
  ): Promise<HomeworkFile> {
    const { hw, sub } = await studentHomeworkAndSubmission(db, userId, homeworkId);
    await longTask(db, hw.id, taskId);
    assertEditable(sub ?? { status: 'UNDONE' }, hw);
    const file = await read();
    const id = await db.transaction(async (tx) => {
      const locked = await lockedSubmission(tx, userId, hw);
      assertEditable(locked, hw);
      const [n] = await tx
        .select({ n: count() })
        .from(homeworkFiles)
        .where(and(eq(homeworkFiles.submissionId, locked.id), eq(homeworkFiles.taskId, taskId)));
      if ((n?.n ?? 0) >= HOMEWORK_FILES_PER_TASK) {
        throw new ClientError(400, 'homework_files_limit', 'homework_files_limit', {
          n: HOMEWORK_FILES_PER_TASK,
        });
      }
      const [row] = await tx
        .insert(homeworkFiles)
        .values({
          userId,
          submissionId: locked.id,
          taskId,
          name: file.name,
          mime: file.mime,
          size: file.data.length,
          data: file.data,
          createdAt: clock(),
        })
        .returning({ id: homeworkFiles.id, submissionId: homeworkFiles.submissionId });
      if (!row) throw new Error('file not written');
      return row;
    });
    const files = await filesOf(db, id.submissionId, taskId);
    const made = files.find((f) => f.id === id.id);
    if (!made) throw FILE_NOT_FOUND();
    return made;
  }

  /** Removes one of the student's files while the work is editable; 404 for anyone else's. */
  async function deleteFile(userId: number, homeworkId: number, taskId: number, fileId: number) {
    return db.transaction(async (tx) => {
      const hw = await loadHomework(tx, homeworkId);
      const sub = await submissionOf(tx, userId, homeworkId, true);
      if (!sub) throw FILE_NOT_FOUND();
      const where = and(
        eq(homeworkFiles.id, fileId),
        eq(homeworkFiles.submissionId, sub.id),
        eq(homeworkFiles.taskId, taskId),
      );
      const [file] = await tx.select({ id: homeworkFiles.id }).from(homeworkFiles).where(where);
      if (!file) throw FILE_NOT_FOUND();
      await studentHomework(tx, userId, homeworkId);
      assertEditable(sub, hw);
      await tx.delete(homeworkFiles).where(where);
      return { files: await filesOf(tx, sub.id, taskId) };
    });
  }

  /** The bytes behind a signed link: 404 for a bad signature or no file, 403 once expired. */
  async function fileDownload(fileId: number, expires: number, signature: string) {
    const verdict = (await fileSigner()).verify(fileId, expires, signature, clock());
    if (verdict === 'bad') throw FILE_NOT_FOUND();
    if (verdict === 'expired') throw new ClientError(403, 'homework_file_link_expired');
    const [row] = await db
      .select({ name: homeworkFiles.name, mime: homeworkFiles.mime, data: homeworkFiles.data })
      .from(homeworkFiles)
      .where(eq(homeworkFiles.id, fileId));
    if (!row) throw FILE_NOT_FOUND();
    return row;
  }

  async function event(
    tx: Db,
    e: Omit<typeof homeworkEvents.$inferInsert, 'id' | 'createdAt'>,
  ): Promise<void> {
    await tx
      .insert(homeworkEvents)
      .values({ ...e, createdAt: clock() })
      .onConflictDoNothing();
  }

  /**
   * The end of a check (site or curator): score, exp once per submission (ledger key), HOMEWORK_DONE once,
   * a life once per homework when a task failed, "my mistakes" for wrong automatic tasks.
   */
  async function finishCheck(
    tx: Db,
    sub: Submission,
    hw: HomeworkRow,
    tasks: TaskRow[],
    results: TaskResult[],
    to: HomeworkStatus,
    actorId: number | null,
  ) {
    const at = clock();
    const { score, maxScore } = scoreOf(results);
    await tx
      .update(homeworkSubmissions)
      .set({
        status: to,
        results,
        score,
        maxScore,
        checkedAt: at,
        ...(actorId ? { curatorId: actorId } : {}),
      })
      .where(eq(homeworkSubmissions.id, sub.id));
    await event(tx, {
      submissionId: sub.id,
      userId: sub.userId,
      kind: 'STATUS_CHANGED',
      fromStatus: sub.status,
      toStatus: to,
      actorId,
    });
    const exp = expOf(tasks, results);
    const solved = results.filter((r) => r.isCorrect).length;
    const credit =
      exp > 0
        ? await homeworkPoints(tx, { userId: sub.userId, submissionId: sub.id, tasksSolved: solved, exp, at })
        : { credited: false, amount: 0 };
    await event(tx, {
      submissionId: sub.id,
      userId: sub.userId,
      kind: 'HOMEWORK_DONE',
      toStatus: to,
      actorId,
      payload: { homeworkId: hw.id, title: hw.title, score, maxScore, exp: credit.amount },
      eventKey: `homework-done:${sub.id}`,
    });
    if (actorId !== null) {
      // A curator's verdict reaches the student at once (the site's own check is shown on submit).
      const recheck = HOMEWORK_CHECKED.includes(sub.status);
      await writeNotification(tx, {
        userId: sub.userId,
        type: recheck ? 'homework_rechecked' : 'homework_checked',
        itemId: hw.id,
        params: { title: hw.title, points: score, maxPoints: maxScore },
        key: recheck ? `homework_rechecked:${sub.id}:${at.toISOString()}` : `homework_checked:${sub.id}`,
        at,
      });
    }
    await notifyScoreStreak(tx, sub.userId, sub.id, at);
    const byId = new Map(tasks.map((t) => [t.id, t]));
    const wrong = results.filter((r) => r.isCorrect === false);
    if (wrong.length > 0) {
      await chargeLife(tx, { userId: sub.userId, homeworkId: hw.id, title: hw.title, at });
      const autoWrong = wrong.flatMap((r) => {
        const t = byId.get(r.taskId);
        return t && isAuto(t)
          ? [
              {
                taskId: t.id,
                homeworkId: hw.id,
                productTypeId: hw.productTypeId,
                examTaskNumber: t.examTaskNumber,
                topic: t.topic,
                text: t.text,
                explanation: t.explanation,
              },
            ]
          : [];
      });
      if (autoWrong.length > 0 && deps.onWrongTasks) await deps.onWrongTasks(tx, sub.userId, autoWrong);
    }
    return { status: to, score, maxScore, expCredited: credit.amount };
  }

  /**
   * The rubric pre-check of the long answers where the student's platform has homework-neuro-precheck on:
   * results with preliminary criteria scores (and a note) for the curator, or null (no pre-check).
   */
  async function precheck(
    reviewer: LongAnswerReviewer | null,
    tasks: TaskRow[],
    answers: Record<string, TaskAnswer>,
    results: TaskResult[],
  ): Promise<TaskResult[] | null> {
    if (!reviewer) return null;
    const byId = new Map(tasks.map((t) => [t.id, t]));
    const out: TaskResult[] = [];
    for (const r of results) {
      const t = byId.get(r.taskId);
      const answer = answers[String(r.taskId)];
      if (!t || t.kind !== 'LONG') {
        out.push(r);
        continue;
      }
      const review = await reviewer.review({
        criteria: t.criteria,
        answer: answer?.kind === 'LONG' ? answer.text : '',
        key: t.answerKey,
      });
      const points = Math.min(
        t.points,
        Object.values(review.criteriaScores).reduce((sum, v) => sum + v, 0),
      );
      out.push({
        ...r,
        isCorrect: longIsCorrect(points, t.points),
        points,
        criteriaScores: review.criteriaScores,
        comment: review.note,
      });
    }
    return out;
  }

  /** The reviewer when the student's platform has the pre-check on (read before the transaction). */
  async function reviewerFor(userId: number): Promise<LongAnswerReviewer | null> {
    const reviewer = deps.precheck?.reviewer;
    if (!reviewer || !deps.precheck) return null;
    const [user] = await db.select({ platform: users.platform }).from(users).where(eq(users.id, userId));
    return user && (await deps.precheck.isOn(user.platform)) ? reviewer : null;
  }

  async function submit(userId: number, homeworkId: number, answers: Record<string, TaskAnswer>) {
    const reviewer = await reviewerFor(userId);
    return db.transaction(async (tx) => {
      const hw = await studentHomework(tx, userId, homeworkId);
      const tasks = await tasksOf(tx, hw.id);
      validateAnswers(tasks, answers);
      const sub = await lockedSubmission(tx, userId, hw);
      assertEditable(sub, hw);
      const all = { ...sub.answers, ...answers };
      const results = autoResults(tasks, all);
      const at = clock();
      if (hasLongTask(tasks)) {
        assertTransition(sub.status, 'DONE');
        const { score, maxScore } = scoreOf(results);
        const reviewed = await precheck(reviewer, tasks, all, results);
        const status: HomeworkStatus = reviewed ? 'CHECKED_BY_NEURO' : 'DONE';
        if (reviewed) assertTransition('DONE', status);
        await tx
          .update(homeworkSubmissions)
          .set({
            status,
            answers: all,
            results: reviewed ?? results,
            score,
            maxScore,
            submittedAt: at,
            draftSavedAt: at,
          })
          .where(eq(homeworkSubmissions.id, sub.id));
        await event(tx, {
          submissionId: sub.id,
          userId,
          kind: 'STATUS_CHANGED',
          fromStatus: sub.status,
          toStatus: 'DONE',
        });
        if (reviewed) {
          await event(tx, {
            submissionId: sub.id,
            userId,
            kind: 'STATUS_CHANGED',
            fromStatus: 'DONE',
            toStatus: status,
          });
        }
        // The student's answer hides the pre-check's scores: a curator confirms them first.
        return { status, score, maxScore, expCredited: 0 };
      }
      assertTransition(sub.status, 'CHECKED_BY_SITE');
      await tx
        .update(homeworkSubmissions)
        .set({ answers: all, submittedAt: at, draftSavedAt: at })
        .where(eq(homeworkSubmissions.id, sub.id));
      return finishCheck(tx, sub, hw, tasks, results, 'CHECKED_BY_SITE', null);
    });
  }

  async function checkedSubmission(tx: Db, userId: number, homeworkId: number) {
    await studentHomework(tx, userId, homeworkId);
    const sub = await submissionOf(tx, userId, homeworkId);
    if (!sub || !HOMEWORK_CHECKED.includes(sub.status)) throw new NotChecked();
    return sub;
  }

  function completedTasks(tasks: TaskRow[], sub: Submission) {
    const results = new Map(sub.results.map((r) => [r.taskId, r]));
    return tasks.map((t) => ({
      ...publicTask(t),
      answer: sub.answers[String(t.id)] ?? null,
      key: t.answerKey,
      explanation: t.explanation,
      result: results.get(t.id) ?? null,
    }));
  }

  /**
   * A checked submission and its homework's tasks, kept per student and homework while the feed tells of
   * no change to the homework, their submissions, enrolments or the catalogue (a checked work stays open
   * to its student whatever the clock says); a refusal is read again.
   */
  const checkedWork = keepPerUser(
    (userId) => boardVersions(deps.feed, userId),
    async (userId, homeworkId: number) => ({
      value: { sub: await checkedSubmission(db, userId, homeworkId), tasks: await tasksOf(db, homeworkId) },
    }),
  );

  /**
   * The page's answer per kept checked work and the homework read's key (`detail`), one frozen value
   * (`answerPerKept`); not with files (their links are signed per request).
   */
  const completedAnswers = answerPerKept<HomeworkCompleted>();

  async function completed(userId: number, homeworkId: number): Promise<HomeworkCompleted> {
    const work = await checkedWork(userId, homeworkId, clock().getTime());
    const base = await detail(userId, homeworkId);
    const make = async () => ({ ...(await base.build()), tasks: completedTasks(work.tasks, work.sub) });
    return base.shareable ? completedAnswers(work, base.json, make) : make();
  }

  /** Automatic tasks answered wrong and not fixed yet. */
  function wrongTasks(tasks: TaskRow[], sub: Submission): TaskRow[] {
    const wrong = new Set(
      sub.results.filter((r) => r.isCorrect === false && !r.fixedAt).map((r) => r.taskId),
    );
    return tasks.filter((t) => wrong.has(t.id) && isAuto(t));
  }

  async function workOnBugs(userId: number, homeworkId: number) {
    const sub = await checkedSubmission(db, userId, homeworkId);
    const hw = await loadHomework(db, homeworkId);
    return {
      homeworkId,
      title: hw.title,
      status: sub.status,
      tasks: wrongTasks(await tasksOf(db, homeworkId), sub).map(publicTask),
    };
  }

  /** One re-asked task: a right answer records TASK_FIXED; all fixed → CHECKED. No extra exp. */
  async function fixTask(userId: number, homeworkId: number, taskId: number, answer: TaskAnswer) {
    return db.transaction(async (tx) => {
      await studentHomework(tx, userId, homeworkId);
      const sub = await submissionOf(tx, userId, homeworkId, true);
      if (!sub || !HOMEWORK_CHECKED.includes(sub.status)) throw new NotChecked();
      const tasks = await tasksOf(tx, homeworkId);
      const open = wrongTasks(tasks, sub);
      const task = open.find((t) => t.id === taskId);
      if (!task) throw ValidationFailed.field('task_id', 'invalid', 'homework_task_not_wrong');
      validateAnswers([task], { [String(task.id)]: answer });
      const right = autoResults([task], { [String(task.id)]: answer })[0]?.isCorrect === true;
      if (!right) return { isCorrect: false, remaining: open.length, status: sub.status };
      const at = clock();
      const results = sub.results.map((r) => (r.taskId === taskId ? { ...r, fixedAt: at.toISOString() } : r));
      const remaining = open.length - 1;
      const status: HomeworkStatus = remaining === 0 && sub.status !== 'CHECKED' ? 'CHECKED' : sub.status;
      if (status !== sub.status) assertTransition(sub.status, status);
      await tx.update(homeworkSubmissions).set({ results, status }).where(eq(homeworkSubmissions.id, sub.id));
      await event(tx, {
        submissionId: sub.id,
        userId,
        kind: 'TASK_FIXED',
        taskId,
        payload: { homeworkId, answer },
        eventKey: `task-fixed:${sub.id}:${taskId}`,
      });
      if (status !== sub.status) {
        await event(tx, {
          submissionId: sub.id,
          userId,
          kind: 'STATUS_CHANGED',
          fromStatus: sub.status,
          toStatus: status,
        });
      }
      return { isCorrect: true, remaining, status };
    });
  }

  async function print(userId: number, submissionId: number): Promise<HomeworkPrint> {
    const [row] = await db
      .select({
        sub: homeworkSubmissions,
        hw: homework,
        course: productTypes.title,
        first: users.firstName,
        last: users.lastName,
      })
      .from(homeworkSubmissions)
      .innerJoin(homework, eq(homework.id, homeworkSubmissions.homeworkId))
      .innerJoin(productTypes, eq(productTypes.id, homework.productTypeId))
      .innerJoin(users, eq(users.id, homeworkSubmissions.userId))
      .where(and(eq(homeworkSubmissions.id, submissionId), eq(homeworkSubmissions.userId, userId)));
    if (!row) throw HOMEWORK_NOT_FOUND();
    const checked = HOMEWORK_CHECKED.includes(row.sub.status);
    const taskRows = await tasksOf(db, row.hw.id);
    const shown =
      row.sub.status === 'CHECKED_BY_NEURO'
        ? { ...row.sub, results: withoutPrecheck(taskRows, row.sub.results) }
        : row.sub;
    const tasks = completedTasks(taskRows, shown);
    return {
      submissionId: row.sub.id,
      title: row.hw.title,
      courseTitle: row.course,
      deadline: row.hw.deadline.toISOString(),
      status: row.sub.status,
      studentName: `${row.last} ${row.first}`.trim(),
      tasks: tasks.map((t) => ({
        ...t,
        key: checked ? t.key : null,
        explanation: checked ? t.explanation : null,
      })),
    };
  }

  /* ---------------- reference lists ---------------- */

  async function types(userId: number, now: Date) {
    const ids = await enrolledTypeIds(db, userId, now);
    // The courses owned change by the clock alone when the first enrolment or subscription ends.
    const until = await ownedUntil(db, userId, now);
    if (ids.length === 0) return { value: { results: [] }, until };
    const rows = await db
      .selectDistinct({
        id: productTypes.id,
        title: productTypes.title,
        classTypeId: productTypes.classTypeId,
        subject: classTypes.title,
      })
      .from(productTypes)
      .innerJoin(homework, eq(homework.productTypeId, productTypes.id))
      .leftJoin(classTypes, eq(classTypes.id, productTypes.classTypeId))
      .where(inArray(productTypes.id, ids))
      .orderBy(asc(productTypes.id));
    return { value: { results: rows }, until };
  }

  async function taskNumbers() {
    const rows = await db
      .selectDistinct({
        productTypeId: homework.productTypeId,
        classTypeId: productTypes.classTypeId,
        n: homeworkTasks.examTaskNumber,
      })
      .from(homeworkTasks)
      .innerJoin(homework, eq(homework.id, homeworkTasks.homeworkId))
      .innerJoin(productTypes, eq(productTypes.id, homework.productTypeId))
      .orderBy(asc(homework.productTypeId), asc(homeworkTasks.examTaskNumber));
    const out = new Map<number, { productTypeId: number; classTypeId: number | null; numbers: number[] }>();
    for (const r of rows) {
      const e = out.get(r.productTypeId) ?? {
        productTypeId: r.productTypeId,
        classTypeId: r.classTypeId,
        numbers: [],
      };
      e.numbers.push(r.n);
      out.set(r.productTypeId, e);
    }
    return { results: [...out.values()] };
  }

  async function topics() {
    const rows = await db
      .selectDistinct({ classTypeId: productTypes.classTypeId, topic: homeworkTasks.topic })
      .from(homeworkTasks)
      .innerJoin(homework, eq(homework.id, homeworkTasks.homeworkId))
      .innerJoin(productTypes, eq(productTypes.id, homework.productTypeId))
      .orderBy(asc(productTypes.classTypeId), asc(homeworkTasks.topic));
    const out = new Map<number | null, string[]>();
    for (const r of rows) out.set(r.classTypeId, [...(out.get(r.classTypeId) ?? []), r.topic]);
    return { results: [...out.entries()].map(([classTypeId, t]) => ({ classTypeId, topics: t })) };
  }

  // The same for every student: kept until the feed tells of a change to the homework (their tasks'
  // numbers and topics) or the catalogue (the product types they belong to).
  const sharedVersions = () => versionsOf(deps.feed, ['homework'], ['catalogue']);
  const keptTaskNumbers = createFeedCache<0, Awaited<ReturnType<typeof taskNumbers>>>({
    max: 1,
    versionsOf: sharedVersions,
    read: async () => ({ value: await taskNumbers() }),
  });
  const keptTopics = createFeedCache<0, Awaited<ReturnType<typeof topics>>>({
    max: 1,
    versionsOf: sharedVersions,
    read: async () => ({ value: await topics() }),
  });
  // A student's courses with homework: kept until what they own, the homework or the catalogue changes,
  // or the first of their enrolments and subscriptions ends.
  const keptTypes = createFeedCache({
    versionsOf: (userId: number) => versionsOf(deps.feed, ['owned', userId], ['homework'], ['catalogue']),
    read: (userId: number, now) => types(userId, new Date(now)),
  });

  /* ---------------- curators ---------------- */

  interface Actor {
    id: number;
    role: UserRole;
  }
  const isHead = (a: Actor) => a.role === 'HEAD_CURATOR';

  const queueColumns = {
    submissionId: homeworkSubmissions.id,
    homeworkId: homework.id,
    title: homework.title,
    courseTitle: productTypes.title,
    studentId: users.id,
    first: users.firstName,
    last: users.lastName,
    status: homeworkSubmissions.status,
    submittedAt: homeworkSubmissions.submittedAt,
    deadline: homework.deadline,
    curatorId: homeworkSubmissions.curatorId,
  };
  const queueFrom = () =>
    db
      .select(queueColumns)
      .from(homeworkSubmissions)
      .innerJoin(homework, eq(homework.id, homeworkSubmissions.homeworkId))
      .innerJoin(productTypes, eq(productTypes.id, homework.productTypeId))
      .innerJoin(users, eq(users.id, homeworkSubmissions.userId));
  type QueueRow = Awaited<ReturnType<ReturnType<typeof queueFrom>['execute']>>[number];
  const queueItem = (r: QueueRow) => ({
    submissionId: r.submissionId,
    homeworkId: r.homeworkId,
    title: r.title,
    courseTitle: r.courseTitle,
    studentId: r.studentId,
    studentName: `${r.last} ${r.first}`.trim(),
    status: r.status,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    deadline: r.deadline.toISOString(),
    curatorId: r.curatorId,
  });

  /** Whose work a curator sees: unassigned or their own; a head curator sees everyone's (or one curator's). */
  function visibleTo(actor: Actor, curator?: number): SQL | undefined {
    if (isHead(actor)) return curator === undefined ? undefined : eq(homeworkSubmissions.curatorId, curator);
    return or(isNull(homeworkSubmissions.curatorId), eq(homeworkSubmissions.curatorId, actor.id));
  }

  async function queue(actor: Actor, q: { limit: number; offset: number; curator?: number }) {
    const cond = and(waitingForCurator(), visibleTo(actor, q.curator));
    const [total] = await db.select({ n: count() }).from(homeworkSubmissions).where(cond);
    const rows = await queueFrom()
      .where(cond)
      .orderBy(asc(homeworkSubmissions.submittedAt), asc(homeworkSubmissions.id))
      .limit(q.limit)
      .offset(q.offset);
    return { count: total?.n ?? 0, results: rows.map(queueItem) };
  }

  async function curatorSubmission(actor: Actor, submissionId: number) {
    const [row] = await queueFrom().where(and(eq(homeworkSubmissions.id, submissionId), visibleTo(actor)));
    if (!row) throw HOMEWORK_NOT_FOUND();
    const [sub] = await db.select().from(homeworkSubmissions).where(eq(homeworkSubmissions.id, submissionId));
    if (!sub) throw HOMEWORK_NOT_FOUND();
    return {
      ...queueItem(row),
      tasks: completedTasks(await tasksOf(db, row.homeworkId), sub),
      files: await filesOf(db, sub.id),
    };
  }

  async function lockForCurator(tx: Db, actor: Actor, submissionId: number) {
    const [sub] = await tx
      .select()
      .from(homeworkSubmissions)
      .where(and(eq(homeworkSubmissions.id, submissionId), visibleTo(actor)))
      .for('update');
    if (!sub) throw HOMEWORK_NOT_FOUND();
    return sub;
  }

  /**
   * Scores a submission by criteria (first check or recheck). Locked per submission, so two checks run
   * one after the other; the second is a recheck and credits nothing new (ledger and event keys).
   */
  async function check(actor: Actor, submissionId: number, body: CuratorCheck) {
    return db.transaction(async (tx) => {
      const sub = await lockForCurator(tx, actor, submissionId);
      // Scoring over a pre-check overrides it (a curator's own check); a teacher's first check is theirs.
      const to: HomeworkStatus =
        sub.status === 'CHECKED_BY_NEURO'
          ? 'CHECKED_BY_CURATOR'
          : sub.status === 'DONE'
            ? actor.role === 'TEACHER_ROLE'
              ? 'CHECKED_BY_TEACHER'
              : 'CHECKED_BY_CURATOR'
            : sub.status;
      assertTransition(sub.status, to);
      const hw = await loadHomework(tx, sub.homeworkId);
      const tasks = await tasksOf(tx, hw.id);
      const given = new Map(body.tasks.map((t) => [t.taskId, t]));
      for (const id of given.keys()) {
        if (!tasks.some((t) => t.id === id))
          throw ValidationFailed.field('tasks', 'invalid', 'homework_answer_invalid');
      }
      const previous = new Map(sub.results.map((r) => [r.taskId, r]));
      const results: TaskResult[] = tasks.map((t, i) => {
        const mark = given.get(t.id);
        const prev = previous.get(t.id);
        if (t.kind !== 'LONG') {
          const base = prev ?? autoResults([t], sub.answers)[0];
          if (!base) throw new Error('no result');
          return { ...base, comment: mark?.comment ?? base.comment };
        }
        if (!mark) throw ValidationFailed.field(`tasks.${i}`, 'required', 'required');
        for (const [cid, v] of Object.entries(mark.criteria)) {
          const c = t.criteria.find((x) => x.id === cid);
          if (!c || v > c.maxPoints)
            throw ValidationFailed.field(`tasks.${i}.criteria`, 'invalid', 'homework_score_invalid');
        }
        const points = Math.min(
          t.points,
          Object.values(mark.criteria).reduce((s, v) => s + v, 0),
        );
        return {
          taskId: t.id,
          isCorrect: longIsCorrect(points, t.points),
          points,
          maxPoints: t.points,
          criteriaScores: mark.criteria,
          comment: mark.comment,
          fixedAt: prev?.fixedAt ?? null,
        };
      });
      return finishCheck(tx, sub, hw, tasks, results, to, actor.id);
    });
  }

  /**
   * Confirms the pre-check's scores as they are (CHECKED_BY_NEURO → CHECK_BY_NE_AND_CU): the same end of a
   * check as a curator's, so exp is credited once. Anything but pre-checked work → 400.
   */
  async function confirmPrecheck(actor: Actor, submissionId: number) {
    return db.transaction(async (tx) => {
      const sub = await lockForCurator(tx, actor, submissionId);
      if (sub.status !== 'CHECKED_BY_NEURO') throw new TransitionForbidden();
      assertTransition(sub.status, 'CHECK_BY_NE_AND_CU');
      const hw = await loadHomework(tx, sub.homeworkId);
      const tasks = await tasksOf(tx, hw.id);
      return finishCheck(tx, sub, hw, tasks, sub.results, 'CHECK_BY_NE_AND_CU', actor.id);
    });
  }

  /**
   * Returns the work for rework (RESENT: the student can edit and resubmit) or refuses it (REFUSED: not the
   * student's own work), with the curator's comment.
   */
  async function returnForRework(
    actor: Actor,
    submissionId: number,
    comment: string,
    to: 'RESENT' | 'REFUSED' = 'RESENT',
  ) {
    return db.transaction(async (tx) => {
      const sub = await lockForCurator(tx, actor, submissionId);
      assertTransition(sub.status, to);
      await tx
        .update(homeworkSubmissions)
        .set({ status: to, curatorId: actor.id, curatorComment: comment })
        .where(eq(homeworkSubmissions.id, sub.id));
      await event(tx, {
        submissionId: sub.id,
        userId: sub.userId,
        kind: 'STATUS_CHANGED',
        fromStatus: sub.status,
        toStatus: to,
        actorId: actor.id,
        payload: { comment },
      });
      await writeNotification(tx, {
        userId: sub.userId,
        type: to === 'RESENT' ? 'homework_returned' : 'homework_reviewed',
        itemId: sub.homeworkId,
        params: { title: (await loadHomework(tx, sub.homeworkId)).title },
        key: `homework_${to.toLowerCase()}:${sub.id}:${clock().toISOString()}`,
      });
      return { status: to };
    });
  }

  /** Per curator: work waiting, work checked and the mean turnaround (submission → check). */
  async function stats() {
    const rows = await db
      .select({
        curatorId: homeworkSubmissions.curatorId,
        first: users.firstName,
        last: users.lastName,
        waiting: sql<number>`count(*) filter (where ${waitingForCurator()})::int`,
        checked: sql<number>`count(*) filter (where ${homeworkSubmissions.checkedAt} is not null)::int`,
        minutes: sql<
          number | null
        >`round(avg(extract(epoch from (${homeworkSubmissions.checkedAt} - ${homeworkSubmissions.submittedAt}))) / 60)::int`,
      })
      .from(homeworkSubmissions)
      .leftJoin(users, eq(users.id, homeworkSubmissions.curatorId))
      .where(or(waitingForCurator(), sql`${homeworkSubmissions.curatorId} is not null`))
      .groupBy(homeworkSubmissions.curatorId, users.firstName, users.lastName)
      .orderBy(asc(homeworkSubmissions.curatorId));
    return {
      results: rows.map((r) => ({
        curatorId: r.curatorId,
        curatorName: r.curatorId === null ? null : `${r.last ?? ''} ${r.first ?? ''}`.trim(),
        waiting: Number(r.waiting),
        checked: Number(r.checked),
        turnaroundMinutes: r.minutes === null ? null : Number(r.minutes),
      })),
    };
  }

  return {
    list,
    detail,
    saveDraft,
    submit,
    completed,
    workOnBugs,
    fixTask,
    print,
    types: (userId: number) => keptTypes(userId, clock().getTime()),
    taskNumbers: () => keptTaskNumbers(0),
    topics: () => keptTopics(0),
    files: { upload: uploadFile, remove: deleteFile, download: fileDownload },
    curator: { queue, submission: curatorSubmission, check, confirmPrecheck, returnForRework, stats },
  };
}
export type HomeworkService = ReturnType<typeof createHomeworkService>;
