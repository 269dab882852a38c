import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SITE_LANGUAGES,
  profilePatchSchema,
  profileSchema,
  siteLanguagesResponseSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import type { ProfileService } from './service.js';

export function profileRoutes(profile: ProfileService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = requireUser();
    const tags = ['profile'];

    app.get(
      '/v2/core/users/profile/',
      {
        preHandler: signedIn,
        schema: { tags, security: bearer, response: { 200: profileSchema, ...errorResponses(401) } },
      },
      (request) => profile.get(userOf(request).id),
    );

    app.patch(
      '/v2/core/users/profile/',
      {
        preHandler: signedIn,
        schema: {
          tags,
          security: bearer,
          summary: 'Save profile fields (the language for now)',
          body: profilePatchSchema,
          response: { 200: profileSchema, ...errorResponses(400, 401) },
        },
      },
      (request) => profile.patch(userOf(request).id, request.body),
    );

    app.get(
      '/v1/multilingual/site-languages/',
      { schema: { tags, response: { 200: siteLanguagesResponseSchema } } },
      async () => ({ results: [...SITE_LANGUAGES] }),
    );
  };
}
