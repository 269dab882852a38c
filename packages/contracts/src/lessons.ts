import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.js';
import { LESSON_MATERIAL_KINDS, LESSON_STATES, VIDEO_PROVIDERS } from './constants/lessons.js';

/**
 * Lessons (issue 9): modules and lessons of a course (product type), materials, ratings, watching, the
 * timetable. The rules without schemas (video recognition, lesson state, constants) are in constants/lessons.
 */
export * from './constants/lessons.js';

// ---- wire schemas ----

export const lessonIdParamsSchema = z.object({ lessonId: idParamSchema });
export const moduleIdParamsSchema = z.object({ moduleId: idParamSchema });
export const productTypeIdParamsSchema = z.object({ productTypeId: idParamSchema });
export const lessonHashParamsSchema = z.object({ hash: z.string().min(8).max(64) });

export const courseSchema = z.object({
  productTypeId: z.number().int(),
  title: z.string(),
  products: z.array(z.object({ id: z.number().int(), title: z.string(), avatar: z.string().nullable() })),
  modulesCount: z.number().int(),
  lessonsCount: z.number().int(),
  watchedCount: z.number().int(),
  nextLessonAt: z.string().nullable(),
});
export type Course = z.infer<typeof courseSchema>;
export const coursesResponseSchema = z.object({ results: z.array(courseSchema) });

export const lessonModuleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  lessonsCount: z.number().int(),
  watchedCount: z.number().int(),
});
export type LessonModule = z.infer<typeof lessonModuleSchema>;
export const modulesResponseSchema = z.object({
  productTypeId: z.number().int(),
  title: z.string(),
  results: z.array(lessonModuleSchema),
});

export const lessonSummarySchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  state: z.enum(LESSON_STATES),
  watched: z.boolean(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;
export const moduleLessonsResponseSchema = z.object({
  module: z.object({ id: z.number().int(), title: z.string(), productTypeId: z.number().int() }),
  courseTitle: z.string(),
  results: z.array(lessonSummarySchema),
});

export const lessonMaterialSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LESSON_MATERIAL_KINDS),
  title: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** A signed link valid MATERIAL_LINK_TTL_SECONDS. */
  url: z.string(),
  expiresAt: z.string(),
});
export type LessonMaterial = z.infer<typeof lessonMaterialSchema>;

