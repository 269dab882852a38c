export { GLOBAL_MODALS_MESSAGES } from './global-modals-messages.js';
import { z } from 'zod';
import { idParamSchema, idSchema, int4Schema } from './ids.js';
import { PLATFORMS } from './platform.js';
import {
  FEEDBACK_COMMENT_SCORE_LIMIT,
  FEEDBACK_REASONS,
  FEEDBACK_SCORE_MAX,
  FEEDBACK_SCORE_MIN,
  FEEDBACK_TEXT_MAX,
  MODAL_ACTIONS,
  MODAL_BUTTON_TEXT_MAX,
  MODAL_SHOW_STYLES,
  MODAL_TEXT_MAX,
  MODAL_TITLE_MAX,
  MODAL_URL_MAX,
  POLLS_PER_MODAL_MAX,
  POLL_QUESTION_MAX,
  POLL_TEXT_FEEDBACK_MAX,
  POLL_TYPES,
  POLL_VARIANTS_MAX,
  POLL_VARIANT_DESCRIPTION_MAX,
  POLL_VARIANT_TEXT_MAX,
} from './constants/global-modals.js';

export * from './constants/global-modals.js';

const text = (max: number) => z.string().trim().max(max, { error: 'max_length' });
const httpUrl = z
  .string()
  .trim()
  .max(MODAL_URL_MAX, { error: 'max_length' })
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: 'invalid' });

export const pollVariantSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  description: z.string(),
});
export type PollVariant = z.infer<typeof pollVariantSchema>;

export const pollSchema = z.object({
  id: z.number().int(),
  type: z.enum(POLL_TYPES),
  question: z.string(),
  variants: z.array(pollVariantSchema),
});
export type Poll = z.infer<typeof pollSchema>;

