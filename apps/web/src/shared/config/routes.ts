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
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

export type RouteParams = Record<string, string | number>;
export type RouteQuery = Record<string, string | number | boolean | null | undefined>;

export function routePath(name: RouteName, params: RouteParams = {}, query: RouteQuery = {}): string {
  const path = ROUTES[name].path.replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined && optional) return '';
    if (value === undefined) throw new Error(`routePath: missing param "${key}" for ${name}`);
    return `/${encodeURIComponent(String(value))}`;
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
