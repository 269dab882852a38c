import type { Role } from '@prepa/contracts';

export type LayoutName = 'main' | 'header-only' | 'media' | 'print' | 'contacts' | 'empty' | 'auth';

export interface RouteDef {
  path: string;
  /** Roles allowed in; absent means the route is open to everyone. GUEST lets visitors without a user in. */
  roles?: readonly Role[];
  /** Only guests may enter; anybody signed in is sent home. */
  guestOnly?: boolean;
  layout: LayoutName;
  /** i18n key of the page title. */
  title: string;
  /** Authorization pages are the only ones search engines may index. */
  indexable?: boolean;
}

/** Every route of the app by name; navigation in code goes through `routePath(name, …)`. */
export const ROUTES = {
  Home: { path: '/home', layout: 'main', title: 'pages.home' },
  Profile: {
    path: '/profile',
    roles: ['STUDENT_ROLE', 'CHAT_MODERATOR'],
    layout: 'main',
    title: 'pages.profile',
  },
  Authorization: {
    path: '/auth/login',
    guestOnly: true,
    layout: 'auth',
    title: 'pages.login',
    indexable: true,
  },
  AuthorizationByType: {
    path: '/auth/:type',
    guestOnly: true,
    layout: 'auth',
    title: 'pages.registration',
    indexable: true,
  },
  AuthorizationPasswordReset: {
    path: '/auth/reset-password',
    guestOnly: true,
    layout: 'auth',
    title: 'pages.resetPassword',
    indexable: true,
  },
  IdpLogin: { path: '/login', layout: 'auth', title: 'pages.login' },
  IdpRegister: { path: '/register', layout: 'auth', title: 'pages.registration' },
  IdpRecoverPassword: { path: '/recover-password', layout: 'auth', title: 'pages.recovery' },
  IdpCreatePassword: { path: '/create-password', layout: 'auth', title: 'pages.createPassword' },
  IdpChangePassword: { path: '/change-password', layout: 'auth', title: 'pages.changePassword' },
  /** Notification links and clicks (spec 1 §4 "Redirect by notification type"): ?type, itemId, payload. */
  Redirect: { path: '/redirect', layout: 'empty', title: 'pages.redirect' },
  // Shop (issue 3, spec 2 §2). Guests read the catalogue (issue 8); buying asks them to sign in.
  CatalogStart: {
    path: '/catalog',
    roles: ['GUEST', 'STUDENT_ROLE'],
    layout: 'main',
    title: 'shopPages.catalogStart',
  },
  CatalogBundleConfigure: {
    path: '/catalog/:sysCourseTypeCode/bundles/configure',
    roles: ['GUEST', 'STUDENT_ROLE'],
    layout: 'main',
    title: 'shopPages.catalogBundleConfigure',
  },
  Catalog: {
    path: '/catalog/:sysCourseTypeCode/:productTypeId?',
    roles: ['GUEST', 'STUDENT_ROLE'],
    layout: 'main',
    title: 'shopPages.catalog',
  },
  Cart: { path: '/cart', roles: ['STUDENT_ROLE'], layout: 'main', title: 'shopPages.cart' },
  /** A standalone (shared) cart as anyone holding its link sees it; "Back to cart" of its payment. */
  SharedCart: { path: '/cart/shared/:cartHash', layout: 'header-only', title: 'shopPages.sharedCart' },
  CartOwnedByAnother: {
    path: '/cart-owned-by-another',
    layout: 'header-only',
    title: 'shopPages.cartOwnedByAnother',
  },
  Payment: { path: '/payment', layout: 'empty', title: 'shopPages.payment' },
  PaymentByRequisites: {
    path: '/payment-by-details',
    layout: 'print',
    title: 'shopPages.paymentByRequisites',
  },
  PaymentSuccess: {
    path: '/payment/success/:transactionUuid',
    layout: 'contacts',
    title: 'shopPages.paymentSuccess',
  },
  PaymentReject: { path: '/payment/reject', layout: 'contacts', title: 'shopPages.paymentReject' },
  Subscriptions: {
    path: '/subscriptions',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'shopPages.subscriptions',
  },
  SubscriptionsRenewal: {
    path: '/subscriptions/:id/renewal',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'shopPages.subscriptionsRenewal',
  },
  SubscriptionsUpgrade: {
    path: '/subscriptions/:id/upgrade',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'shopPages.subscriptionsUpgrade',
  },
  Documents: { path: '/legal', roles: ['STUDENT_ROLE'], layout: 'main', title: 'shopPages.documents' },
  NotFound: { path: '/not-found', layout: 'header-only', title: 'pages.notFound' },
  Forbidden: { path: '/forbidden', layout: 'header-only', title: 'pages.forbidden' },
  BadRequest: { path: '/bad-request', layout: 'header-only', title: 'pages.badRequest' },
  Unexpected: { path: '/unexpected', layout: 'contacts', title: 'pages.unexpected' },
  ServerNotResponding: {
    path: '/server-not-responding',
    layout: 'contacts',
    title: 'pages.serverNotResponding',
  },
  PreventionWorks: { path: '/prevention-works', layout: 'empty', title: 'pages.preventionWorks' },
  TechnicalWorks: { path: '/technical-works', layout: 'empty', title: 'pages.technicalWorks' },
  // Student area (issue 4).
  ProfileEdit: {
    path: '/profile/edit',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'student.pages.profileEdit',
  },
  StudentGoals: {
    path: '/progress/goal',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'student.pages.goals',
  },
  StudentGoalsSelection: {
    path: '/progress/goal/selection',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'student.pages.goalsSelection',
  },
  StudentClassTypeSelect: {
    path: '/progress/class-type/selection',
    roles: ['STUDENT_ROLE'],
    layout: 'empty',
    title: 'student.pages.classTypeSelect',
  },
  StudentProgramGoals: {
    path: '/progress/program/goals',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'student.pages.programGoals',
  },
  StudentOnboarding: {
    path: '/onboarding',
    roles: ['STUDENT_ROLE'],
    layout: 'empty',
    title: 'student.pages.onboarding',
  },
  StudentOnboardingComplete: {
    path: '/onboarding/complete',
    roles: ['STUDENT_ROLE'],
    layout: 'empty',
    title: 'student.pages.onboardingComplete',
  },
  StudentProgress: {
    path: '/loyalty',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'student.pages.progress',
  },
  LoyaltyProgram: {
    path: '/loyalty/about',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'student.pages.loyalty',
  },
  // Exam results (spec 2 §1 StudentResults; spec 1 §4 "Results button").
  StudentResults: {
    path: '/results',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'student.pages.results',
  },
  // Lessons and the timetable (issue 9, spec 2 §2 "Learning areas").
  Lessons: {
    path: '/lessons',
    roles: ['STUDENT_ROLE', 'CHAT_MODERATOR', 'HEAD_MODERATOR'],
    layout: 'main',
    title: 'lessons.pages.lessons',
  },
  LessonModules: {
    path: '/lessons/:productTypeId',
    roles: ['STUDENT_ROLE', 'CHAT_MODERATOR', 'HEAD_MODERATOR'],
    layout: 'main',
    title: 'lessons.pages.modules',
  },
  ModuleLessons: {
    path: '/lessons/:productTypeId/modules/:moduleId',
    roles: ['STUDENT_ROLE', 'CHAT_MODERATOR', 'HEAD_MODERATOR'],
    layout: 'main',
    title: 'lessons.pages.moduleLessons',
  },
  Lesson: {
    path: '/lesson/:lessonId',
    roles: ['STUDENT_ROLE', 'CHAT_MODERATOR', 'HEAD_MODERATOR'],
    layout: 'main',
    title: 'lessons.pages.lesson',
  },
  LessonByHash: {
    path: '/lesson/access/:lessonHash',
    roles: ['STUDENT_ROLE', 'CHAT_MODERATOR', 'HEAD_MODERATOR'],
    layout: 'main',
    title: 'lessons.pages.lessonByHash',
  },
  CourseRating: {
    path: '/rating/:productTypeId',
    roles: ['STUDENT_ROLE', 'CHAT_MODERATOR', 'HEAD_MODERATOR'],
    layout: 'main',
    title: 'lessons.pages.rating',
  },
  Schedule: { path: '/schedule', roles: ['STUDENT_ROLE'], layout: 'main', title: 'lessons.pages.schedule' },
  /** `/schedule/{calendarParams*}/`: the view (month, week, list) and the date it shows. */
  ScheduleCalendar: {
    path: '/schedule/:view/:date',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'lessons.pages.schedule',
  },
  // Training (flashcards) and level tests (issue 9, spec 2 §2).
  TrainingSettings: {
    path: '/training/settings',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'trainingPages.settings',
  },
  TrainingResult: {
    path: '/training/result',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'trainingPages.result',
  },
  Training: {
    path: '/training/:trainingType',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'trainingPages.session',
  },
  LevelTest: {
    path: '/level-test/:testId',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'trainingPages.levelTest',
  },
  // Homework (issue 9, spec 2 §2). Filters of the list live in the query string (and any /list/… tail).
  HomeworkList: {
    path: '/homework/list',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'homeworkPages.list',
  },
  HomeworkListParams: {
    path: '/homework/list/*',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'homeworkPages.list',
  },
  Homework: {
    path: '/homework/:homeworkId',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'homeworkPages.homework',
  },
  HomeworkCompleted: {
    path: '/homework/:homeworkId/completed',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'homeworkPages.completed',
  },
  WorkOnBugs: {
    path: '/homework/:homeworkId/work-on-bugs',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'homeworkPages.workOnBugs',
  },
  HomeworkPrint: {
    path: '/homework/:submissionId/print',
    roles: ['STUDENT_ROLE'],
    layout: 'print',
    title: 'homeworkPages.print',
  },
  CuratorHomeworkQueue: {
    path: '/curator/homework',
    roles: ['CURATOR_ROLE', 'HEAD_CURATOR', 'TEACHER_ROLE'],
    layout: 'main',
    title: 'homeworkPages.curatorQueue',
  },
  CuratorHomeworkCheck: {
    path: '/curator/homework/:submissionId',
    roles: ['CURATOR_ROLE', 'HEAD_CURATOR', 'TEACHER_ROLE'],
    layout: 'main',
    title: 'homeworkPages.curatorCheck',
  },
  /** The moderators' screen of reported chat messages (docs/lesson-chat.md). */
  ModeratorReports: {
    path: '/moderator/reports',
    roles: ['CHAT_MODERATOR', 'HEAD_MODERATOR'],
    layout: 'main',
    title: 'pages.moderatorReports',
  },
  // Referral programme (issue 10, spec 1 §2); the pages answer only while referral-program-enabled is on.
  ReferralInvite: {
    path: '/referral/invite',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'referralPages.invite',
  },
  /** The friend's link: `?id=` is the referrer's referral id, applied to the friend's cart. */
  ReferralAccept: {
    path: '/referral',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'referralPages.accept',
  },
  ReferralProgramBalanceHistory: {
    path: '/referral/history',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    title: 'referralPages.history',
  },
  // Global modals and polls for managers (issue 10, spec 1 §4).
  StaffGlobalModals: {
    path: '/staff/modals',
    roles: ['MANAGER_ROLE', 'HEAD_MANAGER_ROLE', 'MAIN_MANAGER_ROLE'],
    layout: 'main',
    title: 'pages.staffModals',
  },
  // Lessons and their materials for teachers and managers (issues 9, 10): the API's LESSON_EDITOR_ROLES.
  StaffLessons: {
    path: '/staff/lessons',
    roles: ['TEACHER_ROLE', 'MANAGER_ROLE'],
    layout: 'main',
    title: 'pages.staffLessons',
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

/** Pages whose breadcrumbs show a page between Home and themselves. */
export const BREADCRUMB_PARENTS: Partial<Record<RouteName, RouteName>> = {
  ReferralProgramBalanceHistory: 'ReferralInvite',
};

export type RouteParams = Record<string, string | number>;
export type RouteQuery = Record<string, string | number | boolean | null | undefined>;

export function routePath(name: RouteName, params: RouteParams = {}, query: RouteQuery = {}): string {
  const path = ROUTES[name].path
    .replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
      const value = params[key];
      if (value === undefined && optional) return '';
      if (value === undefined) throw new Error(`routePath: missing param "${key}" for ${name}`);
      return `/${encodeURIComponent(String(value))}`;
    })
    // A trailing splat (`/homework/list/*`) takes params['*'] as it is (slashes kept), or nothing.
    .replace(/\/\*$/, () => (params['*'] ? `/${String(params['*'])}` : ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
