/** Feature flags of spec 1 §6; their definitions are served per platform by the API. */
export const FEATURE_FLAGS = [
  'new-student-goals',
  'login-by-phone',
  'referral-program-enabled',
  'referral-program-withdraw',
  'kz-lang-select-hide',
  'show-confirm-phone-modal',
  'student-activity',
  'kz-gamification',
  'collecting-points',
  'student-menu-purchases',
  'one-new-store-ab',
  'edu-625',
  'site-4153',
  'loaded-script-utm-integration',
  'individual-education-trajectory',
  'personal-data-onboarding-step',
  /** Handing in long answers runs the rubric pre-check (CHECKED_BY_NEURO) before a curator confirms. */
  'homework-neuro-precheck',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
