import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LESSON_EDITOR_ROLES,
  LESSON_MATERIAL_MAX_BYTES,
  courseRatingResponseSchema,
  lessonCreateBodySchema,
  materialIdParamsSchema,
  moduleCreateBodySchema,
  modulePatchBodySchema,
  staffModuleSchema,
  staffCourseResponseSchema,
  staffCoursesResponseSchema,
  staffLessonSchema,
  staffMaterialSchema,
  coursesResponseSchema,
  idParamSchema,
  lessonDetailSchema,
  lessonHashParamsSchema,
  lessonIdParamsSchema,
  lessonPatchBodySchema,
  lessonPatchResponseSchema,
  lessonRatingBodySchema,
  lessonRatingResponseSchema,
  lessonWatchedResponseSchema,
  moduleIdParamsSchema,
  moduleLessonsResponseSchema,
  modulesResponseSchema,
  monthProductsQuerySchema,
  monthProductsResponseSchema,
  productTypeIdParamsSchema,
  timetableQuerySchema,
  timetableResponseSchema,
} from '@prepa/contracts';
import type { FastifyRequest } from 'fastify';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import { attachmentDisposition } from './materials.js';
import { LESSON_MODERATOR_ROLES } from './access.js';
import type { LessonsService, Viewer } from './service.js';
import { materialRequired, materialTooLarge, type LessonStaffService, type MaterialUpload } from './staff.js';

/** Who may create, edit and delete a lesson and its materials (contracts, shared with the SPA). */
export { LESSON_EDITOR_ROLES };

