import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MATERIAL_LINK_TTL_SECONDS } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { getOrCreateSecret } from '../../db/secrets.js';

/**
 * Short-lived signed links to lesson materials: `…/materials/:id/file/?expires=<unix s>&signature=<hmac>`.
 * The HMAC key lives in app_secrets (shared by instances); a link is refused once `expires` is past.
 */
export interface MaterialSigner {
  link(materialId: number, now: Date): { url: string; expiresAt: Date };
  verify(materialId: number, expires: number, signature: string, now: Date): 'ok' | 'expired' | 'bad';
}

export async function createMaterialSigner(db: Db): Promise<MaterialSigner> {
  const secret = await getOrCreateSecret(db, 'lesson-materials', () => randomBytes(32).toString('hex'));
  const sign = (id: number, expires: number) =>
    createHmac('sha256', secret).update(`${id}.${expires}`).digest('base64url');
  return {
    link(materialId, now) {
      const expires = Math.floor(now.getTime() / 1000) + MATERIAL_LINK_TTL_SECONDS;
      return {
        url: `/api/v2/lessons/materials/${materialId}/file/?expires=${expires}&signature=${sign(materialId, expires)}`,
        expiresAt: new Date(expires * 1000),
      };
    },
    verify(materialId, expires, signature, now) {
      const want = Buffer.from(sign(materialId, expires));
      const got = Buffer.from(signature);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return 'bad';
      return expires * 1000 <= now.getTime() ? 'expired' : 'ok';
    },
  };
}
