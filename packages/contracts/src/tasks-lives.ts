import { z } from 'zod';
import { idParamsSchema } from './ids.js';
import { paginatedSchema } from './pagination.js';

/**
 * Weekly individual tasks (spec 1 §7 GET /gamification/individual-tasks/, gated by `homeIndividualTask`).
 * Computed by the server from the student's real activity in their local week (Monday–Sunday).
 */
export const INDIVIDUAL_TASK_KINDS = ['lessons', 'tasks', 'cards', 'activeDays'] as const;
export type IndividualTaskKind = (typeof INDIVIDUAL_TASK_KINDS)[number];

export const individualTaskSchema = z.object({
  /** Stable code of the task (the same every week), e.g. `weekly-lessons`. */
  id: z.string(),
  kind: z.enum(INDIVIDUAL_TASK_KINDS),
  /** i18n key of the title; the web interpolates `goal` into it. */
  titleKey: z.string(),
  progress: z.number().int().min(0),
  goal: z.number().int().min(1),
  done: z.boolean(),
  reward: z.object({ umcoins: z.number().int().min(0) }),
  /** The reward has been credited to the ledger for this week. */
  rewarded: z.boolean(),
  weekStart: z.iso.date(),
  weekEnd: z.iso.date(),
});
export type IndividualTask = z.infer<typeof individualTaskSchema>;
export const individualTasksResponseSchema = z.object({
  results: z.array(individualTaskSchema),
  weekStart: z.iso.date(),
  weekEnd: z.iso.date(),
});
export type IndividualTasksResponse = z.infer<typeof individualTasksResponseSchema>;

/**
 * Homework lives. A student starts with LIVES_START lives; each missed homework deadline (or a global
 * loss) takes one, a recovery or a curator's grant gives one back. The current number is
 * LIVES_START + the sum of the audit's deltas, never below 0 nor above LIVES_MAX.
 */
export const LIVES_START = 3;
export const LIVES_MAX = 5;

export const LIFE_CHARGE_KINDS = ['CHARGE', 'RECOVERED', 'GLOBAL_LIFE_LOST', 'CURATOR_ADDED'] as const;
export type LifeChargeKindName = (typeof LIFE_CHARGE_KINDS)[number];
export const lifeChargeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LIFE_CHARGE_KINDS),
  /** The change actually applied: 0 when there was no life left to take (or no room to add). */
  delta: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});
export type LifeCharge = z.infer<typeof lifeChargeSchema>;
export const livesSchema = z.object({
  lives: z.number().int().min(0),
  max: z.number().int().min(1),
});
export type Lives = z.infer<typeof livesSchema>;
/** GET /v2/students/audit/life-charges/: the page of the audit plus the current lives. */
export const lifeChargesPageSchema = paginatedSchema(lifeChargeSchema).extend(livesSchema.shape);
export type LifeChargesPage = z.infer<typeof lifeChargesPageSchema>;

export const LIFE_COMMENT_MAX = 500;
/** POST /v2/curators/students/{id}/lives/ (curators and managers). */
export const curatorLifeGrantSchema = z.object({
  comment: z.string().trim().min(1, { error: 'required' }).max(LIFE_COMMENT_MAX, { error: 'max_length' }),
});
/** A retry with the same Idempotency-Key never adds a second life. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'required' })
    .trim()
    .min(8, { error: 'min_length' })
    .max(100, { error: 'max_length' }),
});
export const studentIdParamsSchema = idParamsSchema;
export const curatorLifeGrantResponseSchema = livesSchema.extend({ entry: lifeChargeSchema });
