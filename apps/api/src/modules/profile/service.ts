import { and, eq, ne } from 'drizzle-orm';
import {
  PROFILE_FIELD_GATES,
  hasGate,
  type LanguageCode,
  type Platform,
  type StudentProfile,
  type UserRole,
} from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import { createFeedCache } from '../../db/feed-cache.js';
import { studentProfiles, users } from '../../db/schema/index.js';
import { ClientError, NotFound, ValidationFailed } from '../../http/errors.js';
import { balanceOf, levelFor } from '../gamification/index.js';

const NEW_FOR_MS = 24 * 60 * 60 * 1000;

export interface ProfilePatch {
  language?: LanguageCode;
  email?: string;
  birthday?: string | null;
  nickname?: string | null;
  vk?: string | null;
  telegram?: string | null;
}

/** 403 for a profile field whose regional gate is closed on the caller's platform (spec 1 §6). */
export class RegionForbidden extends ClientError {
  constructor() {
    super(403, 'permission_denied', 'region_forbidden');
  }
}

export function createProfileService(db: Db, clock: () => Date = () => new Date(), feed?: ChangeFeed) {
  /** The profile as the database has it now (a request that has just written reads this one). */
  async function fresh(userId: number, now = clock().getTime()): Promise<StudentProfile> {
    const [row] = await db
      .select({ user: users, student: studentProfiles })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new NotFound();
    const { user, student } = row;
    const exp = await balanceOf(db, userId, 'exp');
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      avatar: user.avatar,
      role: user.role as UserRole,
      phone: user.phone,
      username: user.username ?? '',
      language: user.language as LanguageCode,
      registrationDate: user.createdAt.toISOString(),
      isNew: now - user.createdAt.getTime() < NEW_FOR_MS,
      exp,
      levelTitle: levelFor(exp).title,
      onboardingState: student?.onboardingState ?? {},
      birthday: student?.birthday ?? null,
      nickname: student?.nickname ?? null,
      vk: user.vk,
      telegram: user.telegram,
    };
  }

  // Read on every page of the student area: kept while the feed tells of no change to the user's row,
  // their student profile or their ledger, and no longer than "new" (a day after registration) holds.
  const kept = createFeedCache<number, StudentProfile>({
    versionsOf: (userId) => versionsOf(feed, ['profile', userId], ['balance', userId]),
    async read(userId, now) {
      // Frozen: one object is handed to every request while it is kept.
      const value = Object.freeze(await fresh(userId, now));
      const newUntil = Date.parse(value.registrationDate) + NEW_FOR_MS;
      return { value, until: value.isNew ? newUntil : null };
    },
  });

  return {
    get: (userId: number) => kept(userId, clock().getTime()),
    fresh,
    async patch(userId: number, patch: ProfilePatch, platform: Platform): Promise<StudentProfile> {
      const current = await fresh(userId);
      for (const field of Object.keys(PROFILE_FIELD_GATES) as (keyof typeof PROFILE_FIELD_GATES)[]) {
        const value = patch[field];
        if (value === undefined || value === current[field]) continue;
        if (!hasGate(platform, PROFILE_FIELD_GATES[field])) throw new RegionForbidden();
      }
      if (patch.email !== undefined && patch.email !== current.email) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, patch.email), ne(users.id, userId)))
          .limit(1);
        if (taken) throw ValidationFailed.field('email', 'unique', 'unique_email');
      }
      await db.transaction(async (tx) => {
        const userSet: Partial<typeof users.$inferInsert> = {};
        if (patch.language !== undefined) userSet.language = patch.language;
        if (patch.email !== undefined) userSet.email = patch.email;
        if (patch.vk !== undefined) userSet.vk = patch.vk;
        if (patch.telegram !== undefined) userSet.telegram = patch.telegram;
        if (Object.keys(userSet).length) await tx.update(users).set(userSet).where(eq(users.id, userId));
        if (patch.birthday !== undefined || patch.nickname !== undefined) {
          const set = {
            ...(patch.birthday !== undefined ? { birthday: patch.birthday } : {}),
            ...(patch.nickname !== undefined ? { nickname: patch.nickname } : {}),
          };
          await tx
            .insert(studentProfiles)
            .values({ userId, ...set })
            .onConflictDoUpdate({ target: studentProfiles.userId, set: { ...set, updatedAt: clock() } });
        }
      });
      // This request's own write is told to the feed only once it answers: read past the kept profile.
      return fresh(userId);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
