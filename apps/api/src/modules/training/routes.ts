import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardReviewResultSchema,
  cardReviewSchema,
  countersQuerySchema,
  favoriteResultSchema,
  idParamsSchema,
  levelAnswersSchema,
  levelTestListSchema,
  levelTestQuerySchema,
  levelTestResultSchema,
  levelTestSchema,
  nextCardsQuerySchema,
  nextCardsSchema,
  reviewLogSchema,
  sessionResultQuerySchema,
  sessionResultSchema,
  trainingCountersSchema,
  trainingSettingsQuerySchema,
  trainingSettingsSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import type { LevelTestService } from './level-tests.js';
import type { TrainingService } from './service.js';

export function trainingRoutes(
  training: TrainingService,
  levelTests: LevelTestService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const student = requireUser(['STUDENT_ROLE']);
    const secured = { tags: ['training'], security: bearer };
    const errors = errorResponses(400, 401, 403, 404);

    app.get(
      '/v1/training/settings/',
      {
        preHandler: student,
        schema: {
          ...secured,
          description:
            'Products, modules and card packs the student may study (403 for a product not owned).',
          querystring: trainingSettingsQuerySchema,
          response: { 200: trainingSettingsSchema, ...errors },
        },
      },
      (request) => training.settings(userOf(request).id, request.query),
    );

    app.get(
      '/v1/training/counters/',
      {
        preHandler: student,
        schema: {
          ...secured,
          querystring: countersQuerySchema,
          response: { 200: trainingCountersSchema, ...errors },
        },
      },
      (request) => training.counters(userOf(request).id, request.query.packId),
    );

    app.get(
      '/v1/training/cards/',
      {
        preHandler: student,
        schema: {
          ...secured,
          description: 'The next cards of a session: due reviews first, then new cards (or one status only).',
          querystring: nextCardsQuerySchema,
          response: { 200: nextCardsSchema, ...errors },
        },
      },
      (request) => {
        const { packId, trainingType, limit } = request.query;
        return training.nextCards(userOf(request).id, packId, trainingType, limit);
      },
    );

    app.post(
      '/v1/training/cards/:id/review/',
      {
        preHandler: student,
        schema: {
          ...secured,
          description: 'Grades a card (again/hard/good/easy); FSRS schedules it, capped by the exam date.',
          params: idParamsSchema,
          body: cardReviewSchema,
          response: { 200: cardReviewResultSchema, ...errors },
        },
      },
      (request) =>
        training.review(userOf(request).id, request.params.id, request.body.grade, request.body.sessionId),
    );

    app.post(
      '/v1/training/cards/:id/favorite/',
      {
        preHandler: student,
        schema: { ...secured, params: idParamsSchema, response: { 200: favoriteResultSchema, ...errors } },
      },
      (request) => training.toggleFavorite(userOf(request).id, request.params.id),
    );

    app.get(
      '/v1/training/cards/:id/reviews/',
      {
        preHandler: student,
        schema: { ...secured, params: idParamsSchema, response: { 200: reviewLogSchema, ...errors } },
      },
      (request) => training.reviewLog(userOf(request).id, request.params.id),
    );

    app.get(
      '/v1/training/result/',
      {
        preHandler: student,
        schema: {
          ...secured,
          querystring: sessionResultQuerySchema,
          response: { 200: sessionResultSchema, ...errors },
        },
      },
      (request) => training.sessionResult(userOf(request).id, request.query.sessionId),
    );

    const levelSecured = { tags: ['level-tests'], security: bearer };
    app.get(
      '/v1/student-level-tests/',
      {
        preHandler: student,
        schema: {
          ...levelSecured,
          description: "Level tests of the student's courses (optionally of one product type).",
          querystring: levelTestQuerySchema,
          response: { 200: levelTestListSchema, ...errors },
        },
      },
      (request) => levelTests.list(userOf(request).id, request.query.productTypeId),
    );

    app.get(
      '/v1/student-level-tests/:id/test/',
      {
        preHandler: student,
        schema: { ...levelSecured, params: idParamsSchema, response: { 200: levelTestSchema, ...errors } },
      },
      (request) => levelTests.test(userOf(request).id, request.params.id),
    );

    app.post(
      '/v1/student-level-tests/:id/test/',
      {
        preHandler: student,
        schema: {
          ...levelSecured,
          description: 'Scores the answers and recommends a course of the catalogue for the level reached.',
          params: idParamsSchema,
          body: levelAnswersSchema,
          response: { 200: levelTestResultSchema, ...errors },
        },
      },
      (request) => levelTests.submit(userOf(request).id, request.params.id, request.body),
    );
  };
}
