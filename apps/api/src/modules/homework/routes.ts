import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOMEWORK_CURATOR_ROLES,
  classTypeTopicsSchema,
  curatorCheckResultSchema,
  curatorCheckSchema,
  curatorQueueQuerySchema,
  curatorQueueSchema,
  curatorReturnSchema,
  curatorStatsSchema,
  curatorSubmissionSchema,
  draftSavedSchema,
  fixTaskResultSchema,
  fixTaskSchema,
  homeworkAnswersSchema,
  homeworkCompletedSchema,
  homeworkDetailSchema,
  homeworkFileParamsSchema,
  homeworkFileSchema,
  homeworkFilesSchema,
  homeworkIdParamsSchema,
  homeworkTaskParamsSchema,
  HOMEWORK_FILE_MAX_BYTES,
  homeworkListQuerySchema,
  homeworkListSchema,
  homeworkPrintSchema,
  homeworkStatusSchema,
  homeworkTypesSchema,
  submissionIdParamsSchema,
  taskNumbersSchema,
  workOnBugsSchema,
} from '@prepa/contracts';
import { z } from 'zod';
import { idParamSchema } from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import { SharedAnswer, SharedAnswers, sendShared } from '../../http/one-shot-compression.js';
import { pageLinks } from '../../http/page-links.js';
import { serializeResponse } from '../../http/validation.js';
import { attachmentDisposition } from '../lessons/index.js';
import { readHomeworkFile, registerHomeworkFileParser } from './files.js';
import type { HomeworkService } from './service.js';

const submitResultSchema = curatorCheckResultSchema;
const returnResultSchema = z.object({ status: homeworkStatusSchema });
/** List and homework pages kept as sent: at most this many of each, 16 M characters of keys and JSON. */
const HOMEWORK_ANSWERS_MAX = 2000;
const HOMEWORK_ANSWERS_MAX_CHARS = 16_000_000;