export const lessonDetailSchema = lessonSummarySchema.extend({
  description: z.string(),
  productTypeId: z.number().int(),
  courseTitle: z.string(),
  moduleTitle: z.string(),
  video: z.object({ provider: z.enum(VIDEO_PROVIDERS), embedUrl: z.string() }).nullable(),
  materials: z.array(lessonMaterialSchema),
  myRating: z.number().int().min(1).max(5).nullable(),
  /** Who opens it: an enrolled student or a chat moderator. */
  role: z.enum(['student', 'moderator']),
  expLive: z.number().int(),
  expRecorded: z.number().int(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

export const lessonRatingBodySchema = z.object({ value: z.number().int().min(1).max(5) });
export const lessonRatingResponseSchema = z.object({ value: z.number().int() });

export const lessonWatchedResponseSchema = z.object({
  /** False when the lesson was marked before (nothing credited again). */
  credited: z.boolean(),
  exp: z.number().int(),
  mode: z.enum(['live', 'recorded']),
  /** The modal action to show (LESSON_DONE) when this call credited. */
  modalAction: z.literal('LESSON_DONE').nullable(),
});
export type LessonWatchedResponse = z.infer<typeof lessonWatchedResponseSchema>;

export const LESSON_TITLE_MAX = 200;
export const LESSON_DESCRIPTION_MAX = 5000;
export const LESSON_VIDEO_URL_MAX = 500;
export const LESSON_DURATION_MAX = 600;

/** A lesson's editable fields (staff): the create body, and all optional for PATCH. */
const lessonFieldsSchema = z.object({
  title: z.string().trim().min(1, { error: 'required' }).max(LESSON_TITLE_MAX, { error: 'max_length' }),
  description: z.string().max(LESSON_DESCRIPTION_MAX, { error: 'max_length' }),
  videoUrl: z.string().trim().max(LESSON_VIDEO_URL_MAX, { error: 'max_length' }).nullable(),
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: z
    .number({ error: 'required' })
    .int({ error: 'lesson_duration' })
    .min(1, { error: 'lesson_duration' })
    .max(LESSON_DURATION_MAX, { error: 'lesson_duration' }),
});
/** PATCH /v2/lessons/:id/: any field; `moduleId` moves the lesson to the end of another module of its course. */
export const lessonPatchBodySchema = lessonFieldsSchema.partial().extend({ moduleId: idSchema.optional() });
export type LessonPatchBody = z.infer<typeof lessonPatchBodySchema>;

/** POST /v2/lessons/: a new lesson in a module (the video address is checked by recogniseVideo). */
export const lessonCreateBodySchema = lessonFieldsSchema.extend({
  moduleId: idSchema,
  description: lessonFieldsSchema.shape.description.default(''),
  videoUrl: lessonFieldsSchema.shape.videoUrl.optional(),
});
export type LessonCreateBody = z.input<typeof lessonCreateBodySchema>;

/**
 * The staff form of a lesson: the create body's fields, with the start as a local date-time
 * (`YYYY-MM-DDTHH:mm`) in the platform's zone and the video address as text ('' = none).
 */
export const lessonFormSchema = lessonFieldsSchema.omit({ startsAt: true, videoUrl: true }).extend({
  moduleId: z.coerce.number({ error: 'required' }).int({ error: 'required' }).positive({ error: 'required' }),
  startsLocal: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'required' }),
  durationMinutes: z.coerce
    .number({ error: 'required' })
    .int({ error: 'lesson_duration' })
    .min(1, { error: 'lesson_duration' })
    .max(LESSON_DURATION_MAX, { error: 'lesson_duration' }),
  videoUrl: z.string().trim().max(LESSON_VIDEO_URL_MAX, { error: 'max_length' }),
});
export type LessonFormInput = z.input<typeof lessonFormSchema>;
export type LessonFormValues = z.output<typeof lessonFormSchema>;

/** Lesson materials uploaded by staff: at most this size, of these types (checked by content too). */
export const LESSON_MATERIAL_MAX_BYTES = 10 * 1024 * 1024;
export const LESSON_MATERIAL_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
export type LessonMaterialType = (typeof LESSON_MATERIAL_TYPES)[number];
/** File name extensions the upload field offers (the same types as LESSON_MATERIAL_TYPES). */
export const LESSON_MATERIAL_EXTENSIONS = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.txt',
  '.docx',
  '.xlsx',
  '.pptx',
];
export const LESSON_MATERIAL_TITLE_MAX = 200;
export const materialIdParamsSchema = z.object({ materialId: idParamSchema });

/** A material as staff see it (with a signed download link, like the student's). */
export const staffMaterialSchema = lessonMaterialSchema.extend({ contentType: z.string() });
export type StaffMaterial = z.infer<typeof staffMaterialSchema>;

/** A lesson in the staff screen: every field they edit, its state, how many watched it, its files. */
export const staffLessonSchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  state: z.enum(LESSON_STATES),
  videoUrl: z.string().nullable(),
  videoProvider: z.enum(VIDEO_PROVIDERS).nullable(),
  watchedCount: z.number().int(),
  /** Only an upcoming lesson nobody watched may be deleted. */
  canDelete: z.boolean(),
  materials: z.array(staffMaterialSchema),
});
export type StaffLesson = z.infer<typeof staffLessonSchema>;

/** GET /v2/lessons/staff/courses/: every course (product type) staff may fill with lessons. */
export const staffCoursesResponseSchema = z.object({
  results: z.array(z.object({ productTypeId: z.number().int(), title: z.string() })),
});
export type StaffCoursesResponse = z.infer<typeof staffCoursesResponseSchema>;

/** GET /v2/lessons/staff/product-types/:id/: the course's modules with all their lessons. */
export const staffCourseResponseSchema = z.object({
  productTypeId: z.number().int(),
  title: z.string(),
  modules: z.array(
    z.object({ id: z.number().int(), title: z.string(), lessons: z.array(staffLessonSchema) }),
  ),
});
export type StaffCourseResponse = z.infer<typeof staffCourseResponseSchema>;

