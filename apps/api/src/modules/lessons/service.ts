import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import {
  LESSON_EXP_LIVE,
  LESSON_EXP_RECORDED,
  RATING_COUNT,
  dateTimeFormat,
  lessonState,
  recogniseVideo,
  type Course,
  type CourseRatingResponse,
  type LessonDetail,
  type LessonPatchBody,
  type LessonSummary,
  type LessonWatchedResponse,
  type MonthProductsResponse,
  type TimetableQuery,
} from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { answerPerKept, createFeedCache, keepWhile } from '../../db/feed-cache.js';
import {
  enrollments,
  lessonMaterials,
  lessonModules,
  lessonRatings,
  lessons,
  lessonWatches,
  products,
  productTypes,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { ClientError, NotFound, ValidationFailed } from '../../http/errors.js';
import { zoneOf, type Clock } from '../calendar/index.js';
import { lessonWatched, lockLedger } from '../gamification/index.js';
import { enrolledStudents, writeNotification } from '../notifications/index.js';
import { ownedUntil as ownedUntilOf, ownership } from '../shop/index.js';
import { lessonAccess, type LessonAccess } from './access.js';
import { enrolledProductTypeIds } from './courses.js';
import type { MaterialSigner } from './materials.js';
import { lessonEntries, timetable, type TimetableSource } from './timetable.js';

export class LessonNotFound extends NotFound {
  constructor() {
    super('lesson_not_found');
  }
}

/** Who is asking: a student sees enrolled courses only; a chat moderator sees every course. */
export interface Viewer {
  id: number;
  moderator: boolean;
}

export interface LessonsServiceOptions {
  /** Extra timetable sources (the integrator adds the homework module's deadlines). */
  timetableSources?: readonly TimetableSource[];
  /**
   * The database's change feed: while it is live, a viewer's course list is kept until it tells of a
   * change to the lessons or modules (`lessons`, migration 0033), the viewer's watches
   * (`lessons:<user>`), what they own or the catalogue, or the next lesson starts or an enrolment ends.
   */
  feed?: ChangeFeed;
}

export function createLessonsService(
  db: Db,
  clock: Clock,
  signer: MaterialSigner,
  options: LessonsServiceOptions = {},
) {
  const sources: TimetableSource[] = [lessonEntries, ...(options.timetableSources ?? [])];

  /** The course ids a viewer may open (null = all, for moderators). */
  async function visibleTypes(viewer: Viewer): Promise<number[] | null> {
    return viewer.moderator ? null : enrolledProductTypeIds(db, viewer.id, clock());
  }

  async function assertCourse(viewer: Viewer, productTypeId: number) {
    const [type] = await db
      .select({ id: productTypes.id, title: productTypes.title })
      .from(productTypes)
      .where(eq(productTypes.id, productTypeId));
    const visible = await visibleTypes(viewer);
    if (!type || (visible !== null && !visible.includes(productTypeId))) throw new NotFound();
    return type;
  }

  async function watchedSet(userId: number, lessonIds: number[]): Promise<Set<number>> {
    if (lessonIds.length === 0) return new Set();
    const rows = await db
      .select({ lessonId: lessonWatches.lessonId })
      .from(lessonWatches)
      .where(and(eq(lessonWatches.userId, userId), inArray(lessonWatches.lessonId, lessonIds)));
    return new Set(rows.map((r) => r.lessonId));
  }

  async function courses(viewer: Viewer, now: Date): Promise<{ value: Course[]; until: number | null }> {
    let typeIds = await visibleTypes(viewer);
    if (typeIds === null) {
      const rows = await db.selectDistinct({ id: lessonModules.productTypeId }).from(lessonModules);
      typeIds = rows.map((r) => r.id);
    }
    if (typeIds.length === 0) return { value: [], until: await ownedUntil(viewer, now) };
    const types = await db
      .select({ id: productTypes.id, title: productTypes.title })
      .from(productTypes)
      .where(inArray(productTypes.id, typeIds))
      .orderBy(asc(productTypes.id));
    const owned = viewer.moderator
      ? new Map()
      : await ownership(db, viewer.id, await allProductIds(typeIds), now);
    const prods = await db
      .select({
        id: products.id,
        title: products.title,
        avatar: products.avatar,
        typeId: products.productTypeId,
      })
      .from(products)
      .where(inArray(products.productTypeId, typeIds))
      .orderBy(asc(products.id));
    const lessonRows = await db
      .select({
        id: lessons.id,
        typeId: lessonModules.productTypeId,
        moduleId: lessons.moduleId,
        startsAt: lessons.startsAt,
      })
      .from(lessons)
      .innerJoin(lessonModules, eq(lessonModules.id, lessons.moduleId))
      .where(inArray(lessonModules.productTypeId, typeIds));
    const watched = await watchedSet(
      viewer.id,
      lessonRows.map((l) => l.id),
    );
    // The list moves by the clock alone when a lesson starts (the next one) or an enrolment ends.
    const starts = lessonRows.map((l) => l.startsAt.getTime()).filter((at) => at > now.getTime());
    const until = starts.reduce(
      (first, at) => Math.min(first, at),
      (await ownedUntil(viewer, now)) ?? Infinity,
    );
    const value = types.map((t) => {
      const ls = lessonRows.filter((l) => l.typeId === t.id);
      const next = ls
        .filter((l) => l.startsAt.getTime() > now.getTime())
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
      return {
        productTypeId: t.id,
        title: t.title,
        products: prods
          .filter((p) => p.typeId === t.id && (viewer.moderator || owned.has(p.id)))
          .map((p) => ({ id: p.id, title: p.title, avatar: p.avatar })),
        modulesCount: new Set(ls.map((l) => l.moduleId)).size,
        lessonsCount: ls.length,
        watchedCount: ls.filter((l) => watched.has(l.id)).length,
        nextLessonAt: next ? next.startsAt.toISOString() : null,
      };
    });
    return { value, until: Number.isFinite(until) ? until : null };
  }

  async function ownedUntil(viewer: Viewer, now: Date): Promise<number | null> {
    if (viewer.moderator) return null;
    return ownedUntilOf(db, viewer.id, now);
  }
  /** `<viewer>:<1 for a moderator>`, the start of the lesson readers' keys. */
  const viewerKey = (viewer: Viewer) => `${viewer.id}:${viewer.moderator ? 1 : 0}`;
  /** The feed's versions a viewer's lesson read is kept under (a moderator sees every course). */
  function viewerVersions(key: string): string | null {
    const [id = '', moderator] = key.split(':');
    return moderator === '1'
      ? versionsOf(options.feed, ['lessons', id], ['catalogue'])
      : versionsOf(options.feed, ['lessons', id], ['owned', id], ['catalogue']);
  }
  /** Keyed `<viewer>:<1 for a moderator>`. */
  const keptCourses = createFeedCache({
    versionsOf: viewerVersions,
    read: (key: string, now: number) => {
      const [id, moderator] = key.split(':');
      return courses({ id: Number(id), moderator: moderator === '1' }, new Date(now));
    },
  });

  /** A course's modules with the viewer's watched counts (403/404 as `assertCourse`). */
  async function readModules(viewer: Viewer, productTypeId: number) {
    const type = await assertCourse(viewer, productTypeId);
    const mods = await db
      .select()
      .from(lessonModules)
      .where(eq(lessonModules.productTypeId, productTypeId))
      .orderBy(asc(lessonModules.order), asc(lessonModules.id));
    const ls = mods.length
      ? await db
          .select({ id: lessons.id, moduleId: lessons.moduleId })
          .from(lessons)
          .where(
            inArray(
              lessons.moduleId,
              mods.map((m) => m.id),
            ),
          )
      : [];
    const watched = await watchedSet(
      viewer.id,
      ls.map((l) => l.id),
    );
    return {
      productTypeId,
      title: type.title,
      results: mods.map((m) => {
        const mine = ls.filter((l) => l.moduleId === m.id);
        return {
          id: m.id,
          title: m.title,
          description: m.description,
          lessonsCount: mine.length,
          watchedCount: mine.filter((l) => watched.has(l.id)).length,
        };
      }),
    };
  }

  /** A module's lessons at `now`, until the next lesson starts or ends (its state changes then). */
  async function readModuleLessons(viewer: Viewer, moduleId: number, now: Date) {
    const [mod] = await db.select().from(lessonModules).where(eq(lessonModules.id, moduleId));
    if (!mod) throw new NotFound();
    const type = await assertCourse(viewer, mod.productTypeId);
    const rows = await db
      .select()
      .from(lessons)
      .where(eq(lessons.moduleId, moduleId))
      .orderBy(asc(lessons.order), asc(lessons.startsAt), asc(lessons.id));
    const watched = await watchedSet(
      viewer.id,
      rows.map((l) => l.id),
    );
    const results: LessonSummary[] = rows.map((l) => ({
      id: l.id,
      moduleId: l.moduleId,
      title: l.title,
      startsAt: l.startsAt.toISOString(),
      durationMinutes: l.durationMinutes,
      state: lessonState(l.startsAt, l.durationMinutes, now),
      watched: watched.has(l.id),
    }));
    const moments = rows
      .flatMap((l) => [l.startsAt.getTime(), l.startsAt.getTime() + l.durationMinutes * 60_000])
      .filter((at) => at > now.getTime());
    const value = {
      module: { id: mod.id, title: mod.title, productTypeId: mod.productTypeId },
      courseTitle: type.title,
      results,
    };
    return { value, until: Math.min(...moments) };
  }

  /**
   * A lesson read per viewer and id (keyed `<viewer>:<1 for a moderator>:<id>`), kept until the read's
   * own moment or the viewer's first enrolment's end.
   */
  function keptPerViewer<V>(
    read: (viewer: Viewer, id: number, now: Date) => Promise<{ value: V; until?: number }>,
  ): (viewer: Viewer, id: number) => Promise<V> {
    const kept = createFeedCache({
      versionsOf: viewerVersions,
      read: async (key: string, now: number) => {
        const [viewerId = 0, moderator, id = 0] = key.split(':').map(Number);
        const viewer = { id: viewerId, moderator: moderator === 1 };
        const { value, until = Infinity } = await read(viewer, id, new Date(now));
        return { value, until: Math.min(until, (await ownedUntil(viewer, new Date(now))) ?? Infinity) };
      },
    });
    return (viewer, id) => kept(`${viewerKey(viewer)}:${id}`, clock().getTime());
  }
  const keptModules = keptPerViewer(async (viewer, productTypeId) => ({
    value: await readModules(viewer, productTypeId),
  }));
  const keptModuleLessons = keptPerViewer(readModuleLessons);

  /** A lesson's page as kept: everything but its state (by the clock) and its material links. */
  type KeptPage = Omit<LessonDetail, 'state' | 'materials'> & {
    materials: Omit<LessonDetail['materials'][number], 'url' | 'expiresAt'>[];
  };

  /** A lesson's page for a student or a chat moderator at `now`; null when they may not open it (404). */
  async function readPage(userId: number, lessonId: number, now: Date): Promise<KeptPage | null> {
    const access = await lessonAccess(db, userId, lessonId, now);
    if (!access) return null;
    const [row] = await db
      .select({
        lesson: lessons,
        moduleTitle: lessonModules.title,
        courseTitle: productTypes.title,
      })
      .from(lessons)
      .innerJoin(lessonModules, eq(lessonModules.id, lessons.moduleId))
      .innerJoin(productTypes, eq(productTypes.id, lessonModules.productTypeId))
      .where(eq(lessons.id, access.lessonId));
    if (!row) return null;
    const l = row.lesson;
    const materials = await db
      .select({
        id: lessonMaterials.id,
        kind: lessonMaterials.kind,
        title: lessonMaterials.title,
        fileName: lessonMaterials.fileName,
        size: lessonMaterials.size,
      })
      .from(lessonMaterials)
      .where(eq(lessonMaterials.lessonId, l.id))
      .orderBy(asc(lessonMaterials.order), asc(lessonMaterials.id));
    const [rating] = await db
      .select({ value: lessonRatings.value })
      .from(lessonRatings)
      .where(and(eq(lessonRatings.lessonId, l.id), eq(lessonRatings.userId, userId)));
    const watched = await watchedSet(userId, [l.id]);
    return {
      id: l.id,
      moduleId: l.moduleId,
      title: l.title,
      description: l.description,
      startsAt: l.startsAt.toISOString(),
      durationMinutes: l.durationMinutes,
      watched: watched.has(l.id),
      productTypeId: access.productTypeId,
      courseTitle: row.courseTitle,
      moduleTitle: row.moduleTitle,
      video: l.videoUrl ? recogniseVideo(l.videoUrl) : null,
      materials,
      myRating: rating?.value ?? null,
      role: access.role,
      expLive: LESSON_EXP_LIVE,
      expRecorded: LESSON_EXP_RECORDED,
    };
  }

  /**
   * A lesson's page per viewer and lesson (a refusal too), kept as the modules are (`keptPerViewer`:
   * the lessons, modules and materials and the viewer's watches and ratings under `lessons`, what they
   * own, the catalogue; the role is in the key), until their first enrolment ends.
   */
  const keptPages = keptPerViewer(async (viewer, lessonId, now) => ({
    value: await readPage(viewer.id, lessonId, now),
  }));

  /** A lesson's id by its access hash (null for none), kept while no lesson changes. */
  const keptHashes = keepWhile(
    () => versionsOf(options.feed, ['lessons']),
    async (hash: string) => {
      const [row] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.accessHash, hash));
      return row?.id ?? null;
    },
  );

  /**
   * The page at this moment: its state by the clock, each material's link signed for this second; one
   * answer per kept page, second and state (`answerPerKept`).
   */
  const signedPages = answerPerKept<LessonDetail>();
  async function detail(viewer: Viewer, lessonId: number): Promise<LessonDetail> {
    const page = await keptPages(viewer, lessonId);
    if (!page) throw new LessonNotFound();
    const now = clock();
    const state = lessonState(new Date(page.startsAt), page.durationMinutes, now);
    return signedPages(page, `${Math.floor(now.getTime() / 1000)} ${state}`, async () => ({
      ...page,
      state,
      materials: page.materials.map((m) => {
        const link = signer.link(m.id, now);
        return { ...m, url: link.url, expiresAt: link.expiresAt.toISOString() };
      }),
    }));
  }

  async function requireLesson(userId: number, lessonId: number): Promise<LessonAccess> {
    const access = await lessonAccess(db, userId, lessonId, clock());
    if (!access) throw new LessonNotFound();
    return access;
  }

  return {
    /** The viewer's courses (enrolled product types; every course with lessons for a moderator). */
    courses: (viewer: Viewer) => keptCourses(viewerKey(viewer), clock().getTime()),

    /** A course's modules with the viewer's watched counts. */
    modules: (viewer: Viewer, productTypeId: number) => keptModules(viewer, productTypeId),

    /** A module's lessons, their state (upcoming, live, recorded) and whether the viewer watched each. */
    moduleLessons: (viewer: Viewer, moduleId: number) => keptModuleLessons(viewer, moduleId),

    lesson: (viewer: Viewer, lessonId: number) => detail(viewer, lessonId),

    async lessonByHash(viewer: Viewer, hash: string) {
      const id = await keptHashes(hash);
      if (id === null) throw new LessonNotFound();
      return detail(viewer, id);
    },

    /** One rating per student and lesson, changeable (the last one counts). */
    async rate(userId: number, lessonId: number, value: number) {
      const access = await requireLesson(userId, lessonId);
      if (access.role !== 'student') throw new LessonNotFound();
      await db
        .insert(lessonRatings)
        .values({ lessonId, userId, value, updatedAt: clock() })
        .onConflictDoUpdate({
          target: [lessonRatings.lessonId, lessonRatings.userId],
          set: { value, updatedAt: clock() },
        });
      return { value };
    },

    /**
     * Marks a lesson watched: the first call records it (live while it is on air, else recorded),
     * credits exp once through the ledger (event key `lesson:<user>:<lesson>`), counts the day's
     * "watch a lesson" action, the weekly tasks and the streak, and leaves a LESSON_DONE modal action.
     * Repeated or concurrent calls credit nothing more (the student row lock + unique watch row).
     */
    async watched(userId: number, lessonId: number): Promise<LessonWatchedResponse> {
      const now = clock();
      const access = await requireLesson(userId, lessonId);
      if (access.role !== 'student') throw new LessonNotFound();
      if (access.state === 'upcoming') throw new ClientError(400, 'lesson_not_started');
      return db.transaction(async (tx) => {
        await lockLedger(tx, userId);
        const mode = access.state === 'live' ? 'live' : 'recorded';
        const exp = mode === 'live' ? LESSON_EXP_LIVE : LESSON_EXP_RECORDED;
        const inserted = await tx
          .insert(lessonWatches)
          .values({ lessonId, userId, mode, exp, watchedAt: now })
          .onConflictDoNothing({ target: [lessonWatches.lessonId, lessonWatches.userId] })
          .returning({ id: lessonWatches.id });
        if (inserted.length === 0) {
          const [prev] = await tx
            .select({ mode: lessonWatches.mode, exp: lessonWatches.exp })
            .from(lessonWatches)
            .where(and(eq(lessonWatches.lessonId, lessonId), eq(lessonWatches.userId, userId)));
          return { credited: false, exp: 0, mode: prev?.mode ?? mode, modalAction: null };
        }
        const credit = await lessonWatched(tx, { userId, lessonId, exp, at: now });
        return {
          credited: credit.credited,
          exp: credit.amount,
          mode,
          modalAction: 'LESSON_DONE' as const,
        };
      });
    },

    /** Teachers and managers edit a lesson; a video address that is not a known provider's is refused. */
    async patch(lessonId: number, body: LessonPatchBody) {
      const [current] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
      if (!current) throw new LessonNotFound();
      const set: Partial<typeof lessons.$inferInsert> = {};
      if (body.title !== undefined) set.title = body.title;
      if (body.description !== undefined) set.description = body.description;
      if (body.durationMinutes !== undefined) set.durationMinutes = body.durationMinutes;
      if (body.startsAt !== undefined) set.startsAt = new Date(body.startsAt);
      if (body.videoUrl !== undefined) {
        if (body.videoUrl === null || body.videoUrl === '') {
          set.videoUrl = null;
          set.videoProvider = null;
        } else {
          const video = recogniseVideo(body.videoUrl);
          if (!video) throw ValidationFailed.field('video_url', 'video_url_unsupported');
          set.videoUrl = body.videoUrl;
          set.videoProvider = video.provider;
        }
      }
      const [row] = await db.transaction(async (tx) => {
        if (body.moduleId !== undefined && body.moduleId !== current.moduleId) {
          Object.assign(set, await moveTo(tx, current.moduleId, body.moduleId));
        }
        const updated = Object.keys(set).length
          ? await tx.update(lessons).set(set).where(eq(lessons.id, lessonId)).returning()
          : [current];
        const moved = updated[0] && updated[0].startsAt.getTime() !== current.startsAt.getTime();
        if (moved && updated[0]) await announceMove(tx, updated[0]);
        return updated;
      });
      if (!row) throw new LessonNotFound();
      return {
        id: row.id,
        moduleId: row.moduleId,
        title: row.title,
        videoUrl: row.videoUrl,
        videoProvider: row.videoProvider,
        startsAt: row.startsAt.toISOString(),
        durationMinutes: row.durationMinutes,
      };
    },

    /** A material's bytes for a valid signed link. */
    async materialFile(materialId: number, expires: number, signature: string) {
      const verdict = signer.verify(materialId, expires, signature, clock());
      if (verdict === 'bad') throw new NotFound();
      if (verdict === 'expired') throw new ClientError(403, 'material_link_expired');
      const [row] = await db.select().from(lessonMaterials).where(eq(lessonMaterials.id, materialId));
      if (!row) throw new NotFound();
      return row;
    },

    timetable(userId: number, query: TimetableQuery) {
      return timetable(db, userId, query, sources, clock());
    },

    /** Purchased (and renewable) courses per month: products whose paid period overlaps the month. */
    async monthProducts(userId: number, months: string[]): Promise<MonthProductsResponse> {
      const now = clock();
      const periods = [
        ...(await db
          .select({ productId: enrollments.productId, from: enrollments.startsAt, to: enrollments.endsAt })
          .from(enrollments)
          .where(eq(enrollments.userId, userId))),
        ...(await db
          .select({
            productId: subscriptions.productId,
            from: subscriptions.currentPeriodStart,
            to: subscriptions.currentPeriodEnd,
          })
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId))),
      ];
      const ids = [...new Set(periods.map((p) => p.productId))];
      const owned = await ownership(db, userId, ids, now);
      const prods = ids.length
        ? await db
            .select({
              id: products.id,
              title: products.title,
              avatar: products.avatar,
              typeId: products.productTypeId,
            })
            .from(products)
            .where(inArray(products.id, ids))
            .orderBy(asc(products.id))
        : [];
      return {
        results: months.map((month) => {
          const start = Date.parse(`${month}-01T00:00:00Z`);
          const d = new Date(start);
          const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
          const inMonth = new Set(
            periods.filter((p) => p.from.getTime() < end && p.to.getTime() > start).map((p) => p.productId),
          );
          return {
            month,
            products: prods
              .filter((p) => inMonth.has(p.id))
              .map((p) => ({
                productId: p.id,
                productTypeId: p.typeId,
                title: p.title,
                avatar: p.avatar,
                isOwned: owned.get(p.id)?.isOwned ?? false,
                canRenew: owned.get(p.id)?.canRenew ?? false,
              })),
          };
        }),
      };
    },

    /** Students of a course ranked by exp earned from its lessons (top RATING_COUNT, plus the viewer). */
    async courseRating(viewer: Viewer, productTypeId: number): Promise<CourseRatingResponse> {
      const type = await assertCourse(viewer, productTypeId);
      const rows = await db
        .select({
          userId: lessonWatches.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          avatar: users.avatar,
          exp: sql<string>`sum(${lessonWatches.exp})`,
          watched: count(lessonWatches.id),
          last: sql<Date>`max(${lessonWatches.watchedAt})`,
        })
        .from(lessonWatches)
        .innerJoin(lessons, eq(lessons.id, lessonWatches.lessonId))
        .innerJoin(lessonModules, eq(lessonModules.id, lessons.moduleId))
        .innerJoin(users, eq(users.id, lessonWatches.userId))
        .where(eq(lessonModules.productTypeId, productTypeId))
        .groupBy(lessonWatches.userId, users.firstName, users.lastName, users.avatar)
        .orderBy(
          desc(sql`sum(${lessonWatches.exp})`),
          desc(count(lessonWatches.id)),
          asc(lessonWatches.userId),
        );
      const ranked = rows.map((r, i) => ({
        place: i + 1,
        userId: r.userId,
        name: `${r.firstName} ${r.lastName.slice(0, 1)}${r.lastName ? '.' : ''}`.trim(),
        avatar: r.avatar,
        exp: Number(r.exp),
        lessonsWatched: Number(r.watched),
      }));
      const me = ranked.find((r) => r.userId === viewer.id);
      return {
        productTypeId,
        title: type.title,
        results: ranked
          .slice(0, RATING_COUNT)
          .map(({ userId, ...r }) => ({ ...r, isMe: userId === viewer.id })),
        me: me ? { place: me.place, exp: me.exp, lessonsWatched: me.lessonsWatched } : null,
      };
    },

    /** LESSON_DONE modal actions not yet seen (for the global modal queue of issue 10). */
    pendingLessonDone(userId: number) {
      return pendingLessonDoneModals(db, userId);
    },
  };

  async function allProductIds(typeIds: number[]): Promise<number[]> {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.productTypeId, typeIds));
    return rows.map((r) => r.id);
  }
}

