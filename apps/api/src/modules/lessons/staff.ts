import { randomBytes } from 'node:crypto';
import { asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import {
  LESSON_MATERIAL_KINDS,
  LESSON_MATERIAL_MAX_BYTES,
  LESSON_MATERIAL_TITLE_MAX,
  LESSON_MATERIAL_TYPES,
  lessonState,
  recogniseVideo,
  type lessonCreateBodySchema,
  type LessonMaterialKind,
  type moduleCreateBodySchema,
  type StaffModule,
  type LessonMaterialType,
  type StaffCourseResponse,
  type StaffCoursesResponse,
  type StaffLesson,
  type StaffMaterial,
} from '@prepa/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  lessonMaterials,
  lessonModules,
  lessons,
  lessonWatches,
  productTypes,
} from '../../db/schema/index.js';
import { ClientError, NotFound, ValidationFailed } from '../../http/errors.js';
import type { Clock } from '../calendar/index.js';
import type { MaterialSigner } from './materials.js';
import { LessonNotFound, tellEnrolledStudents } from './service.js';

type LessonRow = typeof lessons.$inferSelect;
type MaterialRow = Pick<
  typeof lessonMaterials.$inferSelect,
  'id' | 'kind' | 'title' | 'fileName' | 'size' | 'contentType'
>;

/** An uploaded file, read by the route from the multipart body. */
export interface MaterialUpload {
  kind: string | undefined;
  title: string | undefined;
  fileName: string;
  mimetype: string;
  data: Buffer;
}

const MB = Math.round(LESSON_MATERIAL_MAX_BYTES / (1024 * 1024));
export const materialTooLarge = () =>
  new ValidationFailed([{ attr: 'file', code: 'max_size', message: 'material_too_large', n: MB }]);
export const materialRequired = () => ValidationFailed.field('file', 'required', 'material_required');

/** Whether the bytes are what the declared type says (the header alone is not trusted). */
export function contentMatches(type: LessonMaterialType, buf: Buffer): boolean {
  const starts = (bytes: number[]) => buf.length >= bytes.length && bytes.every((b, i) => buf[i] === b);
  switch (type) {
    case 'application/pdf':
      return buf.toString('latin1', 0, 5) === '%PDF-';
    case 'image/png':
      return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return starts([0xff, 0xd8, 0xff]);
    case 'image/webp':
      return (
        buf.length >= 12 &&
        buf.toString('latin1', 0, 4) === 'RIFF' &&
        buf.toString('latin1', 8, 12) === 'WEBP'
      );
    case 'text/plain':
      // UTF-8 text without NUL characters.
      return !buf.includes(0) && Buffer.from(buf.toString('utf8'), 'utf8').equals(buf);
    default:
      // Office documents are ZIP archives.
      return starts([0x50, 0x4b, 0x03, 0x04]);
  }
}

/** A file name safe to store and to send back in Content-Disposition: no path, no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
}

/** A module as staff see it after creating or renaming it (contracts' `StaffModule`). */
const staffModuleColumns = {
  id: lessonModules.id,
  productTypeId: lessonModules.productTypeId,
  title: lessonModules.title,
};

/**
 * Staff's side of lessons (TEACHER_ROLE / MANAGER_ROLE): every course with its modules and lessons
 * (upcoming ones too), creating a lesson (its students are told), deleting one not yet given, and
 * the lesson's materials.
 */
