import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteName } from '../../shared/config/routes';
import { lazyExport } from '../../shared/lib/chunk-reload';

type Page = LazyExoticComponent<ComponentType>;

/** Each page's import, to start fetching a chunk before React asks for it (see `preloadPage`). */
const LOADERS = new Map<Page, () => Promise<unknown>>();

function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Page {
  const screen = lazyExport(load, pick);
  LOADERS.set(screen, load);
  return screen;
}

const errors = () => import('../../pages/errors/error-pages');
const idp = () => import('../../pages/idp/idp-pages');
const shop = () => import('../../pages/shop/shop-pages');
const cart = () => import('../../pages/cart/cart-pages');
const payment = () => import('../../pages/payment/payment-pages');
const subscriptions = () => import('../../pages/subscriptions/subscriptions-pages');
const lessons = () => import('../../pages/lessons/lessons-pages');
const schedule = () => import('../../pages/schedule/schedule-page');
const training = () => import('../../pages/training/training-pages');
const homework = () => import('../../pages/homework/homework-pages');

/** Every route's screen, each its own chunk (the login page stays small). */
export const PAGES: Record<RouteName, Page> = {
  Home: page(
    () => import('../../pages/home/home-page'),
    (m) => m.HomePage,
  ),
  Profile: page(
    () => import('../../pages/profile/profile-page'),
    (m) => m.ProfilePage,
  ),
  Authorization: page(
    () => import('../../pages/auth/auth-page'),
    (m) => m.AuthPage,
  ),
  AuthorizationByType: page(
    () => import('../../pages/auth/auth-page'),
    (m) => m.AuthPage,
  ),
  AuthorizationPasswordReset: page(
    () => import('../../pages/reset-password/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  IdpLogin: page(idp, (m) => m.IdpLoginPage),
  IdpRegister: page(idp, (m) => m.IdpRegisterPage),
  IdpRecoverPassword: page(idp, (m) => m.IdpRecoverPasswordPage),
  IdpCreatePassword: page(idp, (m) => m.IdpCreatePasswordPage),
  IdpChangePassword: page(idp, (m) => m.IdpChangePasswordPage),
  // Its own chunk: the catalogue's first screen needs neither the product list nor its dialogs.
  CatalogStart: page(
    () => import('../../pages/shop/catalog-start-page'),
    (m) => m.CatalogStartPage,
  ),
  Catalog: page(shop, (m) => m.CatalogPage),
  CatalogBundleConfigure: page(shop, (m) => m.CatalogBundleConfigurePage),
  Cart: page(cart, (m) => m.CartPage),
  CartOwnedByAnother: page(cart, (m) => m.CartOwnedByAnotherPage),
  SharedCart: page(cart, (m) => m.SharedCartPage),
  Payment: page(payment, (m) => m.PaymentPage),
  PaymentByRequisites: page(payment, (m) => m.PaymentByRequisitesPage),
  PaymentSuccess: page(payment, (m) => m.PaymentSuccessPage),
  PaymentReject: page(payment, (m) => m.PaymentRejectPage),
  Subscriptions: page(subscriptions, (m) => m.SubscriptionsPage),
  SubscriptionsRenewal: page(subscriptions, (m) => m.SubscriptionsRenewalPage),
  SubscriptionsUpgrade: page(subscriptions, (m) => m.SubscriptionsUpgradePage),
  Documents: page(
    () => import('../../pages/documents/documents-page'),
    (m) => m.DocumentsPage,
  ),
  NotFound: page(errors, (m) => m.NotFoundPage),
  Forbidden: page(errors, (m) => m.ForbiddenPage),
  BadRequest: page(errors, (m) => m.BadRequestPage),
  Unexpected: page(errors, (m) => m.UnexpectedPage),
  ServerNotResponding: page(errors, (m) => m.ServerNotRespondingPage),
  PreventionWorks: page(errors, (m) => m.PreventionWorksPage),
  TechnicalWorks: page(errors, (m) => m.TechnicalWorksPage),
  // Student area (issue 4).
  ProfileEdit: page(
    () => import('../../pages/profile-edit/profile-edit-page'),
    (m) => m.ProfileEditPage,
  ),
  StudentGoals: page(
    () => import('../../pages/student-goals/student-goals-page'),
    (m) => m.StudentGoalsPage,
  ),
  StudentGoalsSelection: page(
    () => import('../../pages/student-goals-selection/student-goals-selection-page'),
    (m) => m.StudentGoalsSelectionPage,
  ),
  StudentClassTypeSelect: page(
    () => import('../../pages/student-class-type-select/student-class-type-select-page'),
    (m) => m.StudentClassTypeSelectPage,
  ),
  StudentProgramGoals: page(
    () => import('../../pages/student-program-goals/student-program-goals-page'),
    (m) => m.StudentProgramGoalsPage,
  ),
  StudentOnboarding: page(
    () => import('../../pages/student-onboarding/student-onboarding-page'),
    (m) => m.StudentOnboardingPage,
  ),
  StudentOnboardingComplete: page(
    () => import('../../pages/student-onboarding-complete/student-onboarding-complete-page'),
    (m) => m.StudentOnboardingCompletePage,
  ),
  StudentProgress: page(
    () => import('../../pages/student-progress/student-progress-page'),
    (m) => m.StudentProgressPage,
  ),
  LoyaltyProgram: page(
    () => import('../../pages/loyalty-program/loyalty-program-page'),
    (m) => m.LoyaltyProgramPage,
  ),
  Redirect: page(
    () => import('../../pages/redirect/redirect-page'),
    (m) => m.RedirectPage,
  ),
  StudentResults: page(
    () => import('../../pages/student-results/student-results-page'),
    (m) => m.StudentResultsPage,
  ),
  Lessons: page(lessons, (m) => m.LessonsPage),
  LessonModules: page(lessons, (m) => m.LessonModulesPage),
  ModuleLessons: page(lessons, (m) => m.ModuleLessonsPage),
  Lesson: page(lessons, (m) => m.LessonPage),
  LessonByHash: page(lessons, (m) => m.LessonByHashPage),
  CourseRating: page(lessons, (m) => m.CourseRatingPage),
  Schedule: page(schedule, (m) => m.SchedulePage),
  ScheduleCalendar: page(schedule, (m) => m.SchedulePage),
  TrainingSettings: page(training, (m) => m.TrainingSettingsPage),
  Training: page(training, (m) => m.TrainingPage),
  TrainingResult: page(training, (m) => m.TrainingResultPage),
  LevelTest: page(
    () => import('../../pages/level-test/level-test-page'),
    (m) => m.LevelTestPage,
  ),
  HomeworkList: page(homework, (m) => m.HomeworkListPage),
  HomeworkListParams: page(homework, (m) => m.HomeworkListPage),
  Homework: page(homework, (m) => m.HomeworkPage),
  HomeworkCompleted: page(homework, (m) => m.HomeworkCompletedPage),
  WorkOnBugs: page(homework, (m) => m.WorkOnBugsPage),
  HomeworkPrint: page(homework, (m) => m.HomeworkPrintPage),
  CuratorHomeworkQueue: page(homework, (m) => m.CuratorHomeworkQueuePage),
  CuratorHomeworkCheck: page(homework, (m) => m.CuratorHomeworkCheckPage),
  ReferralInvite: page(
    () => import('../../pages/referral-invite/referral-invite-page'),
    (m) => m.ReferralInvitePage,
  ),
  ReferralAccept: page(
    () => import('../../pages/referral-accept/referral-accept-page'),
    (m) => m.ReferralAcceptPage,
  ),
  ReferralProgramBalanceHistory: page(
    () => import('../../pages/referral-history/referral-history-page'),
    (m) => m.ReferralHistoryPage,
  ),
  ModeratorReports: page(
    () => import('../../pages/moderator-reports/moderator-reports-page'),
    (m) => m.ModeratorReportsPage,
  ),
  StaffGlobalModals: page(
    () => import('../../pages/staff-modals/staff-modals-page'),
    (m) => m.StaffModalsPage,
  ),
  StaffLessons: page(
    () => import('../../pages/staff-lessons/staff-lessons-page'),
    (m) => m.StaffLessonsPage,
  ),
};

/**
 * Starts fetching a page's chunk (and, through Vite's preload helper, the chunks it imports) now; the
 * lazy screen later gets the same module from the browser's module map. A failure is left to the lazy
 * screen, which reports it or reloads once (`withChunkReload`).
 */
export function preloadPage(name: RouteName): void {
  void LOADERS.get(PAGES[name])?.().catch(() => undefined);
}
