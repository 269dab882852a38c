/** The zod-free part of `student.ts` (constants, their types, plain functions): importable without the schemas. */

/** The start-up modal queue, in order (spec 1 §4). */
export const STARTUP_MODAL_ORDER = [
  'personalData',
  'languageSelect',
  'socialAccount',
  'phone',
  'loyaltyProgram',
  'referralIntroduction',
] as const;

export type StartupModal = (typeof STARTUP_MODAL_ORDER)[number];

export const STARTUP_DEFERRED_IDLE_MS = 10_000;

/** The 17 onboarding hints, in their fixed order (spec 1 §3). */
export const ONBOARDING_HINTS = [
  'platformSelect',
  'completeTasksEveryDay',
  'getOnlineHelp',
  'expandWrapperLesson',
  'changeHomeworkTasksAnswers',
  'referToTaskTips',
  'seeTheoryForTask',
  'getExtraXpForTasksWithStar',
  'howHomeworkPointsCalculated',
  'howToGetMoreXp',
  'seeHomeworkDeadlines',
  'seeLessonTime',
  'lessonIsLive',
  'coupons',
  'subscriptionsTab',
  'subscriptionsProlong',
  'subscriptionsUpgrade',
] as const;

export type OnboardingHint = (typeof ONBOARDING_HINTS)[number];

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Gamification. */
export const CURRENCY_KINDS = ['exp', 'umcoins', 'medals', 'keys', 'bonuses', 'strike'] as const;

export type CurrencyKind = (typeof CURRENCY_KINDS)[number];

export const CURRENCY_ICON_SIZES = { xs: 18, sm: 20, md: 24, lg: 28 } as const;

export const DAILY_ACTIONS = ['watchLesson', 'solveFiveTasks', 'learnFiveCards'] as const;

export const DAILY_TASKS_GOAL = 5;

export const DAILY_STRIKE_CACHE_SECONDS = 60;

export const NICKNAME_MAX = 32;

export const PROFILE_FIELD_GATES = {
  email: 'emailChange',
  birthday: 'birthdayEdit',
  vk: 'profileVk',
  telegram: 'profileTelegram',
  nickname: 'profileNickname',
} as const;

/** Used when a subject has no points scale for the class year yet. */
export const DEFAULT_GOAL_SETTINGS = { maxPoints: 100, step: 1, defaultPoints: 70 } as const;

export const RECOMMENDATION_REACTIONS = ['LIKE', 'DISLIKE'] as const;
