import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_MAX_ATTEMPTS,
  OTP_REQUESTS_PER_HOUR,
  OTP_REQUESTS_PER_IP_PER_HOUR,
  OTP_TTL_SECONDS,
  PHONE_CHECKS_PER_IP,
  PHONE_CHECKS_PER_USER,
  PHONE_CHECK_WINDOW_SECONDS,
  PHONE_KEY_TTL_SECONDS,
  SMS_CODE_LENGTH,
  SMS_RESEND_DELAY_SECONDS,
  normalizePhone,
  type Platform,
  type RegistrationV2,
  type RegistrationV3,
  type UserRole,
} from '@prepa/contracts';
import type { Messenger } from '../../adapters/messenger.js';
import type { Db } from '../../db/client.js';
import { otpCodes, phoneKeys, studentProfiles, usernameIs, users } from '../../db/schema/index.js';
import { ValidationFailed } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { randomDigits, randomToken, sha256, type PasswordHasher, type TokenSigner } from './crypto.js';
import { authUserColumns, type LoginResult, type Sessions } from './sessions.js';

export interface RegistrationDeps {
  db: Db;
  signer: TokenSigner;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  messenger: Messenger;
  sessions: Sessions;
  /** SMS codes one IP may request per hour (config `OTP_PER_IP_PER_HOUR`). */
  otpPerIpPerHour?: number;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A login name from the e-mail's local part, made unique with the id when taken. */
async function assignUsername(tx: Db, userId: number, email: string): Promise<void> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '')
      .slice(0, 24) || 'user';
  const [taken] = await tx.select({ id: users.id }).from(users).where(usernameIs(base)).limit(1);
  await tx
    .update(users)
    .set({ username: taken ? `${base}${userId}` : base })
    .where(eq(users.id, userId));
}

