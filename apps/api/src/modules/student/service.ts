import { and, eq, ne } from 'drizzle-orm';
import {
  LOTTERY_RULES_URL,
  STATUS_KEYS,
  STARTUP_MODAL_ORDER,
  hasGate,
  normalizePhone,
  type Platform,
  type StartupModal,
} from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { keepWhile, keepPerUser } from '../../db/feed-cache.js';
import { studentProfiles, users } from '../../db/schema/index.js';
import { ValidationFailed } from '../../http/errors.js';
import { isValidTimeZone, type Clock } from '../calendar/index.js';
import { ensureStudentProfile, setStatuses } from './statuses.js';

/** The OTP machinery of the auth module (same codes, same throttles). */
export interface OtpPort {
  requestOtp(phone: string, ctx: { ip: string }): Promise<{ resendIn: number }>;
  confirmOtpFor(
    phone: string,
    code: string,
    ctx: { userId: number; ip: string },
  ): Promise<{ phoneKey: string }>;
}

/**
 * The student's statuses, flags, start-up modals and additional info, all read from their `users` and
 * `student_profiles` rows. `feed`: while it is live, each is kept per student until it tells of a change
 * to those rows (`profile:<user>`, migration 0022). A write answers with a fresh read (its own change
 * reaches the feed only once it has answered).
 */