export const MODULE_TITLE_MAX = 200;
/** A module's title, trimmed: what staff name a module (create and rename alike). */
const moduleTitleSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(MODULE_TITLE_MAX, { error: 'max_length' });
/** POST /v2/lessons/modules/: a new module at the end of a course (product type). */
export const moduleCreateBodySchema = z.object({ productTypeId: idSchema, title: moduleTitleSchema });
export type ModuleCreateBody = z.input<typeof moduleCreateBodySchema>;
/** PATCH /v2/lessons/modules/:moduleId/: renames a module. */
export const modulePatchBodySchema = z.object({ title: moduleTitleSchema });
export type ModulePatchBody = z.input<typeof modulePatchBodySchema>;
/** A module as staff see it after creating or renaming it. */
export const staffModuleSchema = z.object({
  id: idSchema,
  productTypeId: idSchema,
  title: z.string(),
});
export type StaffModule = z.infer<typeof staffModuleSchema>;
export const lessonPatchResponseSchema = z.object({
  id: idSchema,
  moduleId: idSchema,
  title: z.string(),
  videoUrl: z.string().nullable(),
  videoProvider: z.enum(VIDEO_PROVIDERS).nullable(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
});

/** GET /students/timetable/ (spec 1 §7: type, year, month). */
export const TIMETABLE_TYPES = ['month', 'week'] as const;
export const timetableQuerySchema = z.object({
  type: z.enum(TIMETABLE_TYPES).default('month'),
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
export type TimetableQuery = z.infer<typeof timetableQuerySchema>;
export const TIMETABLE_ENTRY_KINDS = ['lesson', 'homework_deadline'] as const;
export type TimetableEntryKind = (typeof TIMETABLE_ENTRY_KINDS)[number];
export const timetableEntrySchema = z.object({
  kind: z.enum(TIMETABLE_ENTRY_KINDS),
  id: z.number().int(),
  title: z.string(),
  courseTitle: z.string(),
  productTypeId: z.number().int().nullable(),
  /** UTC instant. */
  at: z.string(),
  /** The local date in the platform's zone (YYYY-MM-DD) the entry falls on. */
  localDate: z.iso.date(),
  durationMinutes: z.number().int().nullable(),
  state: z.enum(LESSON_STATES).nullable(),
  /** Web route to open it. */
  link: z.string(),
});
export type TimetableEntry = z.infer<typeof timetableEntrySchema>;
export const timetableResponseSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  timeZone: z.string(),
  results: z.array(timetableEntrySchema),
});
export type TimetableResponse = z.infer<typeof timetableResponseSchema>;

/** Products preview for months (the month sidebar of purchased and renewable courses). */
export const monthProductsQuerySchema = z.object({
  months: z
    .string()
    .max(200)
    .regex(/^\d{4}-\d{2}(,\d{4}-\d{2}){0,11}$/, 'invalid'),
});
export const monthProductSchema = z.object({
  productId: z.number().int(),
  productTypeId: z.number().int(),
  title: z.string(),
  avatar: z.string().nullable(),
  /** Owned for (part of) the month; a renewable one can be bought for it again. */
  isOwned: z.boolean(),
  canRenew: z.boolean(),
});
export const monthProductsResponseSchema = z.object({
  results: z.array(z.object({ month: z.string(), products: z.array(monthProductSchema) })),
});
export type MonthProductsResponse = z.infer<typeof monthProductsResponseSchema>;

export const courseRatingResponseSchema = z.object({
  productTypeId: z.number().int(),
  title: z.string(),
  results: z.array(
    z.object({
      place: z.number().int(),
      name: z.string(),
      avatar: z.string().nullable(),
      exp: z.number().int(),
      lessonsWatched: z.number().int(),
      isMe: z.boolean(),
    }),
  ),
  me: z
    .object({ place: z.number().int(), exp: z.number().int(), lessonsWatched: z.number().int() })
    .nullable(),
});
export type CourseRatingResponse = z.infer<typeof courseRatingResponseSchema>;

/** Minutes the zone is ahead of UTC at an instant (Moscow +180, Almaty +300). */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The UTC instant of local midnight starting `day` (YYYY-MM-DD) in a zone. */
export function zonedDayStartUtc(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const first = guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** [start, end) of a calendar month in a zone, as UTC instants. */
export function zonedMonthRange(year: number, month: number, timeZone: string): { from: Date; to: Date } {
  const pad = (v: number) => String(v).padStart(2, '0');
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  return {
    from: zonedDayStartUtc(`${year}-${pad(month)}-01`, timeZone),
    to: zonedDayStartUtc(`${next.y}-${pad(next.m)}-01`, timeZone),
  };
}

/** A local date-time `YYYY-MM-DDTHH:mm` in a zone, as the UTC instant it names. */
export function zonedLocalToUtc(local: string, timeZone: string): Date {
  const guess = Date.parse(`${local}:00Z`);
  const first = guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** A UTC instant as the local date-time `YYYY-MM-DDTHH:mm` of a zone (a datetime-local input's value). */
export function utcToZonedLocal(at: Date | string, timeZone: string): string {
  const d = at instanceof Date ? at : new Date(at);
  const local = new Date(d.getTime() + zoneOffsetMinutes(d, timeZone) * 60_000);
  return local.toISOString().slice(0, 16);
}
