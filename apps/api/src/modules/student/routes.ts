import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  additionalInfoPatchSchema,
  additionalInfoSchema,
  bannerCloseSchema,
  bannersResponseSchema,
  connectCodeCheckSchema,
  connectCodeGenerateSchema,
  connectCodeResponseSchema,
  onboardingPatchSchema,
  phoneConfirmedSchema,
  socialAccountSchema,
  studentFlagsPatchSchema,
  studentFlagsSchema,
  studentStatusesPatchSchema,
  studentStatusesSchema,
  systemModalsSchema,
  vkConnectSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import type { BannerService } from './banners.js';
import type { StudentService } from './service.js';

export function studentRoutes(student: StudentService, bannerService: BannerService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = requireUser();
    const studentOnly = requireUser(['STUDENT_ROLE']);
    const s = { tags: ['student'], security: bearer };
    const e = (...codes: (400 | 401 | 403 | 404 | 429)[]) => errorResponses(...codes);

    app.get(
      '/v2/students/statuses/',
      { preHandler: studentOnly, schema: { ...s, response: { 200: studentStatusesSchema, ...e(401, 403) } } },
      (r) => student.statuses(userOf(r).id),
    );
    app.patch(
      '/v2/students/statuses/',
      {
        preHandler: studentOnly,
        schema: {
          ...s,
          body: studentStatusesPatchSchema,
          response: { 200: studentStatusesSchema, ...e(400, 401, 403) },
        },
      },
      (r) => student.patchStatuses(userOf(r).id, r.body),
    );

    app.patch(
      '/core/users/onboarding-state/',
      {
        preHandler: signedIn,
        schema: {
          ...s,
          body: onboardingPatchSchema,
          response: { 200: onboardingPatchSchema, ...e(400, 401) },
        },
      },
      (r) => student.patchOnboarding(userOf(r).id, r.body.onboardingState),
    );

    app.get(
      '/v2/students/flags/',
      { preHandler: studentOnly, schema: { ...s, response: { 200: studentFlagsSchema, ...e(401, 403) } } },
      (r) => student.flags(userOf(r).id),
    );
    app.patch(
      '/v2/students/flags/',
      {
        preHandler: studentOnly,
        schema: {
          ...s,
          body: studentFlagsPatchSchema,
          response: { 200: studentFlagsSchema, ...e(400, 401, 403) },
        },
      },
      (r) => student.patchFlags(userOf(r).id, r.body),
    );

    app.get(
      '/v2/core/users/system-modals/',
      { preHandler: signedIn, schema: { ...s, response: { 200: systemModalsSchema, ...e(401) } } },
      (r) => student.systemModals(userOf(r).id, r.platform),
    );

    app.get(
      '/v2/core/users/additional-info/',
      { preHandler: signedIn, schema: { ...s, response: { 200: additionalInfoSchema, ...e(401) } } },
      (r) => student.additionalInfo(userOf(r).id),
    );
    app.patch(
      '/v2/core/users/additional-info/',
      {
        preHandler: signedIn,
        schema: {
          ...s,
          body: additionalInfoPatchSchema,
          response: { 200: additionalInfoSchema, ...e(400, 401) },
        },
      },
      (r) => student.patchAdditionalInfo(userOf(r).id, r.body),
    );

    app.post(
      '/v2/core/connect/code/generate/',
      {
        preHandler: signedIn,
        schema: {
          ...s,
          body: connectCodeGenerateSchema,
          response: { 200: connectCodeResponseSchema, ...e(400, 401, 429) },
        },
      },
      (r) => student.requestPhoneCode(r.body.phone, r.ip),
    );
    app.post(
      '/v2/core/connect/code/check/',
      {
        preHandler: signedIn,
        schema: {
          ...s,
          body: connectCodeCheckSchema,
          response: { 200: phoneConfirmedSchema, ...e(400, 401, 429) },
        },
      },
      (r) => student.confirmPhone(userOf(r).id, r.body.phone, r.body.code, r.ip),
    );
    app.post(
      '/v2/core/connect/social-account/',
      {
        preHandler: signedIn,
        schema: { ...s, body: socialAccountSchema, response: { 200: additionalInfoSchema, ...e(400, 401) } },
      },
      (r) => student.connectSocial(userOf(r).id, r.body.method, r.body.value),
    );
    app.post(
      '/v2/core/connect/vk/',
      {
        preHandler: signedIn,
        schema: {
          ...s,
          body: vkConnectSchema,
          response: { 200: z.object({ vk: z.string() }), ...e(400, 401) },
        },
      },
      (r) => student.connectVk(userOf(r).id, r.body.url),
    );

    app.get(
      '/core/banner/',
      { preHandler: signedIn, schema: { ...s, response: { 200: bannersResponseSchema, ...e(401) } } },
      (r) => bannerService.list(userOf(r).id, r.platform),
    );
    app.post(
      '/core/banner/close/',
      {
        preHandler: signedIn,
        schema: { ...s, body: bannerCloseSchema, response: { 204: z.null(), ...e(400, 401, 404) } },
      },
      async (r, reply) => {
        await bannerService.close(userOf(r).id, r.body.id, r.platform);
        return reply.code(204).send(null);
      },
    );
  };
}
