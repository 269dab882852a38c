import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@prepa/contracts';
import { notificationSettings } from '../../db/schema/index.js';
import { bearer, signedInUser, type TestApp } from '../../../test/app.js';
import { feedTestApp, untold } from '../../../test/feed.js';

/**
 * Issue 11: while the change feed is live, a student's notification settings are answered from memory
 * until the feed tells of a change to them (migration 0029).
 */
let t: TestApp;

beforeAll(async () => {
  t = await feedTestApp();
});
afterAll(() => t.close());

type Settings = { groups: { lessons: { in_app: boolean } }; quiet_hours: { from: string; to: string } };
async function settingsOf(access: string): Promise<Settings> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v2/students/notification-settings/',
    headers: bearer(access),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Settings;
}
const quiet = (from: string) => ({ ...DEFAULT_NOTIFICATION_SETTINGS, quietHours: { from, to: '08:00' } });

describe('the notification settings on the change feed', () => {
  it('keeps them until a change is told of, for that student only', async () => {
    const [a, b] = [await signedInUser(t.app), await signedInUser(t.app)];
    const from = DEFAULT_NOTIFICATION_SETTINGS.quietHours?.from;
    expect((await settingsOf(a.access)).quiet_hours.from).toBe(from);
    expect((await settingsOf(b.access)).quiet_hours.from).toBe(from);
    // b's saved past the feed: b's kept answer stands (the read asked the database nothing).
    await untold(t.app, 'notification_settings', 'notification_settings_notify_change', (tx) =>
      tx.insert(notificationSettings).values({ userId: b.id, settings: quiet('21:00') }),
    );
    expect((await settingsOf(b.access)).quiet_hours.from).toBe(from);
    // a's saved through the API: a's next read has them; b's kept answer stands.
    const body = await settingsOf(a.access);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/students/notification-settings/',
      headers: bearer(a.access),
      payload: { ...body, quiet_hours: { ...body.quiet_hours, from: '23:00' } },
    });
    expect(saved.statusCode).toBe(200);
    await t.app.prepa.changes.settle();
    expect((await settingsOf(a.access)).quiet_hours.from).toBe('23:00');
    expect((await settingsOf(b.access)).quiet_hours.from).toBe(from);
    // b's next change told of: b's next read has it.
    await t.app.prepa.db
      .update(notificationSettings)
      .set({ settings: quiet('20:00') })
      .where(eq(notificationSettings.userId, b.id));
    await t.app.prepa.changes.settle();
    expect((await settingsOf(b.access)).quiet_hours.from).toBe('20:00');
  });
});
