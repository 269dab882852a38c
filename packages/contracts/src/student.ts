import { z } from 'zod';
import { idSchema, int4Schema } from './ids.js';
import { USERNAME_MAX } from './constants/specs.js';
import { languageCodeSchema, profileSchema } from './auth.js';
import { emailSchema, phoneSchema, smsCodeSchema, telegramSchema } from './validation.js';
import {
  CURRENCY_KINDS,
  DAILY_ACTIONS,
  NICKNAME_MAX,
  ONBOARDING_HINTS,
  RECOMMENDATION_REACTIONS,
  STARTUP_MODAL_ORDER,
} from './constants/student.js';

export * from './constants/student.js';

/** The student's own area (spec 1 §1, §3, §4, §7 "Core and student", "Individual program"). camelCase; wire is snake_case. */

export const STATUS_KEYS = [
  'viewedIndividualStudyModal',
  'needOnboarding',
  'hasChosenGoals',
  'viewedDropLevel',
  // Added by the API (issue 4): start-up modals a student has seen once.
  'viewedLanguageSelect',
  'viewedSocialAccount',
  'viewedLoyaltyProgram',
  'viewedReferralIntroduction',
] as const;
export const statusKeySchema = z.enum(STATUS_KEYS);
/** A keyed map of dates: a patched key is set to the current time by the server. */
export const studentStatusesSchema = z.record(z.string(), z.string().nullable());
export const studentStatusesPatchSchema = z
  .object(
    Object.fromEntries(STATUS_KEYS.map((k) => [k, z.boolean().optional()])) as Record<
      (typeof STATUS_KEYS)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();

export const systemModalsSchema = z.object({
  isPhoneConfirmed: z.boolean(),
  isPersonalDataAgreement: z.boolean(),
  needModals: z.array(z.enum(STARTUP_MODAL_ORDER)),
});
export type SystemModals = z.infer<typeof systemModalsSchema>;

export const onboardingStateSchema = z.partialRecord(z.enum(ONBOARDING_HINTS), z.boolean());
export const onboardingPatchSchema = z.object({ onboardingState: onboardingStateSchema });

export const studentFlagsSchema = z.object({
  isPersonalDataAccepted: z.boolean(),
  isApartmentLotteryAccepted: z.boolean(),
  lotteryRulesUrl: z.string(),
});

export const connectCodeGenerateSchema = z.object({ phone: phoneSchema() });
export const connectCodeCheckSchema = z.object({ phone: phoneSchema(), code: smsCodeSchema });
export const MESSAGING_CHANNELS = ['telegram', 'whatsapp'] as const;
export const socialAccountSchema = z.object({
  method: z.enum(MESSAGING_CHANNELS),
  value: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(USERNAME_MAX + 1, { error: 'max_length' }),
});

/** Goals and the individual program. */
export const goalSettingsSchema = z.object({
  maxPoints: z.number().int(),
  step: z.number().int().min(1),
  defaultPoints: z.number().int(),
});
export const educationGoalSchema = z.object({
  classType: z.object({ id: z.number().int(), title: z.string() }),
  goal: z.number().int().min(0),
  currentResult: z.number().int().min(0).nullable(),
  isPriority: z.boolean(),
  countedSum: z.number().int().nullable(),
  goalSettings: goalSettingsSchema,
});
export type EducationGoal = z.infer<typeof educationGoalSchema>;
export const educationGoalsPatchSchema = z
  .array(
    z.object({
      classType: idSchema,
      goal: int4Schema,
      currentResult: int4Schema.nullable(),
      isPriority: z.boolean(),
    }),
  )
  .max(30)
  .refine((list) => list.length === 0 || list.filter((g) => g.isPriority).length === 1, {
    error: 'exactly_one_priority',
  });
export const INDIVIDUAL_PROGRAM_STATUSES = ['NEW', 'ACTIVE', 'INACTIVE', 'DISABLED'] as const;
export const individualProgramStatusSchema = z.enum(INDIVIDUAL_PROGRAM_STATUSES);
export type IndividualProgramStatus = z.infer<typeof individualProgramStatusSchema>;

export const classYearSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  order: z.number().int(),
  educationLevel: z.enum(['OGE', 'EGE', 'MIDDLE']),
  isUnlimitedClassTypesGoals: z.boolean(),
});
export const studentGoalsSchema = z.object({
  classYearId: z.number().int().nullable(),
  goals: z.array(z.object({ classTypeId: z.number().int(), extraGoals: z.array(z.number().int()) })),
  hasGoalGifts: z.boolean(),
});
export const studentGoalsPatchSchema = z.object({
  classYearId: idSchema,
  goals: z
    .array(
      z.object({
        classTypeId: idSchema,
        extraGoals: z.array(idSchema).max(20).default([]),
      }),
    )
    .min(1)
    .max(30),
});