export type LessonsService = ReturnType<typeof createLessonsService>;

/** LESSON_DONE modal actions waiting to be shown: one per lesson watched, newest first. */
export async function pendingLessonDoneModals(db: Db, userId: number) {
  return db
    .select({
      lessonId: lessonWatches.lessonId,
      title: lessons.title,
      exp: lessonWatches.exp,
      at: lessonWatches.watchedAt,
    })
    .from(lessonWatches)
    .innerJoin(lessons, eq(lessons.id, lessonWatches.lessonId))
    .where(and(eq(lessonWatches.userId, userId), isNull(lessonWatches.modalSeenAt)))
    .orderBy(desc(lessonWatches.watchedAt));
}

/** The global modal queue marks a LESSON_DONE action seen. */
export async function markLessonDoneSeen(db: Db, userId: number, lessonId: number, at = new Date()) {
  await db
    .update(lessonWatches)
    .set({ modalSeenAt: at })
    .where(and(eq(lessonWatches.userId, userId), eq(lessonWatches.lessonId, lessonId)));
}

/**
 * A lesson's move to another module of its course: the place at the end of that module. The target
 * is read under a shared lock, so it cannot be deleted before the move commits; a module that is gone
 * or belongs to another course (whose students would suddenly see the lesson) is a 400 on module_id.
 */
