import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, the feature flags (the SDK payload, the SPA's snapshot and
 * every flag-gated route) are answered from memory until the feed tells of a change to them
 * (migration 0030).
 */
let t: TestApp;

beforeAll(async () => {
  t = await feedTestApp();
});
afterAll(() => t.close());

const flag = (on: boolean) => ({ defaultValue: on });
const referralOn = and(eq(featureFlags.platform, 'RU'), eq(featureFlags.key, 'referral-program-enabled'));
async function referralPage(access: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/students/referral/history/',
    headers: { ...bearer(access), 'x-platform': 'RU' },
  });
  return res.statusCode;
}
const sdk = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/features/prepa-ru' })).json<{
    features: Record<string, { defaultValue: boolean }>;
  }>().features['referral-program-enabled'];

describe('the feature flags on the change feed', () => {
  it('keep every flag until a change is told of', async () => {
    const u = await signedInUser(t.app);
    expect(await referralPage(u.access)).toBe(200);
    expect(await sdk()).toEqual(flag(true));
    // Switched off past the feed: the kept flags stand (nothing asked the database).
    await untold(t.app, 'feature_flags', 'feature_flags_notify_change', (tx) =>
      tx.update(featureFlags).set({ defaultValue: false }).where(referralOn),
    );
    expect(await referralPage(u.access)).toBe(200);
    expect(await sdk()).toEqual(flag(true));
    expect((await t.app.prepa.flags.snapshot())['prepa-ru']?.features['referral-program-enabled']).toEqual(
      flag(true),
    );
    // Any change told of: the next reads have the flag off (the gated route refuses).
    await t.app.prepa.db.update(featureFlags).set({ updatedAt: new Date() }).where(referralOn);
    await t.app.prepa.changes.settle();
    expect(await referralPage(u.access)).toBe(403);
    expect(await sdk()).toEqual(flag(false));
    expect((await t.app.prepa.flags.snapshot())['prepa-ru']?.features['referral-program-enabled']).toEqual(
      flag(false),
    );
  });

  it('answers a switch made through the service at once', async () => {
    await t.app.prepa.flags.set('RU', 'referral-program-enabled', true);
    expect(await sdk()).toEqual(flag(true));
    await t.app.prepa.flags.set('RU', 'referral-program-enabled', false);
    expect(await sdk()).toEqual(flag(false));
  });
});