export const balanceSchema = z.object({
  exp: z.number().int(),
  umcoins: z.number().int(),
  medals: z.number().int(),
  keys: z.number().int(),
  bonuses: z.number().int(),
});
export const limitsSchema = z.object({
  umcoins: z.number().int().nullable(),
  medals: z.number().int().nullable(),
  keys: z.number().int().nullable(),
  exp: z.number().int().nullable(),
  strike: z.number().int().nullable(),
});
export const studentBalanceSchema = z.object({
  balance: balanceSchema,
  limits: limitsSchema,
  medalsLocked: z.boolean(),
});
export type StudentBalance = z.infer<typeof studentBalanceSchema>;

export const LEDGER_REASONS = [
  'LESSON_WATCHED',
  'HOMEWORK_POINTS',
  'CARDS_LEARNED',
  'STREAK_REWARD',
  'PURCHASE',
  'REFERRAL',
  'LEVEL_UP',
  'DROP_LEVEL',
  /** A weekly individual task completed (tasks-lives). */
  'INDIVIDUAL_TASK',
  /** Referral bonuses withdrawn on request (referral-program-withdraw). */
  'REFERRAL_WITHDRAWAL',
  /** Withdrawn bonuses given back when staff reject the request. */
  'REFERRAL_WITHDRAWAL_RETURNED',
] as const;
export const ledgerReasonSchema = z.enum(LEDGER_REASONS);
export const historyEntrySchema = z.object({
  id: z.number().int(),
  currency: z.enum(CURRENCY_KINDS),
  amount: z.number().int(),
  reason: ledgerReasonSchema,
  createdAt: z.string(),
});

export const WEEK_STATUSES = ['not_earned', 'earned', 'in_progress'] as const;
export const dailyStrikeSchema = z.object({
  strikeDays: z.number().int().min(0),
  weekStatuses: z.array(z.enum(WEEK_STATUSES)).length(7),
  nextReward: z.object({ umcoins: z.number().int(), medals: z.number().int(), strikeDays: z.number().int() }),
  todayEarned: z.boolean(),
});
export type DailyStrike = z.infer<typeof dailyStrikeSchema>;

export const levelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  order: z.number().int(),
  expRequired: z.number().int(),
});
export const nextLevelSchema = z.object({
  current: levelSchema,
  next: levelSchema.nullable(),
  exp: z.number().int(),
  progress: z.number().min(0).max(1),
});
export const ratingEntrySchema = z.object({
  position: z.number().int(),
  studentId: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  exp: z.number().int(),
  isMe: z.boolean(),
});
export const DEFAULT_RATING_COUNT = 10;

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  url: z.string().nullable(),
});
export const bannerCloseSchema = z.object({ id: idSchema });