export function lessonsRoutes(service: LessonsService, staff: LessonStaffService): FastifyPluginAsyncZod {
  return async (app) => {
    const student = requireUser(['STUDENT_ROLE']);
    const viewers = requireUser(['STUDENT_ROLE', ...LESSON_MODERATOR_ROLES]);
    const editors = requireUser(LESSON_EDITOR_ROLES);
    const tags = ['lessons'];
    const secured = { tags, security: bearer };
    const viewerOf = (r: FastifyRequest): Viewer => {
      const u = userOf(r);
      return { id: u.id, moderator: LESSON_MODERATOR_ROLES.includes(u.role) };
    };

    app.get(
      '/v2/students/courses/',
      {
        preHandler: viewers,
        schema: { ...secured, response: { 200: coursesResponseSchema, ...errorResponses(401, 403) } },
      },
      async (r) => ({ results: await service.courses(viewerOf(r)) }),
    );

    app.get(
      '/v2/lessons/product-types/:productTypeId/modules/',
      {
        preHandler: viewers,
        schema: {
          ...secured,
          params: productTypeIdParamsSchema,
          response: { 200: modulesResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => service.modules(viewerOf(r), r.params.productTypeId),
    );

    app.get(
      '/v2/lessons/modules/:moduleId/lessons/',
      {
        preHandler: viewers,
        schema: {
          ...secured,
          params: moduleIdParamsSchema,
          response: { 200: moduleLessonsResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => service.moduleLessons(viewerOf(r), r.params.moduleId),
    );

    app.get(
      '/v2/lessons/access/:hash/',
      {
        preHandler: viewers,
        schema: {
          ...secured,
          params: lessonHashParamsSchema,
          response: { 200: lessonDetailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => service.lessonByHash(viewerOf(r), r.params.hash),
    );

    app.get(
      '/v2/lessons/:lessonId/',
      {
        preHandler: viewers,
        schema: {
          ...secured,
          params: lessonIdParamsSchema,
          response: { 200: lessonDetailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => service.lesson(viewerOf(r), r.params.lessonId),
    );

    app.patch(
      '/v2/lessons/:lessonId/',
      {
        preHandler: editors,
        schema: {
          ...secured,
          description:
            'Teachers and managers edit a lesson; a video address must be YouTube, Kinescope or GCore.',
          params: lessonIdParamsSchema,
          body: lessonPatchBodySchema,
          response: { 200: lessonPatchResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => service.patch(r.params.lessonId, r.body),
    );

    app.get(
      '/v2/lessons/staff/courses/',
      {
        preHandler: editors,
        schema: {
          ...secured,
          description: 'Teachers and managers: every course they may fill with lessons.',
          response: { 200: staffCoursesResponseSchema, ...errorResponses(401, 403) },
        },
      },
      () => staff.courses(),
    );

    app.get(
      '/v2/lessons/staff/product-types/:productTypeId/',
      {
        preHandler: editors,
        schema: {
          ...secured,
          description: "Teachers and managers: a course's modules with every lesson, upcoming ones too.",
          params: productTypeIdParamsSchema,
          response: { 200: staffCourseResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => staff.course(r.params.productTypeId),
    );

    app.post(
      '/v2/lessons/',
      {
        preHandler: editors,
        schema: {
          ...secured,
          description:
            'Teachers and managers create a lesson in a module; its enrolled students get lesson_created.',
          body: lessonCreateBodySchema,
          response: { 201: staffLessonSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (r, reply) => reply.code(201).send(await staff.create(r.body)),
    );

    app.post(
      '/v2/lessons/modules/',
      {
        preHandler: editors,
        schema: {
          ...secured,
          description: 'Teachers and managers add an empty module at the end of a course.',
          body: moduleCreateBodySchema,
          response: { 201: staffModuleSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (r, reply) => reply.code(201).send(await staff.createModule(r.body)),
    );

    app.patch(
      '/v2/lessons/modules/:moduleId/',
      {
        preHandler: editors,
        schema: {
          ...secured,
          description: 'Teachers and managers rename a module.',
          params: moduleIdParamsSchema,
          body: modulePatchBodySchema,
          response: { 200: staffModuleSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => staff.renameModule(r.params.moduleId, r.body.title),
    );

    app.delete(
      '/v2/lessons/modules/:moduleId/',
      {
        preHandler: editors,
        schema: {
          ...secured,
          description: 'Deletes a module that has no lessons (400 module_not_empty otherwise).',
          params: moduleIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (r, reply) => {
        await staff.removeModule(r.params.moduleId);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/v2/lessons/:lessonId/',
      {
        preHandler: editors,
        schema: {
          ...secured,
          description: 'Deletes a lesson that has not started and that no student watched.',
          params: lessonIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (r, reply) => {
        await staff.remove(r.params.lessonId);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/v2/lessons/materials/:materialId/',
      {
        preHandler: editors,
        schema: {
          ...secured,
          params: materialIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (r, reply) => {
        await staff.removeMaterial(r.params.materialId);
        return reply.code(204).send(null);
      },
    );

    // The upload alone parses multipart bodies (its own context), with the size limit of contracts.
    await app.register(async (uploads) => {
      await uploads.register(fastifyMultipart, {
        limits: { fileSize: LESSON_MATERIAL_MAX_BYTES, files: 1, fields: 5 },
      });
      uploads.withTypeProvider<ZodTypeProvider>().post(
        '/v2/lessons/:lessonId/materials/',
        {
          preHandler: editors,
          schema: {
            ...secured,
            description:
              'Uploads a lesson material: multipart fields "kind" (SUMMARY, WORKBOOK, ADDITIONAL), ' +
              '"title" (optional), then the file "file".',
            consumes: ['multipart/form-data'],
            params: lessonIdParamsSchema,
            response: { 201: staffMaterialSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
          },
        },
        async (r, reply) => {
          const upload = await readUpload(r);
          return reply.code(201).send(await staff.addMaterial(r.params.lessonId, upload));
        },
      );
    });

    app.put(
      '/v2/lessons/:lessonId/rating/',
      {
        preHandler: student,
        schema: {
          ...secured,
          params: lessonIdParamsSchema,
          body: lessonRatingBodySchema,
          response: { 200: lessonRatingResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => service.rate(userOf(r).id, r.params.lessonId, r.body.value),
    );

    app.post(
      '/v2/lessons/:lessonId/watched/',
      {
        preHandler: student,
        schema: {
          ...secured,
          description: 'Marks the lesson watched; exp is credited once (live or recorded amount).',
          params: lessonIdParamsSchema,
          response: { 200: lessonWatchedResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => service.watched(userOf(r).id, r.params.lessonId),
    );

    app.get(
      '/v2/lessons/materials/:id/file/',
      {
        schema: {
          tags,
          description: 'A lesson material by a signed link from the lesson (valid for a few minutes).',
          params: z.object({ id: idParamSchema }),
          querystring: z.object({
            expires: z.coerce.number().int().min(0),
            signature: z.string().min(1).max(100),
          }),
        },
      },
      async (r, reply) => {
        const file = await service.materialFile(r.params.id, r.query.expires, r.query.signature);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.data);
      },
    );

    app.get(
      '/students/timetable/',
      {
        preHandler: student,
        schema: {
          ...secured,
          querystring: timetableQuerySchema,
          response: { 200: timetableResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (r) => service.timetable(userOf(r).id, r.query),
    );

    app.get(
      '/v2/students/products-preview/months/',
      {
        preHandler: student,
        schema: {
          ...secured,
          description: 'Purchased and renewable products for each month (months=YYYY-MM,YYYY-MM).',
          querystring: monthProductsQuerySchema,
          response: { 200: monthProductsResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (r) => service.monthProducts(userOf(r).id, r.query.months.split(',')),
    );

    app.get(
      '/v2/lessons/product-types/:productTypeId/rating/',
      {
        preHandler: viewers,
        schema: {
          ...secured,
          params: productTypeIdParamsSchema,
          response: { 200: courseRatingResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => service.courseRating(viewerOf(r), r.params.productTypeId),
    );
  };
}

/** The multipart body of a material upload: the fields before the file, and the file's bytes. */
async function readUpload(request: FastifyRequest): Promise<MaterialUpload> {
  let file;
  try {
    file = request.isMultipart() ? await request.file() : undefined;
  } catch {
    throw materialRequired();
  }
  if (!file || file.fieldname !== 'file') throw materialRequired();
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch {
    throw materialTooLarge();
  }
  if (file.file.truncated) throw materialTooLarge();
  const field = (name: string): string | undefined => {
    const f = file.fields[name];
    const one = Array.isArray(f) ? f[0] : f;
    return one && one.type === 'field' && typeof one.value === 'string' ? one.value : undefined;
  };
  return {
    kind: field('kind'),
    title: field('title'),
    fileName: file.filename,
    mimetype: file.mimetype,
    data,
  };
}
