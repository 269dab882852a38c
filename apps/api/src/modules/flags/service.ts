import { FEATURE_FLAGS, PLATFORMS, type FeatureFlag, type Platform } from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createFeedCache } from '../../db/feed-cache.js';
import { featureFlags } from '../../db/schema/index.js';

/** GrowthBook client keys, one per platform. */
export const CLIENT_KEYS: Record<string, Platform> = {
  'prepa-ru': 'RU',
  'prepa-kz': 'KZ',
  'prepa-one': 'ONE',
  'prepa-academy': 'ACADEMY',
};

const ALL = PLATFORMS;
/** Where each flag is on by default; the rest of the platforms have it off. */
export const FLAG_DEFAULTS: Record<FeatureFlag, readonly Platform[]> = {
  'new-student-goals': ALL,
  'login-by-phone': ['KZ'],
  'referral-program-enabled': ALL,
  'referral-program-withdraw': ['RU'],
  'kz-lang-select-hide': ['RU', 'ONE', 'ACADEMY'],
  'show-confirm-phone-modal': ALL,
  'student-activity': ALL,
  'kz-gamification': ['KZ'],
  'collecting-points': ALL,
  'student-menu-purchases': ALL,
  'one-new-store-ab': ['ONE'],
  'edu-625': [],
  'site-4153': [],
  'loaded-script-utm-integration': [],
  'individual-education-trajectory': ['RU', 'KZ'],
  'personal-data-onboarding-step': [],
  // The demo academy tries the rubric pre-check of long homework answers first.
  'homework-neuro-precheck': ['ACADEMY'],
};

export function defaultFlagRows() {
  return PLATFORMS.flatMap((platform) =>
    FEATURE_FLAGS.map((key) => ({ platform, key, defaultValue: FLAG_DEFAULTS[key].includes(platform) })),
  );
}

/**
 * Feature flags per platform. `feed`: while it is live, every flag row is kept in memory until it tells
 * of a change to them (`flags`, migration 0030), so a flag-gated route and the SPA's snapshot ask the
 * database nothing; otherwise each call reads the table.
 */
export function createFlagService(db: Db, feed?: ChangeFeed) {
  const keptRows = createFeedCache({
    max: 1,
    versionsOf: () => versionsOf(feed, ['flags']),
    read: async () => ({
      value: await db
        .select({
          platform: featureFlags.platform,
          key: featureFlags.key,
          defaultValue: featureFlags.defaultValue,
          updatedAt: featureFlags.updatedAt,
        })
        .from(featureFlags)
        .orderBy(featureFlags.key),
    }),
  });
  const rows = () => keptRows(0);

  return {
    /** The GrowthBook SDK payload for a client key, or undefined for an unknown key. */
    async payload(clientKey: string) {
      const platform = CLIENT_KEYS[clientKey];
      if (!platform) return undefined;
      const features: Record<string, { defaultValue: boolean }> = {};
      let updated = new Date(0);
      for (const row of await rows()) {
        if (row.platform !== platform) continue;
        features[row.key] = { defaultValue: row.defaultValue };
        if (row.updatedAt > updated) updated = row.updatedAt;
      }
      return { status: 200, features, dateUpdated: updated.toISOString() };
    },

    /**
     * Every client key's payload: the snapshot the server embeds in the SPA's index.html, so start-up
     * has its flags without waiting on a request.
     */
    async snapshot(): Promise<Record<string, { features: Record<string, { defaultValue: boolean }> }>> {
      const all = await rows();
      const out: Record<string, { features: Record<string, { defaultValue: boolean }> }> = {};
      for (const [clientKey, platform] of Object.entries(CLIENT_KEYS)) {
        const features: Record<string, { defaultValue: boolean }> = {};
        for (const r of all) if (r.platform === platform) features[r.key] = { defaultValue: r.defaultValue };
        out[clientKey] = { features };
      }
      return out;
    },

    async isOn(platform: Platform, key: string): Promise<boolean> {
      return (await rows()).some((r) => r.platform === platform && r.key === key && r.defaultValue);
    },

    /** Switches a flag; once it returns, this instance's reads have the new value. */
    async set(platform: Platform, key: FeatureFlag, value: boolean): Promise<void> {
      await db
        .insert(featureFlags)
        .values({ platform, key, defaultValue: value })
        .onConflictDoUpdate({
          target: [featureFlags.platform, featureFlags.key],
          set: { defaultValue: value, updatedAt: new Date() },
        });
      await feed?.settle();
    },
  };
}
export type FlagService = ReturnType<typeof createFlagService>;