/** Added by the student-area API (issue 4). */
export const dailyActionSchema = z.object({
  action: z.enum(DAILY_ACTIONS),
  progress: z.number().int().min(0),
  goal: z.number().int().min(1),
  done: z.boolean(),
});
export const dailyActionsSchema = z.object({ results: z.array(dailyActionSchema) });
export const levelsResponseSchema = z.object({ results: z.array(levelSchema) });
export const levelsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });
export const ratingQuerySchema = z.object({
  neighbours: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export const ratingResponseSchema = z.object({ results: z.array(ratingEntrySchema) });
export const studentFlagsPatchSchema = z
  .object({ isPersonalDataAccepted: z.literal(true), isApartmentLotteryAccepted: z.literal(true) })
  .partial();
export const LOTTERY_RULES_URL = '/docs/apartment-lottery-rules.pdf';
export const bannersResponseSchema = z.object({ results: z.array(bannerSchema) });

/** The extended profile of GET/PATCH /v2/core/users/profile/ (a superset of profileSchema). */
export const studentProfileSchema = profileSchema.extend({
  levelTitle: z.string(),
  exp: z.number().int(),
  onboardingState: z.record(z.string(), z.boolean()),
  isNew: z.boolean(),
  birthday: z.string().nullable(),
  nickname: z.string().nullable(),
  vk: z.string().nullable(),
  telegram: z.string().nullable(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;
/** Each regional field is refused with 403 region_forbidden where its gate is closed (hasGate). */
export const studentProfilePatchSchema = z
  .object({
    language: languageCodeSchema,
    email: emailSchema,
    birthday: z.iso.date({ error: 'invalid' }).nullable(),
    nickname: z
      .string()
      .trim()
      .min(2, { error: 'min_length' })
      .max(NICKNAME_MAX, { error: 'max_length' })
      .nullable(),
    vk: z.string().trim().max(200, { error: 'max_length' }).nullable(),
    telegram: telegramSchema.nullable(),
  })
  .partial();
export const avatarResponseSchema = z.object({ avatar: z.string() });

export const additionalInfoSchema = z.object({
  parentPhone: z.string().nullable(),
  subscribedForNews: z.boolean(),
  timeZone: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export const additionalInfoPatchSchema = z
  .object({
    parentPhone: phoneSchema().nullable(),
    subscribedForNews: z.boolean(),
    timeZone: z.string().max(64).nullable(),
  })
  .partial();
export const vkConnectSchema = z.object({
  url: z
    .string()
    .trim()
    .max(200, { error: 'max_length' })
    .regex(/^(https?:\/\/)?(m\.)?vk\.(com|ru)\/[A-Za-z0-9_.]{2,64}\/?$/, { error: 'vk_url_invalid' }),
});
export const connectCodeResponseSchema = z.object({ resendIn: z.number().int() });
export const phoneConfirmedSchema = z.object({ phone: z.string(), isPhoneConfirmed: z.literal(true) });
export const individualProgramSwitchSchema = z.object({ status: individualProgramStatusSchema });
export const extraGoalSchema = z.object({ id: z.number().int(), title: z.string() });
export const extraGoalsResponseSchema = z.object({ results: z.array(extraGoalSchema) });
export const studentClassTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  color: z.object({ base: z.string() }),
});
export const studentClassTypesSchema = z.object({ results: z.array(studentClassTypeSchema) });
export const studentClassTypesPatchSchema = z.object({
  classTypes: z.array(idSchema).min(1).max(30),
});
export const educationGoalsResponseSchema = z.object({ results: z.array(educationGoalSchema) });
export const recommendationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  classType: z.object({ id: z.number().int(), title: z.string() }),
  reaction: z.enum(RECOMMENDATION_REACTIONS).nullable(),
});
export const recommendationsResponseSchema = z.object({ results: z.array(recommendationSchema) });
export const reactionPatchSchema = z.object({
  reaction: z.object({ value: z.enum(RECOMMENDATION_REACTIONS).nullable() }),
});
export const currentProgressSchema = z.object({
  exp: z.number().int(),
  level: levelSchema,
  strikeDays: z.number().int(),
  todayEarned: z.boolean(),
  subjects: z.array(
    z.object({
      classType: z.object({ id: z.number().int(), title: z.string() }),
      goal: z.number().int(),
      currentResult: z.number().int().nullable(),
      isPriority: z.boolean(),
    }),
  ),
});
export const financialReportEntrySchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** Integer minor units of `currency`, as the server charged them. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