export function createLessonStaffService(db: Db, clock: Clock, signer: MaterialSigner) {
  async function materialsOf(lessonIds: number[]): Promise<Map<number, MaterialRow[]>> {
    const out = new Map<number, MaterialRow[]>();
    if (lessonIds.length === 0) return out;
    const rows = await db
      .select({
        id: lessonMaterials.id,
        lessonId: lessonMaterials.lessonId,
        kind: lessonMaterials.kind,
        title: lessonMaterials.title,
        fileName: lessonMaterials.fileName,
        size: lessonMaterials.size,
        contentType: lessonMaterials.contentType,
      })
      .from(lessonMaterials)
      .where(inArray(lessonMaterials.lessonId, lessonIds))
      .orderBy(asc(lessonMaterials.order), asc(lessonMaterials.id));
    for (const { lessonId, ...m } of rows) out.set(lessonId, [...(out.get(lessonId) ?? []), m]);
    return out;
  }

  async function watchCounts(lessonIds: number[]): Promise<Map<number, number>> {
    if (lessonIds.length === 0) return new Map();
    const rows = await db
      .select({ lessonId: lessonWatches.lessonId, n: count(lessonWatches.id) })
      .from(lessonWatches)
      .where(inArray(lessonWatches.lessonId, lessonIds))
      .groupBy(lessonWatches.lessonId);
    return new Map(rows.map((r) => [r.lessonId, Number(r.n)]));
  }

  function material(m: MaterialRow, now: Date): StaffMaterial {
    const link = signer.link(m.id, now);
    return { ...m, url: link.url, expiresAt: link.expiresAt.toISOString() };
  }

  function staffLesson(l: LessonRow, watched: number, materials: MaterialRow[], now: Date): StaffLesson {
    const state = lessonState(l.startsAt, l.durationMinutes, now);
    return {
      id: l.id,
      moduleId: l.moduleId,
      title: l.title,
      description: l.description,
      startsAt: l.startsAt.toISOString(),
      durationMinutes: l.durationMinutes,
      state,
      videoUrl: l.videoUrl,
      videoProvider: l.videoProvider,
      watchedCount: watched,
      canDelete: state === 'upcoming' && watched === 0,
      materials: materials.map((m) => material(m, now)),
    };
  }

  async function lessonRow(lessonId: number): Promise<LessonRow> {
    const [row] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
    if (!row) throw new LessonNotFound();
    return row;
  }

  return {
    /** Every course (product type), the ones with lessons and the empty ones alike. */
    /** Every course, those with modules first (the screen opens the first one), then by title. */
    async courses(): Promise<StaffCoursesResponse> {
      const hasModules = sql<boolean>`exists (select 1 from ${lessonModules} where ${lessonModules.productTypeId} = ${productTypes.id})`;
      const rows = await db
        .select({ productTypeId: productTypes.id, title: productTypes.title })
        .from(productTypes)
        .orderBy(desc(hasModules), asc(productTypes.title), asc(productTypes.id));
      return { results: rows };
    },

    /** A course's modules with every lesson (upcoming, live, recorded), its watch count and files. */
    async course(productTypeId: number): Promise<StaffCourseResponse> {
      const now = clock();
      const [type] = await db
        .select({ id: productTypes.id, title: productTypes.title })
        .from(productTypes)
        .where(eq(productTypes.id, productTypeId));
      if (!type) throw new NotFound();
      const mods = await db
        .select({ id: lessonModules.id, title: lessonModules.title })
        .from(lessonModules)
        .where(eq(lessonModules.productTypeId, productTypeId))
        .orderBy(asc(lessonModules.order), asc(lessonModules.id));
      const rows = mods.length
        ? await db
            .select()
            .from(lessons)
            .where(
              inArray(
                lessons.moduleId,
                mods.map((m) => m.id),
              ),
            )
            .orderBy(asc(lessons.order), asc(lessons.startsAt), asc(lessons.id))
        : [];
      const ids = rows.map((l) => l.id);
      const [files, watched] = await Promise.all([materialsOf(ids), watchCounts(ids)]);
      return {
        productTypeId: type.id,
        title: type.title,
        modules: mods.map((m) => ({
          id: m.id,
          title: m.title,
          lessons: rows
            .filter((l) => l.moduleId === m.id)
            .map((l) => staffLesson(l, watched.get(l.id) ?? 0, files.get(l.id) ?? [], now)),
        })),
      };
    },

    /** A new, empty module at the end of a course. */
    async createModule(body: z.output<typeof moduleCreateBodySchema>): Promise<StaffModule> {
      return db.transaction(async (tx) => {
        // The course row is locked so two modules created at once get different places.
        const [type] = await tx
          .select({ id: productTypes.id })
          .from(productTypes)
          .where(eq(productTypes.id, body.productTypeId))
          .for('update');
        if (!type) throw ValidationFailed.field('product_type_id', 'does_not_exist', 'course_not_found');
        const [last] = await tx
          .select({ order: max(lessonModules.order) })
          .from(lessonModules)
          .where(eq(lessonModules.productTypeId, type.id));
        const [row] = await tx
          .insert(lessonModules)
          .values({ productTypeId: type.id, title: body.title, order: (last?.order ?? 0) + 1 })
          .returning(staffModuleColumns);
        if (!row) throw new Error('module insert returned nothing');
        return row;
      });
    },

    /** Renames a module (404 when there is none). */
    async renameModule(moduleId: number, title: string): Promise<StaffModule> {
      const [row] = await db
        .update(lessonModules)
        .set({ title })
        .where(eq(lessonModules.id, moduleId))
        .returning(staffModuleColumns);
      if (!row) throw new NotFound();
      return row;
    },

    /**
     * Deletes a module without lessons (400 `module_not_empty` otherwise: its lessons, watched or not,
     * are never deleted with it). The module row is locked first, so a lesson created at the same time
     * either lands before the check (and the delete is refused) or finds the module gone.
     */
    async removeModule(moduleId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [mod] = await tx
          .select({ id: lessonModules.id })
          .from(lessonModules)
          .where(eq(lessonModules.id, moduleId))
          .for('update');
        if (!mod) throw new NotFound();
        const [inside] = await tx
          .select({ n: count(lessons.id) })
          .from(lessons)
          .where(eq(lessons.moduleId, moduleId));
        if (Number(inside?.n ?? 0) > 0) throw new ClientError(400, 'module_not_empty');
        await tx.delete(lessonModules).where(eq(lessonModules.id, moduleId));
      });
    },

    /**
     * A new lesson at the end of its module, with an unguessable access hash. In the same transaction
     * every student enrolled in the course gets `lesson_created` (once per lesson and student).
     */
    async create(body: z.output<typeof lessonCreateBodySchema>): Promise<StaffLesson> {
      const videoUrl = body.videoUrl ? body.videoUrl : null;
      const video = videoUrl ? recogniseVideo(videoUrl) : null;
      if (videoUrl && !video) throw ValidationFailed.field('video_url', 'video_url_unsupported');
      const now = clock();
      const row = await db.transaction(async (tx) => {
        // Shared lock: a module being deleted at the same time is either still there with this lesson
        // in it (and its delete refused) or already gone (400 here, never a foreign-key failure).
        const [mod] = await tx
          .select({ id: lessonModules.id, productTypeId: lessonModules.productTypeId })
          .from(lessonModules)
          .where(eq(lessonModules.id, body.moduleId))
          .for('share');
        if (!mod) throw ValidationFailed.field('module_id', 'does_not_exist', 'module_not_found');
        const [last] = await tx
          .select({ order: max(lessons.order) })
          .from(lessons)
          .where(eq(lessons.moduleId, mod.id));
        const [created] = await tx
          .insert(lessons)
          .values({
            moduleId: mod.id,
            title: body.title,
            description: body.description,
            startsAt: new Date(body.startsAt),
            durationMinutes: body.durationMinutes,
            videoUrl,
            videoProvider: video?.provider ?? null,
            accessHash: randomBytes(12).toString('base64url'),
            order: (last?.order ?? 0) + 1,
          })
          .returning();
        if (!created) throw new Error('lesson insert returned nothing');
        await announceCreated(tx, created, mod.productTypeId, now);
        return created;
      });
      return staffLesson(row, 0, [], now);
    },

    /** Deletes a lesson that has not started and that nobody watched (else 400 saying why). */
    async remove(lessonId: number): Promise<void> {
      const row = await lessonRow(lessonId);
      if (lessonState(row.startsAt, row.durationMinutes, clock()) !== 'upcoming')
        throw new ClientError(400, 'lesson_not_deletable_started');
      await db.transaction(async (tx) => {
        await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)).for('update');
        const [watched] = await tx
          .select({ n: count(lessonWatches.id) })
          .from(lessonWatches)
          .where(eq(lessonWatches.lessonId, lessonId));
        if (Number(watched?.n ?? 0) > 0) throw new ClientError(400, 'lesson_not_deletable_watched');
        await tx.delete(lessons).where(eq(lessons.id, lessonId));
      });
    },

    /** Stores an uploaded SUMMARY / WORKBOOK / ADDITIONAL file of the lesson (contracts' size and types). */
    async addMaterial(lessonId: number, upload: MaterialUpload): Promise<StaffMaterial> {
      await lessonRow(lessonId);
      const kind = upload.kind as LessonMaterialKind | undefined;
      if (!kind || !LESSON_MATERIAL_KINDS.includes(kind))
        throw ValidationFailed.field('kind', 'invalid_choice', 'material_kind');
      const fileName = cleanFileName(upload.fileName);
      if (!fileName || upload.data.length === 0) throw materialRequired();
      if (upload.data.length > LESSON_MATERIAL_MAX_BYTES) throw materialTooLarge();
      const type = upload.mimetype.split(';')[0]?.trim().toLowerCase() as LessonMaterialType;
      if (!LESSON_MATERIAL_TYPES.includes(type) || !contentMatches(type, upload.data))
        throw ValidationFailed.field('file', 'invalid', 'material_type');
      const title = (upload.title ?? '').trim().slice(0, LESSON_MATERIAL_TITLE_MAX) || fileName;
      const [last] = await db
        .select({ order: max(lessonMaterials.order) })
        .from(lessonMaterials)
        .where(eq(lessonMaterials.lessonId, lessonId));
      const [row] = await db
        .insert(lessonMaterials)
        .values({
          lessonId,
          kind,
          title,
          fileName,
          contentType: type === 'text/plain' ? 'text/plain; charset=utf-8' : type,
          size: upload.data.length,
          data: upload.data,
          order: (last?.order ?? 0) + 1,
        })
        .onConflictDoNothing({ target: [lessonMaterials.lessonId, lessonMaterials.fileName] })
        .returning({
          id: lessonMaterials.id,
          kind: lessonMaterials.kind,
          title: lessonMaterials.title,
          fileName: lessonMaterials.fileName,
          size: lessonMaterials.size,
          contentType: lessonMaterials.contentType,
        });
      if (!row) throw ValidationFailed.field('file', 'unique', 'material_exists');
      return material(row, clock());
    },

    async removeMaterial(materialId: number): Promise<void> {
      const gone = await db
        .delete(lessonMaterials)
        .where(eq(lessonMaterials.id, materialId))
        .returning({ id: lessonMaterials.id });
      if (gone.length === 0) throw new NotFound();
    },
  };
}

export type LessonStaffService = ReturnType<typeof createLessonStaffService>;

/** A new lesson: every student enrolled in its course now is told, once per lesson (the key). */
function announceCreated(tx: Db, lesson: LessonRow, productTypeId: number, now: Date): Promise<void> {
  return tellEnrolledStudents(
    tx,
    lesson,
    productTypeId,
    now,
    'lesson_created',
    (userId) => `lesson_created:${lesson.id}:${userId}`,
  );
}