async function moveTo(tx: Db, fromModuleId: number, toModuleId: number) {
  const mods = await tx
    .select({ id: lessonModules.id, productTypeId: lessonModules.productTypeId })
    .from(lessonModules)
    .where(inArray(lessonModules.id, [fromModuleId, toModuleId]))
    .for('share');
  const from = mods.find((m) => m.id === fromModuleId);
  const to = mods.find((m) => m.id === toModuleId);
  if (!to) throw ValidationFailed.field('module_id', 'does_not_exist', 'module_not_found');
  if (to.productTypeId !== from?.productTypeId)
    throw ValidationFailed.field('module_id', 'invalid', 'module_other_course');
  const [last] = await tx
    .select({ order: max(lessons.order) })
    .from(lessons)
    .where(eq(lessons.moduleId, to.id));
  return { moduleId: to.id, order: (last?.order ?? 0) + 1 };
}

/** A lesson moved to another time: every student enrolled in its course is told, once per new time. */
async function announceMove(tx: Db, lesson: typeof lessons.$inferSelect): Promise<void> {
  const [mod] = await tx
    .select({ productTypeId: lessonModules.productTypeId })
    .from(lessonModules)
    .where(eq(lessonModules.id, lesson.moduleId));
  if (!mod) return;
  await tellEnrolledStudents(
    tx,
    lesson,
    mod.productTypeId,
    lesson.startsAt,
    'lesson_moved',
    (userId) => `lesson_moved:${lesson.id}:${userId}:${lesson.startsAt.toISOString()}`,
  );
}

/**
 * Writes a lesson notification (`{title, when}`, the start in each student's zone) to every student
 * enrolled in the course at `at`, inside the caller's transaction; `key` makes it once per student.
 */
export async function tellEnrolledStudents(
  tx: Db,
  lesson: typeof lessons.$inferSelect,
  productTypeId: number,
  at: Date,
  type: 'lesson_moved' | 'lesson_created',
  key: (userId: number) => string,
): Promise<void> {
  for (const { userId } of await enrolledStudents(tx, [productTypeId], at)) {
    const when = dateTimeFormat('ru-RU', {
      timeZone: await zoneOf(tx, userId),
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(lesson.startsAt);
    await writeNotification(tx, {
      userId,
      type,
      itemId: lesson.id,
      params: { title: lesson.title, when },
      key: key(userId),
    });
  }
}
