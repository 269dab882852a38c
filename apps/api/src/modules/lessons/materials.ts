import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MATERIAL_LINK_TTL_SECONDS } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { getOrCreateSecret } from '../../db/secrets.js';

/**
 * Short-lived signed links to stored files: `<path of id>?expires=<unix s>&signature=<hmac>`.
 * The HMAC key lives in app_secrets (shared by instances); a link is refused once `expires` is past.
 */
export interface LinkSigner {
  link(id: number, now: Date): { url: string; expiresAt: Date };
  verify(id: number, expires: number, signature: string, now: Date): 'ok' | 'expired' | 'bad';
}
export type MaterialSigner = LinkSigner;

/** A signer with its own key (`secretName` in app_secrets), link path and lifetime. */
export async function createLinkSigner(
  db: Db,
  secretName: string,
  pathOf: (id: number) => string,
  ttlSeconds: number,
): Promise<LinkSigner> {
  const secret = await getOrCreateSecret(db, secretName, () => randomBytes(32).toString('hex'));
  const sign = (id: number, expires: number) =>
    createHmac('sha256', secret).update(`${id}.${expires}`).digest('base64url');
  return {
    link(id, now) {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return {
        url: `${pathOf(id)}?expires=${expires}&signature=${sign(id, expires)}`,
        expiresAt: new Date(expires * 1000),
      };
    },
    verify(id, expires, signature, now) {
      const want = Buffer.from(sign(id, expires));
      const got = Buffer.from(signature);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return 'bad';
      return expires * 1000 <= now.getTime() ? 'expired' : 'ok';
    },
  };
}

/** Lesson materials: `…/materials/:id/file/`, valid MATERIAL_LINK_TTL_SECONDS. */
export const createMaterialSigner = (db: Db): Promise<MaterialSigner> =>
  createLinkSigner(
    db,
    'lesson-materials',
    (id) => `/api/v2/lessons/materials/${id}/file/`,
    MATERIAL_LINK_TTL_SECONDS,
  );

/** `Content-Disposition: attachment` with the name in RFC 5987 form (any language, no header injection). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