export function homeworkRoutes(service: HomeworkService): FastifyPluginAsyncZod {
  return async (app) => {
    const listAnswers = new SharedAnswers(HOMEWORK_ANSWERS_MAX, HOMEWORK_ANSWERS_MAX_CHARS);
    const detailAnswers = new SharedAnswers(HOMEWORK_ANSWERS_MAX, HOMEWORK_ANSWERS_MAX_CHARS);
    const answerOfPage = new WeakMap<object, { url: string; answer: SharedAnswer }>();
    const student = requireUser(['STUDENT_ROLE']);
    const signedIn = requireUser();
    const curator = requireUser(HOMEWORK_CURATOR_ROLES);
    const head = requireUser(['HEAD_CURATOR']);
    const secured = { tags: ['homework'], security: bearer };
    const hwParams = homeworkIdParamsSchema;

    app.get(
      '/v2/homework/types/',
      {
        preHandler: student,
        schema: { ...secured, response: { 200: homeworkTypesSchema, ...errorResponses(401, 403) } },
      },
      (request) => service.types(userOf(request).id),
    );
    app.get(
      '/v2/core/course-type-task-numbers/',
      {
        preHandler: signedIn,
        schema: { ...secured, response: { 200: taskNumbersSchema, ...errorResponses(401) } },
      },
      () => service.taskNumbers(),
    );
    app.get(
      '/v2/core/class-type-topics/',
      {
        preHandler: signedIn,
        schema: { ...secured, response: { 200: classTypeTopicsSchema, ...errorResponses(401) } },
      },
      () => service.topics(),
    );

    app.get(
      '/v2/homework/',
      {
        preHandler: student,
        schema: {
          ...secured,
          querystring: homeworkListQuerySchema,
          response: { 200: homeworkListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const page = await service.list(userOf(request).id, q);
        // The service gives the same page object for the same page while it holds: its answer at this
        // URL is then taken as it is, without keying it again.
        const known = answerOfPage.get(page);
        if (known?.url === request.url) return sendShared(request, reply, known.answer);
        const { count, items } = page;
        const head = { count, ...pageLinks(request.url, count, q.limit, q.offset) };
        // The page's JSON names all it shows (statuses at this moment included), so one answer serves
        // every read of the same page: checked, converted and compressed once (`SharedAnswers`).
        const answer = await listAnswers.get(`${JSON.stringify(head)}${items}`, () =>
          serializeResponse(
            homeworkListSchema,
            { ...head, results: JSON.parse(items) as unknown },
            'Response of GET /api/v2/homework/',
          ),
        );
        answerOfPage.set(page, { url: request.url, answer });
        return sendShared(request, reply, answer);
      },
    );

    app.get(
      '/v2/homework/:homeworkId/',
      {
        preHandler: student,
        schema: {
          ...secured,
          params: hwParams,
          response: { 200: homeworkDetailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const read = await service.detail(userOf(request).id, request.params.homeworkId);
        const render = async () =>
          serializeResponse(
            homeworkDetailSchema,
            await read.build(),
            'Response of GET /api/v2/homework/{id}/',
          );
        // The row names all the page shows, so one answer serves every read of the same row (files'
        // links are signed for the moment: those pages are made each time).
        const answer = read.shareable
          ? await detailAnswers.get(read.json, render)
          : new SharedAnswer(await render());
        return sendShared(request, reply, answer);
      },
    );

    app.patch(
      '/v2/homework/:homeworkId/draft/',
      {
        preHandler: student,
        schema: {
          ...secured,
          description: 'Saves answers as the student types (merged into the draft); refused once handed in.',
          params: hwParams,
          body: homeworkAnswersSchema,
          response: { 200: draftSavedSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => service.saveDraft(userOf(request).id, request.params.homeworkId, request.body.answers),
    );

    app.post(
      '/v2/homework/:homeworkId/submit/',
      {
        preHandler: student,
        schema: {
          ...secured,
          description:
            'Hands the work in: automatic tasks are checked at once (CHECKED_BY_SITE), a long answer waits for a curator (DONE).',
          params: hwParams,
          body: homeworkAnswersSchema,
          response: { 200: submitResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => service.submit(userOf(request).id, request.params.homeworkId, request.body.answers),
    );

    app.get(
      '/v2/homework/:homeworkId/completed/',
      {
        preHandler: student,
        schema: {
          ...secured,
          params: hwParams,
          response: { 200: homeworkCompletedSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => service.completed(userOf(request).id, request.params.homeworkId),
    );

    app.get(
      '/v2/homework/:homeworkId/work-on-bugs/',
      {
        preHandler: student,
        schema: {
          ...secured,
          params: hwParams,
          response: { 200: workOnBugsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => service.workOnBugs(userOf(request).id, request.params.homeworkId),
    );

    app.post(
      '/v2/homework/:homeworkId/work-on-bugs/',
      {
        preHandler: student,
        schema: {
          ...secured,
          params: hwParams,
          body: fixTaskSchema,
          response: { 200: fixTaskResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) =>
        service.fixTask(
          userOf(request).id,
          request.params.homeworkId,
          request.body.taskId,
          request.body.answer,
        ),
    );

    app.get(
      '/v2/homework/submissions/:submissionId/print/',
      {
        preHandler: student,
        schema: {
          ...secured,
          params: submissionIdParamsSchema,
          response: { 200: homeworkPrintSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => service.print(userOf(request).id, request.params.submissionId),
    );

    /* Files of long answers: multipart only in this scope. */
    const fileRoutes: FastifyPluginAsyncZod = async (files) => {
      await registerHomeworkFileParser(files);
      files.post(
        '/v2/homework/:homeworkId/tasks/:taskId/files/',
        {
          preHandler: student,
          schema: {
            ...secured,
            summary: `Attach a file to a long answer (multipart field "file", up to ${HOMEWORK_FILE_MAX_BYTES / (1024 * 1024)} MB)`,
            description:
              'Only while the work is editable (UNDONE before the deadline, RESENT) and only to a LONG task; ' +
              'the real type is read from the first bytes (pdf, png, jpeg, webp, heic, docx, txt).',
            consumes: ['multipart/form-data'],
            params: homeworkTaskParamsSchema,
            response: { 200: homeworkFileSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
          },
        },
        (request) =>
          service.files.upload(userOf(request).id, request.params.homeworkId, request.params.taskId, () =>
            readHomeworkFile(request),
          ),
      );
    };
    await app.register(fileRoutes);

    app.delete(
      '/v2/homework/:homeworkId/tasks/:taskId/files/:fileId/',
      {
        preHandler: student,
        schema: {
          ...secured,
          description: "Removes one of the task's files while the work is editable; answers the files left.",
          params: homeworkFileParamsSchema,
          response: { 200: homeworkFilesSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) =>
        service.files.remove(
          userOf(request).id,
          request.params.homeworkId,
          request.params.taskId,
          request.params.fileId,
        ),
    );

    app.get(
      '/v2/homework/files/:fileId/',
      {
        schema: {
          tags: ['homework'],
          description:
            "A long answer's file by a signed link from the homework or the curator's submission (valid for a few minutes).",
          params: z.object({ fileId: idParamSchema }),
          querystring: z.object({
            expires: z.coerce.number().int().min(0),
            signature: z.string().min(1).max(100),
          }),
        },
      },
      async (request, reply) => {
        const file = await service.files.download(
          request.params.fileId,
          request.query.expires,
          request.query.signature,
        );
        return reply
          .header('content-type', file.mime)
          .header('content-disposition', attachmentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.data);
      },
    );

    /* Curators */
    app.get(
      '/v2/curators/homework/queue/',
      {
        preHandler: curator,
        schema: {
          ...secured,
          description:
            'Work waiting for a check, oldest first. A head curator sees every queue (`curator` filters one).',
          querystring: curatorQueueQuerySchema,
          response: { 200: curatorQueueSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const q = request.query;
        const page = await service.curator.queue(userOf(request), q);
        return { ...page, ...pageLinks(request.url, page.count, q.limit, q.offset) };
      },
    );

    app.get(
      '/v2/curators/homework/stats/',
      {
        preHandler: head,
        schema: { ...secured, response: { 200: curatorStatsSchema, ...errorResponses(401, 403) } },
      },
      () => service.curator.stats(),
    );

    app.get(
      '/v2/curators/homework/submissions/:submissionId/',
      {
        preHandler: curator,
        schema: {
          ...secured,
          params: submissionIdParamsSchema,
          response: { 200: curatorSubmissionSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => service.curator.submission(userOf(request), request.params.submissionId),
    );

    app.post(
      '/v2/curators/homework/submissions/:submissionId/check/',
      {
        preHandler: curator,
        schema: {
          ...secured,
          description:
            'Scores the long answers by criteria with a comment per task; a second call is a recheck.',
          params: submissionIdParamsSchema,
          body: curatorCheckSchema,
          response: { 200: curatorCheckResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => service.curator.check(userOf(request), request.params.submissionId, request.body),
    );

    app.post(
      '/v2/curators/homework/submissions/:submissionId/confirm/',
      {
        preHandler: curator,
        schema: {
          ...secured,
          description:
            "Confirms the rubric pre-check's scores as they are (CHECKED_BY_NEURO → CHECK_BY_NE_AND_CU, exp credited once); " +
            'scoring with /check/ instead overrides them (CHECKED_BY_CURATOR).',
          params: submissionIdParamsSchema,
          response: { 200: curatorCheckResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => service.curator.confirmPrecheck(userOf(request), request.params.submissionId),
    );

    app.post(
      '/v2/curators/homework/submissions/:submissionId/return/',
      {
        preHandler: curator,
        schema: {
          ...secured,
          params: submissionIdParamsSchema,
          body: curatorReturnSchema,
          response: { 200: returnResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) =>
        service.curator.returnForRework(userOf(request), request.params.submissionId, request.body.comment),
    );
    app.post(
      '/v2/curators/homework/submissions/:submissionId/refuse/',
      {
        preHandler: curator,
        schema: {
          ...secured,
          params: submissionIdParamsSchema,
          body: curatorReturnSchema,
          response: { 200: returnResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) =>
        service.curator.returnForRework(
          userOf(request),
          request.params.submissionId,
          request.body.comment,
          'REFUSED',
        ),
    );
  };
}
