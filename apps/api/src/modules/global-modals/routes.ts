import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackResponseSchema,
  feedbackSchema,
  formatMessage,
  GLOBAL_MODAL_MANAGER_ROLES,
  idParamsSchema,
  managerModalsResponseSchema,
  modalActivitySchema,
  modalViewResponseSchema,
  modalViewSchema,
  newModalSchema,
  pollAnswersResponseSchema,
  pollAnswersSchema,
  studentModalsQuerySchema,
  studentModalsResponseSchema,
} from '@prepa/contracts';
import { z } from 'zod';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/error-handler.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import type { FeedbackService } from './feedback.js';
import type { GlobalModalsService } from './service.js';

/** Global modals, polls and feedback (spec 1 §4, §7): the student's calls and the managers' API. */
export function globalModalsRoutes(
  modals: GlobalModalsService,
  feedback: FeedbackService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const student = requireUser(['STUDENT_ROLE']);
    const manager = requireUser(GLOBAL_MODAL_MANAGER_ROLES);
    const s = { tags: ['global-modals'], security: bearer };

    app.get(
      '/v2/students/modals/',
      {
        preHandler: student,
        schema: {
          ...s,
          querystring: studentModalsQuerySchema,
          response: { 200: studentModalsResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (r) => modals.listForStudent(userOf(r), r.query),
    );
    app.post(
      '/v2/students/modals/:id/',
      {
        preHandler: student,
        schema: {
          ...s,
          description: 'Marks the modal viewed, once; a repeat answers with the first viewing.',
          params: idParamsSchema,
          body: modalViewSchema,
          response: { 200: modalViewResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => modals.markViewed(userOf(r), r.params.id, r.body?.itemId),
    );
    app.post(
      '/v2/students/poll-answer/',
      {
        preHandler: student,
        schema: {
          ...s,
          description: 'One answer per student and poll; a repeat changes nothing.',
          body: pollAnswersSchema,
          response: { 200: pollAnswersResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => modals.answerPolls(userOf(r), r.body.pollsAnswers),
    );
    app.post(
      '/v2/students/feedback/',
      {
        preHandler: student,
        schema: {
          ...s,
          body: feedbackSchema,
          response: { 201: feedbackResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (r, reply) => {
        const id = await feedback.send(userOf(r).id, r.body);
        return reply.code(201).send({ id, detail: formatMessage('thanks_for_answer', requestLanguage(r)) });
      },
    );

    const m = { tags: ['global-modals'], security: bearer };
    app.get(
      '/v2/managers/modals/',
      {
        preHandler: manager,
        schema: { ...m, response: { 200: managerModalsResponseSchema, ...errorResponses(401, 403) } },
      },
      () => modals.list(),
    );
    app.post(
      '/v2/managers/modals/',
      {
        preHandler: manager,
        schema: {
          ...m,
          body: newModalSchema,
          response: { 201: z.object({ id: z.number().int() }), ...errorResponses(400, 401, 403) },
        },
      },
      async (r, reply) => reply.code(201).send({ id: await modals.create(userOf(r).id, r.body) }),
    );
    app.patch(
      '/v2/managers/modals/:id/',
      {
        preHandler: manager,
        schema: {
          ...m,
          description: 'Activates or deactivates a modal (a deactivated one is shown to nobody).',
          params: idParamsSchema,
          body: modalActivitySchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (r, reply) => {
        await modals.setActive(r.params.id, r.body.isActive);
        return reply.code(204).send(null);
      },
    );
  };
}