/** One modal as a student receives it. `itemId` is the event's item (lesson, submission) or the modal's target. */
export const studentModalSchema = z.object({
  id: z.number().int(),
  action: z.enum(MODAL_ACTIONS),
  showStyle: z.enum(MODAL_SHOW_STYLES),
  title: z.string(),
  showTitle: z.boolean(),
  textContent: z.string(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  buttonText: z.string().nullable(),
  canSkip: z.boolean(),
  isActive: z.boolean(),
  itemId: z.number().int().nullable(),
  polls: z.array(pollSchema),
});
export type StudentModal = z.infer<typeof studentModalSchema>;

export const studentModalsResponseSchema = z.object({
  modals: z.array(studentModalSchema),
  /** The latest change among the modals the student may see (ISO), or null when there are none. */
  updateTime: z.string().nullable(),
});
export type StudentModalsResponse = z.infer<typeof studentModalsResponseSchema>;

/** GET /v2/students/modals/ filters (spec 1 §7: showStyle, action, lastUpdate, itemId). */
export const studentModalsQuerySchema = z.object({
  showStyle: z.enum(MODAL_SHOW_STYLES).optional(),
  action: z.enum(MODAL_ACTIONS).optional(),
  /** Only modals changed after this instant. */
  lastUpdate: z.iso.datetime({ offset: true }).optional(),
  itemId: idParamSchema.optional(),
});
export type StudentModalsQuery = z.infer<typeof studentModalsQuerySchema>;

/** POST /v2/students/modals/{id}/: for an event action, the event's item the showing was about. */
export const modalViewSchema = z.object({ itemId: idSchema.optional() }).nullish();
export const modalViewResponseSchema = z.object({ id: z.number().int(), viewedAt: z.string() });

export const pollAnswerSchema = z.object({
  modalId: idSchema,
  pollId: idSchema,
  pollAnswers: z.array(idSchema).max(POLL_VARIANTS_MAX, { error: 'invalid' }).default([]),
  textFeedback: text(POLL_TEXT_FEEDBACK_MAX).default(''),
});
export type PollAnswer = z.infer<typeof pollAnswerSchema>;
export const pollAnswersSchema = z.object({
  pollsAnswers: z
    .array(pollAnswerSchema)
    .min(1, { error: 'required' })
    .max(POLLS_PER_MODAL_MAX * 4),
});
export type PollAnswers = z.infer<typeof pollAnswersSchema>;
export const pollAnswersResponseSchema = z.object({
  /** Polls answered by this request or earlier (a repeated answer changes nothing). */
  answered: z.array(z.number().int()),
});

export const newPollVariantSchema = z.object({
  text: text(POLL_VARIANT_TEXT_MAX).min(1, { error: 'required' }),
  description: text(POLL_VARIANT_DESCRIPTION_MAX).default(''),
});
const newPollFields = z.object({
  type: z.enum(POLL_TYPES),
  question: text(POLL_QUESTION_MAX).min(1, { error: 'required' }),
  /** Choices of radio, checkbox and description polls; none for text and scale polls. */
  variants: z.array(newPollVariantSchema).max(POLL_VARIANTS_MAX, { error: 'invalid' }).default([]),
});
/** Radio, checkbox and description polls need two choices or more; text and scale polls take none. */
function checkPollVariants(poll: z.output<typeof newPollFields>, ctx: z.RefinementCtx): void {
  const needsVariants = ['RADIO_POLL', 'CHECKBOX_POLL', 'DESCRIPTION_POLL'].includes(poll.type);
  if (needsVariants && poll.variants.length < 2)
    ctx.addIssue({ code: 'custom', path: ['variants'], message: 'poll_variants_required' });
  if (!needsVariants && poll.variants.length > 0)
    ctx.addIssue({ code: 'custom', path: ['variants'], message: 'invalid' });
}
export const newPollSchema = newPollFields.superRefine(checkPollVariants);
export type NewPoll = z.infer<typeof newPollSchema>;

export const newModalSchema = z.object({
  action: z.enum(MODAL_ACTIONS),
  showStyle: z.enum(MODAL_SHOW_STYLES).default('FULL'),
  title: text(MODAL_TITLE_MAX).min(1, { error: 'required' }),
  showTitle: z.boolean().default(true),
  textContent: text(MODAL_TEXT_MAX).default(''),
  image: httpUrl.nullable().default(null),
  video: httpUrl.nullable().default(null),
  redirectUrl: httpUrl.nullable().default(null),
  buttonText: text(MODAL_BUTTON_TEXT_MAX).nullable().default(null),
  canSkip: z.boolean().default(true),
  /** Only the students of this platform; null for every platform. */
  platform: z.enum(PLATFORMS).nullable().default(null),
  /** Only these students (a targeted survey); null for every student of the platform. */
  studentIds: z.array(idSchema).min(1, { error: 'required' }).max(1000).nullable().default(null),
  /** Only when the action fires for this item (a product of MY_PRODUCT, a lesson of LESSON…). */
  itemId: idSchema.nullable().default(null),
  /** Place within the action's sequence (ascending, then by id). */
  order: int4Schema.max(10_000).default(0),
  polls: z.array(newPollSchema).max(POLLS_PER_MODAL_MAX, { error: 'invalid' }).default([]),
});
export type NewModal = z.input<typeof newModalSchema>;
export type NewModalData = z.output<typeof newModalSchema>;

export const managerPollSchema = pollSchema.extend({ answersCount: z.number().int() });
export const managerModalSchema = studentModalSchema.omit({ polls: true }).extend({
  platform: z.enum(PLATFORMS).nullable(),
  studentIds: z.array(z.number().int()).nullable(),
  order: z.number().int(),
  viewsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  polls: z.array(managerPollSchema),
});
export type ManagerModal = z.infer<typeof managerModalSchema>;
export const managerModalsResponseSchema = z.object({
  count: z.number().int(),
  results: z.array(managerModalSchema),
});
export type ManagerModalsResponse = z.infer<typeof managerModalsResponseSchema>;
export const modalActivitySchema = z.object({ isActive: z.boolean() });

const feedbackFields = z.object({
  score: z.number().int().min(FEEDBACK_SCORE_MIN).max(FEEDBACK_SCORE_MAX),
  text: text(FEEDBACK_TEXT_MAX).default(''),
  selectedReasons: z
    .array(z.enum(FEEDBACK_REASONS))
    .max(FEEDBACK_REASONS.length)
    .default([])
    .transform((r) => [...new Set(r)]),
});
function checkFeedbackComment(f: z.output<typeof feedbackFields>, ctx: z.RefinementCtx): void {
  if (f.text && f.score > FEEDBACK_COMMENT_SCORE_LIMIT)
    ctx.addIssue({ code: 'custom', path: ['text'], message: 'feedback_comment_not_allowed' });
}
export const feedbackSchema = feedbackFields.superRefine(checkFeedbackComment);
export type Feedback = z.input<typeof feedbackSchema>;
export const feedbackResponseSchema = z.object({ id: z.number().int(), detail: z.string() });
