import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  examResultDecisionSchema,
  examResultFeedbackSchema,
  examResultOtherDateSchema,
  examResultPointsSchema,
  examResultSchema,
  examResultsResponseSchema,
  examResultVisibilitySchema,
  idParamsSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import type { ResultsService } from './service.js';

/** Exam results: the student's own (spec 1 §7 "Student results") and a manager's confirmation. */
export function resultsRoutes(results: ResultsService): FastifyPluginAsyncZod {
  return async (app) => {
    const student = requireUser(['STUDENT_ROLE']);
    const s = { tags: ['results'], security: bearer };
    const idParams = idParamsSchema;
    const base = '/students/exam-results';

    app.get(
      `${base}/`,
      {
        preHandler: student,
        schema: { ...s, response: { 200: examResultsResponseSchema, ...errorResponses(401, 403) } },
      },
      (r) => results.list(userOf(r).id),
    );
    app.post(
      `${base}/points/`,
      {
        preHandler: student,
        schema: {
          ...s,
          body: examResultPointsSchema,
          response: { 200: examResultSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (r) => results.setPoints(userOf(r).id, r.body.classType, r.body.points),
    );
    app.post(
      `${base}/feedback/`,
      {
        preHandler: student,
        schema: {
          ...s,
          body: examResultFeedbackSchema,
          response: { 200: examResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => results.setFeedback(userOf(r).id, r.body.id, r.body.text),
    );
    app.post(
      `${base}/:id/visibility/`,
      {
        preHandler: student,
        schema: {
          ...s,
          params: idParams,
          body: examResultVisibilitySchema,
          response: { 200: examResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => results.setVisibility(userOf(r).id, r.params.id, r.body.isVisible),
    );
    app.post(
      `${base}/:id/other-date/`,
      {
        preHandler: student,
        schema: {
          ...s,
          params: idParams,
          body: examResultOtherDateSchema,
          response: { 200: examResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => results.setOtherDate(userOf(r).id, r.params.id, r.body.otherDate),
    );

    app.patch(
      '/v2/managers/exam-results/:id/',
      {
        preHandler: requireUser(['MANAGER_ROLE']),
        schema: {
          ...s,
          params: idParams,
          body: examResultDecisionSchema,
          response: { 200: examResultSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => results.decide(r.params.id, r.body.status),
    );
  };
}