export function createStudentService(db: Db, clock: Clock, otp: OtpPort, feed?: ChangeFeed) {
  async function userRow(userId: number) {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new Error('user missing');
    return row;
  }

  async function flags(userId: number) {
    const p = await ensureStudentProfile(db, userId);
    return {
      isPersonalDataAccepted: p.personalDataAcceptedAt !== null,
      isApartmentLotteryAccepted: p.lotteryAcceptedAt !== null,
      lotteryRulesUrl: LOTTERY_RULES_URL,
    };
  }

  async function statuses(userId: number): Promise<Record<string, string | null>> {
    const p = await ensureStudentProfile(db, userId);
    return Object.fromEntries(STATUS_KEYS.map((k) => [k, p.statuses[k] ?? null]));
  }

  async function systemModals(userId: number, platform: Platform) {
    const user = await userRow(userId);
    const p = await ensureStudentProfile(db, userId);
    const seen = (k: string) => Boolean(p.statuses[k]);
    const isPhoneConfirmed = p.phoneConfirmedAt !== null && user.phone !== null;
    const isPersonalDataAgreement = p.personalDataAcceptedAt !== null || user.acceptedPdpp;
    const needs: Record<StartupModal, boolean> = {
      personalData: !isPersonalDataAgreement,
      languageSelect: platform === 'KZ' && !seen('viewedLanguageSelect'),
      socialAccount: !user.telegram && !user.vk && !p.whatsapp && !seen('viewedSocialAccount'),
      phone: !isPhoneConfirmed,
      loyaltyProgram: !seen('viewedLoyaltyProgram'),
      referralIntroduction: hasGate(platform, 'referralProgram') && !seen('viewedReferralIntroduction'),
    };
    return {
      isPhoneConfirmed,
      isPersonalDataAgreement,
      needModals: STARTUP_MODAL_ORDER.filter((m) => needs[m]),
    };
  }

  async function additionalInfo(userId: number) {
    const user = await userRow(userId);
    const p = await ensureStudentProfile(db, userId);
    return {
      parentPhone: user.parentPhone,
      subscribedForNews: user.subscribedForNews,
      timeZone: p.timeZone,
      whatsapp: p.whatsapp,
    };
  }

  const ofStudent = (userId: number) => versionsOf(feed, ['profile', userId]);
  const keptStatuses = keepWhile(ofStudent, statuses);
  const keptFlags = keepWhile(ofStudent, flags);
  const keptInfo = keepWhile(ofStudent, additionalInfo);
  /** Per student and platform (the platform decides which modals exist). */
  const keptModals = keepPerUser(ofStudent, async (userId, platform: Platform) => ({
    value: await systemModals(userId, platform),
  }));

  return {
    statuses: (userId: number) => keptStatuses(userId),
    /** true sets a key to the server time, false clears it; the client never sends a time. */
    async patchStatuses(userId: number, patch: Partial<Record<string, boolean | undefined>>) {
      const now = clock();
      const set = Object.keys(patch).filter((k) => patch[k] === true);
      const clear = Object.keys(patch).filter((k) => patch[k] === false);
      await db.transaction(async (tx) => {
        if (set.length) await setStatuses(tx, userId, set, now);
        if (clear.length) {
          const p = await ensureStudentProfile(tx, userId);
          const next = { ...p.statuses };
          for (const k of clear) delete next[k];
          await tx
            .update(studentProfiles)
            .set({ statuses: next, updatedAt: now })
            .where(eq(studentProfiles.userId, userId));
        }
      });
      return statuses(userId);
    },

    async patchOnboarding(userId: number, state: Record<string, boolean>) {
      await db.transaction(async (tx) => {
        const p = await ensureStudentProfile(tx, userId);
        await tx
          .update(studentProfiles)
          .set({ onboardingState: { ...p.onboardingState, ...state }, updatedAt: clock() })
          .where(eq(studentProfiles.userId, userId));
      });
      return { onboardingState: (await ensureStudentProfile(db, userId)).onboardingState };
    },

    flags: (userId: number) => keptFlags(userId),
    async patchFlags(
      userId: number,
      patch: { isPersonalDataAccepted?: true; isApartmentLotteryAccepted?: true },
    ) {
      const now = clock();
      await ensureStudentProfile(db, userId);
      const p = await ensureStudentProfile(db, userId);
      await db
        .update(studentProfiles)
        .set({
          personalDataAcceptedAt: patch.isPersonalDataAccepted
            ? (p.personalDataAcceptedAt ?? now)
            : p.personalDataAcceptedAt,
          lotteryAcceptedAt: patch.isApartmentLotteryAccepted
            ? (p.lotteryAcceptedAt ?? now)
            : p.lotteryAcceptedAt,
          updatedAt: now,
        })
        .where(eq(studentProfiles.userId, userId));
      return flags(userId);
    },

    /** The start-up modal queue in STARTUP_MODAL_ORDER; each shows until done or seen once. */
    systemModals: (userId: number, platform: Platform) => keptModals(userId, platform),
    additionalInfo: (userId: number) => keptInfo(userId),
    async patchAdditionalInfo(
      userId: number,
      patch: { parentPhone?: string | null; subscribedForNews?: boolean; timeZone?: string | null },
    ) {
      if (patch.timeZone && !isValidTimeZone(patch.timeZone)) {
        throw ValidationFailed.field('time_zone', 'invalid', 'time_zone_invalid');
      }
      await db.transaction(async (tx) => {
        await ensureStudentProfile(tx, userId);
        const userSet: Partial<typeof users.$inferInsert> = {};
        if (patch.parentPhone !== undefined)
          userSet.parentPhone = patch.parentPhone ? normalizePhone(patch.parentPhone) : null;
        if (patch.subscribedForNews !== undefined) userSet.subscribedForNews = patch.subscribedForNews;
        if (Object.keys(userSet).length) await tx.update(users).set(userSet).where(eq(users.id, userId));
        if (patch.timeZone !== undefined) {
          await tx
            .update(studentProfiles)
            .set({ timeZone: patch.timeZone, updatedAt: clock() })
            .where(eq(studentProfiles.userId, userId));
        }
      });
      return additionalInfo(userId);
    },

    requestPhoneCode: (phone: string, ip: string) => otp.requestOtp(phone, { ip }),
    /**
     * Confirms the code, then links the phone to the signed-in student (not if another account holds
     * it). Whether another account holds it is said only after the code is verified.
     */
    async confirmPhone(userId: number, rawPhone: string, code: string, ip: string) {
      const phone = normalizePhone(rawPhone);
      await otp.confirmOtpFor(phone, code, { userId, ip });
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), ne(users.id, userId)))
        .limit(1);
      if (taken) throw ValidationFailed.field('phone', 'unique', 'phone_taken');
      await db.transaction(async (tx) => {
        await ensureStudentProfile(tx, userId);
        await tx.update(users).set({ phone }).where(eq(users.id, userId));
        await tx
          .update(studentProfiles)
          .set({ phoneConfirmedAt: clock() })
          .where(eq(studentProfiles.userId, userId));
      });
      return { phone, isPhoneConfirmed: true as const };
    },

    async connectSocial(userId: number, method: 'telegram' | 'whatsapp', value: string) {
      await db.transaction(async (tx) => {
        await ensureStudentProfile(tx, userId);
        if (method === 'telegram')
          await tx
            .update(users)
            .set({ telegram: value.replace(/^@/, '') })
            .where(eq(users.id, userId));
        else
          await tx
            .update(studentProfiles)
            .set({ whatsapp: normalizePhone(value) })
            .where(eq(studentProfiles.userId, userId));
        await setStatuses(tx, userId, ['viewedSocialAccount'], clock());
      });
      return additionalInfo(userId);
    },

    async connectVk(userId: number, url: string) {
      const normalized = `https://${url
        .replace(/^https?:\/\//, '')
        .replace(/^m\./, '')
        .replace(/\/$/, '')}`;
      await db.update(users).set({ vk: normalized }).where(eq(users.id, userId));
      await setStatuses(db, userId, ['viewedSocialAccount'], clock());
      return { vk: normalized };
    },
  };
}
export type StudentService = ReturnType<typeof createStudentService>;
