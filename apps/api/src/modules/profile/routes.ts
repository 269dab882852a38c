import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SITE_LANGUAGES,
  siteLanguagesResponseSchema,
  studentProfilePatchSchema,
  studentProfileSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import type { Db } from '../../db/client.js';
import { registerAvatarParser, saveAvatar } from './avatar.js';
import type { ProfileService } from './service.js';

export function profileRoutes(profile: ProfileService, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    await registerAvatarParser(app);
    const signedIn = requireUser();
    const tags = ['profile'];

    app.get(
      '/v2/core/users/profile/',
      {
        preHandler: signedIn,
        schema: { tags, security: bearer, response: { 200: studentProfileSchema, ...errorResponses(401) } },
      },
      (request) => profile.get(userOf(request).id),
    );

    app.patch(
      '/v2/core/users/profile/',
      {
        // A multipart upload carries the avatar, read in the handler; the JSON fields are then empty.
        preValidation: async (request) => {
          if (request.isMultipart()) request.body = {};
        },
        preHandler: signedIn,
        schema: {
          tags,
          security: bearer,
          summary:
            'Save profile fields (JSON; regional fields only where their gate is open, X-Platform), ' +
            'or upload the avatar (multipart field "avatar")',
          body: studentProfilePatchSchema,
          response: { 200: studentProfileSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const userId = userOf(request).id;
        if (request.isMultipart()) {
          await saveAvatar(db, request);
          return profile.fresh(userId);
        }
        const saved = await profile.patch(userId, request.body, request.platform);
        // The e-mail is part of the signed-in user every request sees.
        if (request.body.email !== undefined) request.server.userChanged(userId);
        return saved;
      },
    );

    app.get(
      '/v1/multilingual/site-languages/',
      { schema: { tags, response: { 200: siteLanguagesResponseSchema } } },
      async () => ({ results: [...SITE_LANGUAGES] }),
    );
  };
}
