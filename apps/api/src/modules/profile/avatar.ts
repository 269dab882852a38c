import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarResponseSchema } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { avatars, users } from '../../db/schema/index.js';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { NotFound, ValidationFailed } from '../../http/errors.js';
import { bearer, errorResponses } from '../../http/openapi.js';

type AvatarType = (typeof AVATAR_TYPES)[number];
const MB = Math.round(AVATAR_MAX_BYTES / (1024 * 1024));

/** The real type of an image by its first bytes; the declared header is not trusted. */
export function sniffImage(buf: Buffer): AvatarType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

const tooLarge = () =>
  new ValidationFailed([{ attr: 'avatar', code: 'max_size', message: 'avatar_too_large', n: MB }]);
const badType = () => ValidationFailed.field('avatar', 'invalid', 'avatar_type');

/** Reads the multipart field "avatar", checks size and real type, stores it and sets the profile URL. */
export async function saveAvatar(db: Db, request: FastifyRequest): Promise<string> {
  let file;
  try {
    file = await request.file();
  } catch {
    throw ValidationFailed.field('avatar', 'required', 'avatar_required');
  }
  if (!file || file.fieldname !== 'avatar')
    throw ValidationFailed.field('avatar', 'required', 'avatar_required');
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch {
    throw tooLarge();
  }
  if (file.file.truncated || data.length > AVATAR_MAX_BYTES) throw tooLarge();
  const type = sniffImage(data);
  if (!type || !(AVATAR_TYPES as readonly string[]).includes(file.mimetype) || type !== file.mimetype)
    throw badType();
  const id = randomUUID();
  const url = `/api/media/avatars/${id}`;
  const userId = userOf(request).id;
  await db.transaction(async (tx) => {
    await tx.delete(avatars).where(eq(avatars.userId, userId));
    await tx.insert(avatars).values({ id, userId, contentType: type, data });
    await tx.update(users).set({ avatar: url }).where(eq(users.id, userId));
  });
  request.server.userChanged(userId);
  return url;
}

/** Multipart parsing for avatar uploads, with the size limit of contracts. */
export const registerAvatarParser = (app: FastifyInstance) =>
  app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

export function avatarRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    await registerAvatarParser(app);
    const tags = ['profile'];

    app.post(
      '/v2/core/users/avatar/',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          security: bearer,
          summary: `Upload an avatar (multipart field "avatar"; JPEG, PNG or WebP up to ${MB} MB)`,
          consumes: ['multipart/form-data'],
          response: { 200: avatarResponseSchema, ...errorResponses(400, 401, 413, 415) },
        },
      },
      async (request) => ({ avatar: await saveAvatar(db, request) }),
    );

    app.get(
      '/media/avatars/:id',
      { schema: { tags, params: z.object({ id: z.uuid() }) } },
      async (request, reply) => {
        const [row] = await db.select().from(avatars).where(eq(avatars.id, request.params.id));
        if (!row) throw new NotFound();
        return reply
          .header('content-type', row.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(row.data);
      },
    );
  };
}
