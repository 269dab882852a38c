import { and, asc, eq, isNull, or, notExists } from 'drizzle-orm';
import type { Platform } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { bannerClosures, banners } from '../../db/schema/index.js';
import { NotFound } from '../../http/errors.js';

export function createBannerService(db: Db) {
  const visibleTo = (platform: Platform) =>
    and(eq(banners.isActive, true), or(isNull(banners.platform), eq(banners.platform, platform)));

  return {
    /** Active banners of the platform the student has not closed. */
    async list(userId: number, platform: Platform) {
      const rows = await db
        .select({
          id: banners.id,
          title: banners.title,
          text: banners.text,
          image: banners.image,
          url: banners.url,
        })
        .from(banners)
        .where(
          and(
            visibleTo(platform),
            notExists(
              db
                .select({ one: bannerClosures.bannerId })
                .from(bannerClosures)
                .where(and(eq(bannerClosures.bannerId, banners.id), eq(bannerClosures.userId, userId))),
            ),
          ),
        )
        .orderBy(asc(banners.sortOrder), asc(banners.id));
      return { results: rows };
    },

    /** Closes a banner for this student only; closing twice is harmless. */
    async close(userId: number, bannerId: number, platform: Platform) {
      const [banner] = await db
        .select({ id: banners.id })
        .from(banners)
        .where(and(eq(banners.id, bannerId), visibleTo(platform)));
      if (!banner) throw new NotFound('banner_unknown');
      await db.insert(bannerClosures).values({ userId, bannerId }).onConflictDoNothing();
    },
  };
}
export type BannerService = ReturnType<typeof createBannerService>;
