import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVOICE_MANAGER_ROLES,
  referralHistorySchema,
  referralProgramSchema,
  referralWithdrawalDecisionSchema,
  referralWithdrawalIdParamsSchema,
  referralWithdrawalListSchema,
  referralWithdrawalRequestSchema,
  referralWithdrawalSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import { requireFlag } from '../../http/require-flag.js';
import type { ReferralService } from './service.js';

/** The student's referral programme (flag referral-program-enabled) and its withdrawals. */
export function referralRoutes(referral: ReferralService): FastifyPluginAsyncZod {
  return async (app) => {
    const s = { tags: ['referral'], security: bearer };
    const errors = errorResponses(400, 401, 403, 409);
    const enabled = requireFlag('referral-program-enabled');
    const student = [requireUser(['STUDENT_ROLE']), enabled];

    app.get(
      '/v2/students/referral/',
      { preHandler: student, schema: { ...s, response: { 200: referralProgramSchema, ...errors } } },
      (r) => referral.program(userOf(r).id, r.platform),
    );
    app.get(
      '/v2/students/referral/history/',
      { preHandler: student, schema: { ...s, response: { 200: referralHistorySchema, ...errors } } },
      (r) => referral.history(userOf(r).id),
    );
    app.post(
      '/v2/students/referral/withdrawals/',
      {
        preHandler: [...student, requireFlag('referral-program-withdraw')],
        schema: {
          ...s,
          body: referralWithdrawalRequestSchema,
          response: { 200: referralWithdrawalSchema, ...errors },
        },
      },
      (r) => referral.withdraw(userOf(r).id, r.body),
    );
    app.get(
      '/v2/managers/referral/withdrawals/',
      {
        preHandler: requireUser(INVOICE_MANAGER_ROLES),
        schema: { ...s, response: { 200: referralWithdrawalListSchema, ...errors } },
      },
      () => referral.withdrawals(),
    );
    app.post(
      '/v2/managers/referral/withdrawals/:id/decision/',
      {
        preHandler: requireUser(INVOICE_MANAGER_ROLES),
        schema: {
          ...s,
          params: referralWithdrawalIdParamsSchema,
          body: referralWithdrawalDecisionSchema,
          response: { 200: referralWithdrawalSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (r) => referral.decide(r.params.id, r.body.status),
    );
  };
}
