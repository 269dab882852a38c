import type { HomeworkListItem, HomeworkListQuery, HomeworkStatus } from '@prepa/contracts';
import { asc, eq, sql, type Placeholder } from 'drizzle-orm';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { oneRow, qualified } from '../../db/sql.js';
import { createFeedCache } from '../../db/feed-cache.js';
import { stampedCache } from '../../db/stamped-cache.js';
import {
  catalogueVersion,
  classTypes,
  homework,
  homeworkSubmissions,
  homeworkTasks,
  homeworkVersion,
  productTypes,
} from '../../db/schema/index.js';
import { ownedCourseIds, ownedUntilMs } from '../shop/index.js';
import { effectiveStatus, type TaskRow } from './rules.js';

/**
 * The homework list's part that is the same for every student — each course's homework with its
 * title, deadline, course, subject and task totals — kept in memory under the stamps of the homework
 * tables (migration 0018) and of the catalogue (courses and subjects, migration 0012). A student's list
 * then reads only what is theirs: the courses they are enrolled in and their submissions, in one
 * statement with both stamps.
 */
export interface BoardHomework {
  id: number;
  title: string;
  /** The deadline in ms since the epoch, and as `toISOString` writes it. */
  deadline: number;
  deadlineIso: string;
  productTypeId: number;
  courseTitle: string;
  classTypeId: number | null;
  subject: string | null;
  lessonId: number | null;
  tasksCount: number;
  maxScore: number;
}

/** The homework under one pair of stamps. */
export interface Board {
  /** Each course's homework (by product type), in deadline order. */
  courses: Map<number, BoardHomework[]>;
  byId: Map<number, BoardHomework>;
  /** A homework's tasks in position order, read on first use (`tasksOnBoard`). */
  tasks: Map<number, Promise<TaskRow[]>>;
}

/** Both stamps as one key, read in one join; '' (read afresh every time) when either row is gone. */
const boardStampSql = sql<string>`coalesce((select ${qualified(catalogueVersion.stamp)} || '|' || ${qualified(homeworkVersion.stamp)} from ${catalogueVersion}, ${homeworkVersion} where ${qualified(catalogueVersion.id)} = 1 and ${qualified(homeworkVersion.id)} = 1), '')`;

async function readBoardStamp(db: Db): Promise<string> {
  const [row] = await db.select({ stamp: boardStampSql }).from(oneRow);
  return row?.stamp ?? '';
}

async function readBoard(db: Db): Promise<Board> {
  const rows = await db
    .select({
      id: homework.id,
      title: homework.title,
      deadline: homework.deadline,
      productTypeId: homework.productTypeId,
      courseTitle: productTypes.title,
      classTypeId: productTypes.classTypeId,
      subject: classTypes.title,
      lessonId: homework.lessonId,
      tasksCount: sql<number>`(select count(*)::int from ${homeworkTasks} where ${qualified(homeworkTasks.homeworkId)} = ${qualified(homework.id)})`,
      maxScore: sql<number>`(select coalesce(sum(${qualified(homeworkTasks.points)}), 0)::int from ${homeworkTasks} where ${qualified(homeworkTasks.homeworkId)} = ${qualified(homework.id)})`,
    })
    .from(homework)
    .innerJoin(productTypes, eq(productTypes.id, homework.productTypeId))
    .leftJoin(classTypes, eq(classTypes.id, productTypes.classTypeId))
    .orderBy(asc(homework.deadline), asc(homework.id));
  const board: Board = { courses: new Map(), byId: new Map(), tasks: new Map() };
  for (const { deadline, ...row } of rows) {
    const item = { ...row, deadline: deadline.getTime(), deadlineIso: deadline.toISOString() };
    board.byId.set(item.id, item);
    const list = board.courses.get(row.productTypeId);
    if (list) list.push(item);
    else board.courses.set(row.productTypeId, [item]);
  }
  return board;
}

/** The board at a stamp the caller has just read with `boardStampSql` inside its own statement. */
export const boardAt = stampedCache({ readStamp: readBoardStamp, read: (db) => readBoard(db), keep: 4 });