export function createRegistrationService(deps: RegistrationDeps) {
  const { db, signer, hasher, limiter, messenger, sessions } = deps;
  const otpPerIp = deps.otpPerIpPerHour ?? OTP_REQUESTS_PER_IP_PER_HOUR;
  const codeHash = (phone: string, code: string) => signer.hmac(`otp:${phone}:${code}`);

  async function createUser(
    values: Omit<typeof users.$inferInsert, 'passwordHash' | 'role'> & { password: string },
    consumePhoneKey?: (tx: Db) => Promise<string | undefined>,
  ): Promise<LoginResult> {
    const { password, ...rest } = values;
    const passwordHash = await hasher.hash(password);
    const emailTaken = () => ValidationFailed.field('email', 'unique', 'unique_email');
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, rest.email))
      .limit(1);
    if (existing) throw emailTaken();
    try {
      return await db.transaction(async (tx) => {
        let phone = rest.phone;
        if (consumePhoneKey) {
          phone = await consumePhoneKey(tx);
          if (!phone) throw ValidationFailed.field('phone_key', 'invalid', 'phone_key_invalid');
        }
        const [user] = await tx
          .insert(users)
          .values({ ...rest, phone, passwordHash, role: 'STUDENT_ROLE' })
          .returning(authUserColumns);
        if (!user) throw new Error('insert returned nothing');
        // A phone proven by its SMS code (the phone key) is confirmed: the start-up queue must not ask again.
        if (consumePhoneKey)
          await tx.insert(studentProfiles).values({ userId: user.id, phoneConfirmedAt: new Date() });
        await assignUsername(tx, user.id, rest.email);
        return sessions.start(tx, { ...user, role: user.role as UserRole });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  /** Checks the code; OTP_MAX_ATTEMPTS wrong tries burn it. Returns a phone key for registration. */
  async function confirmOtp(rawPhone: string, code: string): Promise<{ phoneKey: string }> {
    const phone = normalizePhone(rawPhone);
    const [current] = await db
      .select({ id: otpCodes.id, codeHash: otpCodes.codeHash })
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.closedAt), gt(otpCodes.expiresAt, new Date())))
      .orderBy(desc(otpCodes.id))
      .limit(1);
    if (!current) throw ValidationFailed.field('code', 'invalid', 'code_expired');
    // Reserve the attempt before comparing: one conditional UPDATE, so parallel guesses can never
    // compare more than OTP_MAX_ATTEMPTS codes; the last allowed wrong attempt burns the code.
    const [reserved] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          eq(otpCodes.id, current.id),
          isNull(otpCodes.closedAt),
          gt(otpCodes.expiresAt, new Date()),
          lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        ),
      )
      .returning({ attempts: otpCodes.attempts });
    if (!reserved) throw ValidationFailed.field('code', 'invalid', 'code_expired');
    if (!sameHash(current.codeHash, codeHash(phone, code))) {
      if (reserved.attempts >= OTP_MAX_ATTEMPTS) {
        await db
          .update(otpCodes)
          .set({ closedAt: new Date() })
          .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.closedAt)));
      }
      throw ValidationFailed.field('code', 'invalid', 'code_wrong');
    }
    const phoneKey = randomToken(32);
    const ok = await db.transaction(async (tx) => {
      const closed = await tx
        .update(otpCodes)
        .set({ closedAt: new Date() })
        .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.closedAt)))
        .returning({ id: otpCodes.id });
      if (closed.length === 0) return false;
      await tx
        .insert(phoneKeys)
        .values({ keyHash: sha256(phoneKey), phone, expiresAt: inSeconds(PHONE_KEY_TTL_SECONDS) });
      return true;
    });
    if (!ok) throw ValidationFailed.field('code', 'invalid', 'code_expired');
    return { phoneKey };
  }

  return {
    /** Sends a 4-digit SMS code: one per phone per 60 s, a few per phone and some per IP per hour. */
    async requestOtp(rawPhone: string, ctx: { ip: string }) {
      const phone = normalizePhone(rawPhone);
      const key = sha256(phone);
      await limiter.reserve(`otp:ip:${ctx.ip}`, { max: otpPerIp, windowSeconds: 3600 });
      await limiter.reserve(`otp:min:${key}`, { max: 1, windowSeconds: SMS_RESEND_DELAY_SECONDS });
      await limiter.reserve(`otp:hour:${key}`, { max: OTP_REQUESTS_PER_HOUR, windowSeconds: 3600 });
      const code = randomDigits(SMS_CODE_LENGTH);
      await db.transaction(async (tx) => {
        await tx
          .update(otpCodes)
          .set({ closedAt: new Date() })
          .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.closedAt)));
        await tx
          .insert(otpCodes)
          .values({ phone, codeHash: codeHash(phone, code), expiresAt: inSeconds(OTP_TTL_SECONDS) });
      });
      await messenger.sendSms(phone, `Prepa: код подтверждения ${code}. Никому не сообщайте его.`);
      return { resendIn: SMS_RESEND_DELAY_SECONDS };
    },

    confirmOtp,

    /**
     * A signed-in user confirming a phone: limited per user and per IP, and the code is checked
     * before anything about the phone (another account's, for one) is answered.
     */
    async confirmOtpFor(rawPhone: string, code: string, ctx: { userId: number; ip: string }) {
      const window = PHONE_CHECK_WINDOW_SECONDS;
      await limiter.reserve(`phone-check:user:${ctx.userId}`, {
        max: PHONE_CHECKS_PER_USER,
        windowSeconds: window,
      });
      await limiter.reserve(`phone-check:ip:${ctx.ip}`, { max: PHONE_CHECKS_PER_IP, windowSeconds: window });
      return confirmOtp(rawPhone, code);
    },

    registerV2(input: RegistrationV2, platform: Platform): Promise<LoginResult> {
      return createUser({
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: normalizePhone(input.phone),
        vk: input.vk,
        subscribedForNews: input.subscribedForNews,
        platform,
      });
    },

    registerV3(input: RegistrationV3, platform: Platform): Promise<LoginResult> {
      return createUser(
        {
          email: input.email,
          password: input.password,
          firstName: input.firstName,
          lastName: input.lastName,
          telegram: input.telegram,
          parentPhone: input.parentPhone ? normalizePhone(input.parentPhone) : null,
          subscribedForNews: input.subscribedForNews,
          acceptedPdpp: input.acceptedPdpp,
          platform,
        },
        async (tx) => {
          const [key] = await tx
            .update(phoneKeys)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(phoneKeys.keyHash, sha256(input.phoneKey)),
                isNull(phoneKeys.usedAt),
                gt(phoneKeys.expiresAt, new Date()),
              ),
            )
            .returning({ phone: phoneKeys.phone });
          return key?.phone;
        },
      );
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
