import { z } from 'zod';
import { idParamSchema } from './ids.js';
import { ledgerReasonSchema } from './student.js';

/**
 * The referral programme (spec 1 §2, spec 2 §7): a student shares a link with their referral id;
 * a friend's cart gets REFERRAL_DISCOUNT_PERCENT off and, when the friend pays, the referrer is
 * credited REFERRAL_BONUS bonuses once. One bonus is one unit of the platform's currency (RUB, KZT).
 */
export const REFERRAL_QUERY_PARAM = 'id';
/** Where ReferralAccept keeps the id of the link it was opened with (localStorage). */
export const REFERRAL_STORAGE_KEY = 'prepa.referralId';

/** GET /v2/students/referral/. `referralId` is null until the platform's precondition is met. */
export const referralProgramSchema = z.object({
  referralId: z.string().nullable(),
  /** RU and ONE: a social account must be connected before the student gets a link. */
  needsSocialAccount: z.boolean(),
  discountPercent: z.number().int(),
  bonus: z.number().int(),
  /** Bonuses available now (credited minus withdrawn). */
  balance: z.number().int(),
  withdrawEnabled: z.boolean(),
});
export type ReferralProgram = z.infer<typeof referralProgramSchema>;

export const referralHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** Positive: credited for a friend's purchase; negative: withdrawn. */
  amount: z.number().int(),
  reason: ledgerReasonSchema,
  createdAt: z.string(),
});
export type ReferralHistoryEntry = z.infer<typeof referralHistoryEntrySchema>;
export const referralHistorySchema = z.object({
  balance: z.number().int(),
  results: z.array(referralHistoryEntrySchema),
});
export type ReferralHistory = z.infer<typeof referralHistorySchema>;
/** The history lists at most this many newest entries. */
export const REFERRAL_HISTORY_LIMIT = 200;

export const REFERRAL_WITHDRAWAL_DETAILS_MAX = 500;
export const referralWithdrawalRequestSchema = z.object({
  /** Chosen by the client once per form submission: a replay creates nothing new. */
  requestId: z.uuid({ error: 'invalid' }),
  amount: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(10_000_000),
  /** Where to send the money (card, account): read by staff. */
  details: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(REFERRAL_WITHDRAWAL_DETAILS_MAX, { error: 'max_length' }),
});
export type ReferralWithdrawalRequest = z.infer<typeof referralWithdrawalRequestSchema>;
export const REFERRAL_WITHDRAWAL_STATUSES = ['NEW', 'PAID', 'REJECTED'] as const;
export const referralWithdrawalSchema = z.object({
  id: z.number().int(),
  requestId: z.string(),
  userId: z.number().int(),
  amount: z.number().int(),
  details: z.string(),
  status: z.enum(REFERRAL_WITHDRAWAL_STATUSES),
  createdAt: z.string(),
});
export type ReferralWithdrawal = z.infer<typeof referralWithdrawalSchema>;
/** What staff see of a request: who asked, to pay them or to give the bonuses back. */
export const managerReferralWithdrawalSchema = referralWithdrawalSchema.extend({
  studentName: z.string(),
  studentEmail: z.string(),
});
export type ManagerReferralWithdrawal = z.infer<typeof managerReferralWithdrawalSchema>;
export const referralWithdrawalListSchema = z.object({ results: z.array(managerReferralWithdrawalSchema) });
/** Staff's decision on a NEW request: paid out, or rejected (the bonuses go back to the student). */
export const REFERRAL_WITHDRAWAL_DECISIONS = ['PAID', 'REJECTED'] as const;
export const referralWithdrawalDecisionSchema = z.object({
  status: z.enum(REFERRAL_WITHDRAWAL_DECISIONS, { error: 'invalid' }),
});
export type ReferralWithdrawalDecision = z.infer<typeof referralWithdrawalDecisionSchema>;
export const referralWithdrawalIdParamsSchema = z.object({ id: idParamSchema });

/** Attribution parameters of spec 1 §3, sent as `{utm_params: {...}}` to POST /v2/cpa/markers/. */
const marker = (max: number) => z.string().trim().max(max, { error: 'max_length' });
export const CPA_MARKER_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'cl_uid',
  'admitad_uid',
  'advcake_params',
  'cpa_expiration_date',
] as const;
export const cpaMarkersSchema = z.object({
  utmSource: marker(200).min(1, { error: 'required' }),
  utmMedium: marker(200).optional(),
  utmCampaign: marker(200).optional(),
  utmTerm: marker(200).optional(),
  utmContent: marker(200).optional(),
  clUid: marker(200).optional(),
  admitadUid: marker(200).optional(),
  advcakeParams: marker(1000).optional(),
  /** An ISO date or date-time after which the partner no longer claims the visitor. */
  cpaExpirationDate: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'invalid' })
    .optional(),
});
export type CpaMarkers = z.infer<typeof cpaMarkersSchema>;
export const cpaMarkersRequestSchema = z.object({ utmParams: cpaMarkersSchema });
export const cpaMarkersResponseSchema = z.object({ saved: z.boolean() });