/**
 * A homework's tasks in position order, kept on the board once `read`: a change to them changes the
 * stamp, so a later request takes them from a new board. Read after the stamp, they are never older
 * than it.
 */
export function tasksOnBoard(
  board: Board,
  homeworkId: number,
  read: () => Promise<TaskRow[]>,
): Promise<TaskRow[]> {
  let tasks = board.tasks.get(homeworkId);
  if (!tasks) {
    tasks = read();
    board.tasks.set(homeworkId, tasks);
    tasks.catch(() => board.tasks.delete(homeworkId));
  }
  return tasks;
}

/**
 * The student's side of any board read, as columns of one statement: the board's stamp, the courses
 * they are enrolled in at `now` and when the earliest of those enrolments ends (epoch ms, or null).
 */
export function boardStudentColumns(db: Db, userId: number | Placeholder, now: Date | Placeholder) {
  return {
    stamp: boardStampSql,
    courses: ownedCourseIds(db, userId, now),
    until: ownedUntilMs(db, userId, now),
  };
}

/**
 * The change feed's versions of everything a student's board read depends on — the catalogue's and the
 * homework's stamps, their enrolments and their submissions — or null (the feed not live: read).
 */
export function boardVersions(feed: ChangeFeed | undefined, userId: number): string | null {
  return versionsOf(feed, ['catalogue'], ['homework'], ['owned', userId], ['submissions', userId]);
}

/** A submission as the student's read gives it: homework id, submission id, status, score. */
type SubmissionFacts = [homeworkId: number, id: number, status: HomeworkStatus, score: number | null];

/**
 * The student's part, one statement: the board's stamp, the courses they are enrolled in at `now` and
 * all their submissions (prepared with placeholders userId and now by `createHomeworkBoard`).
 */
export function boardStudentQuery(db: Db, userId: number | Placeholder, now: Date | Placeholder) {
  return db
    .select({
      ...boardStudentColumns(db, userId, now),
      submissions: sql<
        SubmissionFacts[]
      >`(select coalesce(json_agg(json_build_array(${qualified(homeworkSubmissions.homeworkId)}, ${qualified(homeworkSubmissions.id)}, ${qualified(homeworkSubmissions.status)}, ${qualified(homeworkSubmissions.score)})), '[]'::json) from ${homeworkSubmissions} where ${qualified(homeworkSubmissions.userId)} = ${userId})`,
    })
    .from(oneRow);
}

/** The week filter's reach: a deadline from now to a week ahead. */
const WEEK_MS = 7 * 86_400_000;

/** The filters of `GET /v2/homework/` at `now`, and the list's order (`past`: latest deadline first). */
function matcher(q: Pick<HomeworkListQuery, 'classType' | 'status' | 'deadline'>, now: number) {
  const weekEnd = now + WEEK_MS;
  return (hw: BoardHomework, status: HomeworkStatus): boolean =>
    (q.classType === undefined || hw.classTypeId === q.classType) &&
    (q.status === undefined || status === q.status) &&
    (q.deadline === undefined ||
      (q.deadline === 'upcoming' && hw.deadline >= now) ||
      (q.deadline === 'past' && hw.deadline < now) ||
      (q.deadline === 'week' && hw.deadline >= now && hw.deadline <= weekEnd));
}

/** A page of a student's list: how many match, and the page's items as JSON text. */
export interface BoardPage {
  count: number;
  items: string;
}

/** How many pages (queries) of one student's list are kept at once. */
const PAGES_KEPT_PER_STUDENT = 8;

interface KeptPage {
  board: Board;
  /** The page holds for `from <= now < until` (ms since the epoch). */
  from: number;
  until: number;
  page: BoardPage;
}

/**
 * The first moment after `now` at which a homework with this deadline reads differently on a list:
 * its status and the upcoming and past filters turn one millisecond after the deadline (`deadline <
 * now`), the week filter takes it in a week before it (`deadline <= now + 7 days`).
 */
function nextTurn(deadline: number, now: number): number {
  if (deadline - WEEK_MS > now) return deadline - WEEK_MS;
  if (deadline >= now) return deadline + 1;
  return Number.POSITIVE_INFINITY;
}

