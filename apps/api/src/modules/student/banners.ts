import { and, asc, eq, isNull, or, notExists } from 'drizzle-orm';
import { localDateIn, platformConfig, type Platform } from '@prepa/contracts';
import { dayEndIn } from '../calendar/index.js';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { keepPerUser } from '../../db/feed-cache.js';
import {
  bannerClosures,
  banners,
  classYears,
  studentGoals,
  studentProfiles,
  users,
} from '../../db/schema/index.js';
import { NotFound } from '../../http/errors.js';

type EducationLevel = 'OGE' | 'EGE' | 'MIDDLE';
type Clock = () => Date;

export interface BannerAudience {
  educationLevel: EducationLevel | null;
  seasonFrom: string | null;
  seasonUntil: string | null;
}

/**
 * Whether a banner is for this student today: its exam matches the student's class year (a banner for
 * an exam is not shown to a student who has not chosen a class year) and today's local 'MM-DD' lies in
 * its yearly season (both ends inclusive; a season may wrap the new year, e.g. 11-01 … 02-28).
 */
export function bannerFits(banner: BannerAudience, level: EducationLevel | null, monthDay: string): boolean {
  if (banner.educationLevel && banner.educationLevel !== level) return false;
  const from = banner.seasonFrom;
  const until = banner.seasonUntil;
  if (!from || !until) return true;
  return from <= until ? monthDay >= from && monthDay <= until : monthDay >= from || monthDay <= until;
}

/**
 * `feed`: the database's change feed. While it is live, a student's banners are kept until it tells of
 * a change to the banners, their closed ones, their goals or profile (migration 0024), or their local
 * day ends (a banner's season is a range of days).
 */
export function createBannerService(db: Db, clock: Clock = () => new Date(), feed?: ChangeFeed) {
  const visibleTo = (platform: Platform) =>
    and(eq(banners.isActive, true), or(isNull(banners.platform), eq(banners.platform, platform)));

  /**
   * The exam of the student's class year, today's local 'MM-DD' in their zone (or the platform's) and
   * when that day ends.
   */
  async function audienceOf(userId: number, platform: Platform, at: Date) {
    const [row] = await db
      .select({ level: classYears.educationLevel, timeZone: studentProfiles.timeZone })
      .from(users)
      .leftJoin(studentGoals, eq(studentGoals.userId, users.id))
      .leftJoin(classYears, eq(classYears.id, studentGoals.classYearId))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    const zone = row?.timeZone ?? platformConfig(platform).timezone;
    return {
      level: row?.level ?? null,
      monthDay: localDateIn(at, zone).slice(5),
      dayEnds: dayEndIn(at, zone),
    };
  }

  /** Active banners of the platform for the student's exam and season, not closed by them. */
  async function list(userId: number, platform: Platform, now: number) {
    const rows = await db
      .select({
        id: banners.id,
        title: banners.title,
        text: banners.text,
        image: banners.image,
        url: banners.url,
        educationLevel: banners.educationLevel,
        seasonFrom: banners.seasonFrom,
        seasonUntil: banners.seasonUntil,
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
    const { level, monthDay, dayEnds } = await audienceOf(userId, platform, new Date(now));
    const results = rows
      .filter((b) => bannerFits(b, level, monthDay))
      .map(({ id, title, text, image, url }) => ({ id, title, text, image, url }));
    return { value: { results }, until: dayEnds };
  }
  const kept = keepPerUser(
    (userId) => versionsOf(feed, ['banners', userId], ['goals', userId], ['profile', userId]),
    (userId, platform: Platform, now) => list(userId, platform, now),
  );

  return {
    list: (userId: number, platform: Platform) => kept(userId, platform, clock().getTime()),
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
