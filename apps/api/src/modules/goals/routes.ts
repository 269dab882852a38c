import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  educationGoalsPatchSchema,
  educationGoalsResponseSchema,
  extraGoalsResponseSchema,
  idParamsSchema,
  individualProgramSwitchSchema,
  reactionPatchSchema,
  RECOMMENDATION_REACTIONS,
  recommendationsResponseSchema,
  studentClassTypesPatchSchema,
  studentClassTypesSchema,
  studentGoalsPatchSchema,
  studentGoalsSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import type { ProgramService } from './program.js';
import type { RecommendationService } from './recommendations.js';
import type { GoalsService } from './service.js';

export interface GoalsServices {
  goals: GoalsService;
  program: ProgramService;
  recommendations: RecommendationService;
}

export function goalsRoutes({ goals, program: prog, recommendations }: GoalsServices): FastifyPluginAsyncZod {
  return async (app) => {
    const pre = requireUser(['STUDENT_ROLE']);
    const s = { tags: ['goals'], security: bearer };
    const idParams = idParamsSchema;
    const program = '/umits/individual-program/v1';

    app.get(
      '/v2/umits/goal/',
      {
        preHandler: pre,
        schema: { ...s, response: { 200: studentGoalsSchema, ...errorResponses(401, 403) } },
      },
      (r) => goals.goals(userOf(r).id),
    );
    app.patch(
      '/v2/umits/goal/',
      {
        preHandler: pre,
        schema: {
          ...s,
          body: studentGoalsPatchSchema,
          response: { 200: studentGoalsSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (r) => goals.patchGoals(userOf(r).id, r.body),
    );
    app.get(
      '/v2/umits/goal/extra-goals/',
      {
        preHandler: pre,
        schema: { ...s, response: { 200: extraGoalsResponseSchema, ...errorResponses(401, 403) } },
      },
      () => goals.extraGoals(),
    );
    app.get(
      '/v2/umits/goal/goal-and-purchase-class-types/',
      {
        preHandler: pre,
        schema: { ...s, response: { 200: studentClassTypesSchema, ...errorResponses(401, 403) } },
      },
      (r) => goals.goalAndPurchaseClassTypes(userOf(r).id),
    );
    app.get(
      '/v2/students/class-types/',
      {
        preHandler: pre,
        schema: { ...s, response: { 200: studentClassTypesSchema, ...errorResponses(401, 403) } },
      },
      (r) => goals.classTypes(userOf(r).id),
    );
    app.patch(
      '/v2/students/class-types/',
      {
        preHandler: pre,
        schema: {
          ...s,
          body: studentClassTypesPatchSchema,
          response: { 200: studentClassTypesSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (r) => goals.patchClassTypes(userOf(r).id, r.body.classTypes),
    );

    app.get(
      `${program}/switch-individual-program/:id/`,
      {
        preHandler: pre,
        schema: {
          ...s,
          params: idParams,
          response: { 200: individualProgramSwitchSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (r) => prog.programStatus(userOf(r).id, r.params.id),
    );
    app.patch(
      `${program}/switch-individual-program/:id/`,
      {
        preHandler: pre,
        schema: {
          ...s,
          params: idParams,
          body: individualProgramSwitchSchema,
          response: { 200: individualProgramSwitchSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => prog.switchProgram(userOf(r).id, r.params.id, r.body.status),
    );
    app.patch(
      `${program}/global-switch-individual-program/`,
      {
        preHandler: pre,
        schema: {
          ...s,
          body: individualProgramSwitchSchema,
          response: { 200: individualProgramSwitchSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (r) => prog.switchAllPrograms(userOf(r).id, r.body.status),
    );
    app.get(
      `${program}/goals/`,
      {
        preHandler: pre,
        schema: { ...s, response: { 200: educationGoalsResponseSchema, ...errorResponses(401, 403) } },
      },
      (r) => prog.educationGoals(userOf(r).id),
    );
    app.patch(
      `${program}/goals/`,
      {
        preHandler: pre,
        schema: {
          ...s,
          body: educationGoalsPatchSchema,
          response: { 200: educationGoalsResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (r) => prog.patchEducationGoals(userOf(r).id, r.body),
    );

    app.get(
      '/umits/recommendations/',
      {
        preHandler: pre,
        schema: { ...s, response: { 200: recommendationsResponseSchema, ...errorResponses(401, 403) } },
      },
      (r) => recommendations.list(userOf(r).id),
    );
    app.patch(
      '/umits/:id/reaction/',
      {
        preHandler: pre,
        schema: {
          ...s,
          params: idParams,
          body: reactionPatchSchema,
          response: {
            200: z.object({ id: z.number().int(), reaction: z.enum(RECOMMENDATION_REACTIONS).nullable() }),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      (r) => recommendations.react(userOf(r).id, r.params.id, r.body.reaction.value),
    );
  };
}