interface Found {
  hw: BoardHomework;
  sub: SubmissionFacts | undefined;
  status: HomeworkStatus;
}

/** A list item: the board's part, the student's submission (id and score, if any) and the status. */
export function boardItem(
  hw: BoardHomework,
  sub: { id: number; score: number | null } | null,
  status: HomeworkStatus,
): HomeworkListItem {
  return {
    id: hw.id,
    title: hw.title,
    deadline: hw.deadlineIso,
    productTypeId: hw.productTypeId,
    courseTitle: hw.courseTitle,
    classTypeId: hw.classTypeId,
    subject: hw.subject,
    lessonId: hw.lessonId,
    status,
    submissionId: sub ? sub.id : null,
    tasksCount: hw.tasksCount,
    score: sub ? sub.score : null,
    maxScore: hw.maxScore,
  };
}

/**
 * The student's homework list on `db`: a page of it at `now` gives how many match and the page's items
 * as JSON text (items of `HomeworkListItem`, in the list's order, the status as `effectiveStatus` gives
 * it), which also keys the route's shared answers.
 */
export function createHomeworkBoard(db: Db, feed?: ChangeFeed) {
  const prepared = boardStudentQuery(db, sql.placeholder('userId'), sql.placeholder('now')).prepare(
    'homework_board_student',
  );
  /** The student's part, kept while the feed tells of no change to it (`boardVersions`). */
  const studentPart = createFeedCache({
    versionsOf: (userId: number) => boardVersions(feed, userId),
    async read(userId, now) {
      const [row] = await prepared.execute({ userId, now: new Date(now).toISOString() });
      if (!row) throw new Error('the homework board read no row');
      const value = {
        stamp: row.stamp,
        courses: row.courses,
        submissions: new Map(row.submissions.map((s) => [s[0], s])),
      };
      return { value, until: row.until, keep: row.stamp !== '' };
    },
  });
  /**
   * Pages already made, per kept student part (a new part, after a change to the student's rows, starts
   * empty): the same query gives the same page object while the board is the same and the clock is
   * before the page's `until`, so the route's answer for it is found without being keyed again.
   */
  const pages = new WeakMap<object, Map<string, KeptPage>>();
  return async function list(userId: number, q: HomeworkListQuery, now: Date): Promise<BoardPage> {
    const row = await studentPart(userId, now.getTime());
    const board = await boardAt(db, row.stamp);
    const at = now.getTime();
    const key = `${q.classType ?? ''}|${q.status ?? ''}|${q.deadline ?? ''}|${q.offset}|${q.limit}`;
    let kept = pages.get(row);
    const hit = kept?.get(key);
    if (hit && hit.board === board && at >= hit.from && at < hit.until) return hit.page;
    const { submissions } = row;
    const matches = matcher(q, at);
    const found: Found[] = [];
    let until = Number.POSITIVE_INFINITY;
    for (const course of row.courses) {
      for (const hw of board.courses.get(course) ?? []) {
        until = Math.min(until, nextTurn(hw.deadline, at));
        const sub = submissions.get(hw.id);
        const status = effectiveStatus(sub ? { status: sub[2] } : null, new Date(hw.deadline), now);
        if (matches(hw, status)) found.push({ hw, sub, status });
      }
    }
    const sign = q.deadline === 'past' ? -1 : 1;
    found.sort((a, b) => sign * (a.hw.deadline - b.hw.deadline) || a.hw.id - b.hw.id);
    const items = found
      .slice(q.offset, q.offset + q.limit)
      .map(({ hw, sub, status }) => boardItem(hw, sub ? { id: sub[1], score: sub[3] } : null, status));
    const page = { count: found.length, items: JSON.stringify(items) };
    if (!kept) pages.set(row, (kept = new Map()));
    kept.delete(key);
    kept.set(key, { board, from: at, until, page });
    // A student pages and filters through a handful of queries; the oldest beyond that is dropped.
    for (const oldest of kept.keys()) {
      if (kept.size <= PAGES_KEPT_PER_STUDENT) break;
      kept.delete(oldest);
    }
    return page;
  };
}
