import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  errorOf,
  signedInUser,
  uniquePhone,
  type TestApp,
} from '../../../test/app.js';
import { banners, classYears, outbox, studentGoals } from '../../db/schema/index.js';

let t: TestApp;
let now = new Date('2026-02-01T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  access: string,
  payload?: object,
  platform = 'RU',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(access), 'x-platform': platform },
    ...(payload ? { payload } : {}),
  });

describe('statuses', () => {
  it('sets patched keys to the server time and clears with false', async () => {
    const u = await signedInUser(t.app);
    now = new Date('2026-02-01T10:00:00Z');
    const res = await call('PATCH', '/api/v2/students/statuses/', u.access, { hasChosenGoals: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      has_chosen_goals: '2026-02-01T10:00:00.000Z',
      viewed_drop_level: null,
    });
    const cleared = await call('PATCH', '/api/v2/students/statuses/', u.access, { hasChosenGoals: false });
    expect(cleared.json().has_chosen_goals).toBeNull();
    const bad = await call('PATCH', '/api/v2/students/statuses/', u.access, { hasChosenGoals: '2020-01-01' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('flags and medals', () => {
  it('keeps medals locked until personal data and lottery rules are accepted', async () => {
    const u = await signedInUser(t.app);
    const locked = async () =>
      (await call('GET', '/api/v2/students/student-balance/', u.access)).json().medals_locked;
    expect(await locked()).toBe(true);
    await call('PATCH', '/api/v2/students/flags/', u.access, { isPersonalDataAccepted: true });
    expect(await locked()).toBe(true);
    const res = await call('PATCH', '/api/v2/students/flags/', u.access, {
      isApartmentLotteryAccepted: true,
    });
    expect(res.json()).toMatchObject({
      is_personal_data_accepted: true,
      is_apartment_lottery_accepted: true,
    });
    expect(res.json().lottery_rules_url).toMatch(/^\//);
    expect(await locked()).toBe(false);
  });
});

describe('profile regional gates', () => {
  it('lets RU edit birthday, VK and nickname but not e-mail or Telegram', async () => {
    const u = await signedInUser(t.app);
    const ok = await call('PATCH', '/api/v2/core/users/profile/', u.access, {
      birthday: '2009-05-01',
      nickname: 'ivan',
      vk: 'https://vk.com/ivan',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      birthday: '2009-05-01',
      nickname: 'ivan',
      vk: 'https://vk.com/ivan',
      is_new: true,
      exp: 0,
    });
    for (const payload of [{ email: 'new@example.com' }, { telegram: 'ivan_tg' }]) {
      const res = await call('PATCH', '/api/v2/core/users/profile/', u.access, payload);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).errors[0]).toMatchObject({ code: 'permission_denied', attr: null });
    }
  });

  it('lets KZ change e-mail and Telegram but not birthday, VK or nickname', async () => {
    const u = await signedInUser(t.app, { platform: 'KZ' });
    const email = `kz.${u.id}@example.com`;
    const ok = await call(
      'PATCH',
      '/api/v2/core/users/profile/',
      u.access,
      { email, telegram: 'ivan_tg' },
      'KZ',
    );
    expect(ok.json()).toMatchObject({ email, telegram: 'ivan_tg' });
    for (const payload of [{ birthday: '2009-05-01' }, { vk: 'https://vk.com/x' }, { nickname: 'nick' }]) {
      expect((await call('PATCH', '/api/v2/core/users/profile/', u.access, payload, 'KZ')).statusCode).toBe(
        403,
      );
    }
  });
});

describe('system modals and phone', () => {
  it('lists start-up modals in order and confirms the phone with the SMS code', async () => {
    const u = await signedInUser(t.app, { platform: 'KZ' });
    const kz = (method: 'GET' | 'POST', url: string, payload?: object) =>
      call(method, url, u.access, payload, 'KZ');
    const before = (await kz('GET', '/api/v2/core/users/system-modals/')).json();
    expect(before).toEqual({
      is_phone_confirmed: false,
      is_personal_data_agreement: false,
      need_modals: [
        'personalData',
        'languageSelect',
        'socialAccount',
        'phone',
        'loyaltyProgram',
        'referralIntroduction',
      ],
    });
    const phone = uniquePhone();
    const sent = await kz('POST', '/api/v2/core/connect/code/generate/', { phone });
    expect(sent.statusCode).toBe(200);
    const again = await kz('POST', '/api/v2/core/connect/code/generate/', { phone });
    expect(again.statusCode).toBe(429);
    const [sms] = await t.app.prepa.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, phone))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = /(\d{4})/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(
      (
        await kz('POST', '/api/v2/core/connect/code/check/', {
          phone,
          code: code === '0000' ? '1111' : '0000',
        })
      ).statusCode,
    ).toBe(400);
    const ok = await kz('POST', '/api/v2/core/connect/code/check/', { phone, code });
    expect(ok.json()).toEqual({ phone, is_phone_confirmed: true });
    await kz('POST', '/api/v2/core/connect/social-account/', {
      method: 'telegram',
      value: '@ivan_tg',
    });
    const after = (await kz('GET', '/api/v2/core/users/system-modals/')).json();
    // Phone and social account done; a KZ student still owes the language confirmation.
    expect(after.need_modals).toEqual([
      'personalData',
      'languageSelect',
      'loyaltyProgram',
      'referralIntroduction',
    ]);
    expect(after.is_phone_confirmed).toBe(true);
  });

  it('validates the VK link', async () => {
    const u = await signedInUser(t.app);
    expect(
      (await call('POST', '/api/v2/core/connect/vk/', u.access, { url: 'https://evil.example/x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/v2/core/connect/vk/', u.access, { url: 'vk.com/ivan.petrov' })).json(),
    ).toEqual({ vk: 'https://vk.com/ivan.petrov' });
  });
});

describe('banners', () => {
  it('closes a banner for this student only', async () => {
    const [b] = await t.app.prepa.db
      .insert(banners)
      .values({ title: 'Весенний интенсив', text: 'Скидка' })
      .returning();
    const a = await signedInUser(t.app);
    const c = await signedInUser(t.app);
    const ids = async (access: string) =>
      (await call('GET', '/api/core/banner/', access)).json().results.map((x: { id: number }) => x.id);
    expect(await ids(a.access)).toContain(b?.id);
    expect((await call('POST', '/api/core/banner/close/', a.access, { id: b?.id })).statusCode).toBe(204);
    expect(await ids(a.access)).not.toContain(b?.id);
    expect(await ids(c.access)).toContain(b?.id);
    expect((await call('POST', '/api/core/banner/close/', a.access, { id: 999999 })).statusCode).toBe(404);
  });

  it("shows a banner by the student's exam (class year) and its season", async () => {
    const db = t.app.prepa.db;
    const [y9, y11] = await db
      .insert(classYears)
      .values([
        { title: '9 класс', order: 9, educationLevel: 'OGE' },
        { title: '11 класс', order: 11, educationLevel: 'EGE' },
      ])
      .returning();
    const [spring] = await db
      .insert(banners)
      .values({
        title: 'Весенний интенсив ЕГЭ',
        educationLevel: 'EGE',
        seasonFrom: '02-01',
        seasonUntil: '05-31',
      })
      .returning();
    const [winter] = await db
      .insert(banners)
      .values({
        title: 'Зимний марафон ОГЭ',
        educationLevel: 'OGE',
        seasonFrom: '11-01',
        seasonUntil: '02-28',
      })
      .returning();
    const student = async (classYearId: number) => {
      const u = await signedInUser(t.app);
      await db.insert(studentGoals).values({ userId: u.id, classYearId });
      return u;
    };
    const ninth = await student(y9?.id ?? 0);
    const eleventh = await student(y11?.id ?? 0);
    const ids = async (access: string, at: string) => {
      now = new Date(at);
      return (await call('GET', '/api/core/banner/', access)).json().results.map((x: { id: number }) => x.id);
    };
    // November: no spring EGE banner for anyone; the 9th-grader gets the OGE winter one.
    expect(await ids(ninth.access, '2026-11-23T10:00:00Z')).toContain(winter?.id);
    expect(await ids(ninth.access, '2026-11-23T10:00:00Z')).not.toContain(spring?.id);
    expect(await ids(eleventh.access, '2026-11-23T10:00:00Z')).not.toContain(spring?.id);
    expect(await ids(eleventh.access, '2026-11-23T10:00:00Z')).not.toContain(winter?.id);
    // March: the spring EGE banner for the 11th-grader only; the winter season wrapped the year and ended.
    expect(await ids(eleventh.access, '2027-03-10T10:00:00Z')).toContain(spring?.id);
    expect(await ids(ninth.access, '2027-03-10T10:00:00Z')).not.toContain(spring?.id);
    expect(await ids(ninth.access, '2027-03-10T10:00:00Z')).not.toContain(winter?.id);
    // January: inside the wrapped winter season.
    expect(await ids(ninth.access, '2027-01-15T10:00:00Z')).toContain(winter?.id);
    now = new Date('2026-02-01T10:00:00Z');
  });
});

describe('additional info', () => {
  it('saves the time zone and refuses an unknown one', async () => {
    const u = await signedInUser(t.app);
    const ok = await call('PATCH', '/api/v2/core/users/additional-info/', u.access, {
      timeZone: 'Europe/Berlin',
      subscribedForNews: true,
    });
    expect(ok.json()).toMatchObject({ time_zone: 'Europe/Berlin', subscribed_for_news: true });
    const bad = await call('PATCH', '/api/v2/core/users/additional-info/', u.access, {
      timeZone: 'Mars/Base',
    });
    expect(errorOf(bad).errors[0]).toMatchObject({ attr: 'time_zone', code: 'invalid' });
  });
});
