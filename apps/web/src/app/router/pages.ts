import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../../shared/config/routes';
import { withChunkReload } from './chunk-reload';

type Page = LazyExoticComponent<ComponentType>;

function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Page {
  return lazy(withChunkReload(() => load().then((m) => ({ default: pick(m) }))));
}

const errors = () => import('../../pages/errors/error-pages');
const idp = () => import('../../pages/idp/idp-pages');

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
  NotFound: page(errors, (m) => m.NotFoundPage),
  Forbidden: page(errors, (m) => m.ForbiddenPage),
  BadRequest: page(errors, (m) => m.BadRequestPage),
  Unexpected: page(errors, (m) => m.UnexpectedPage),
  ServerNotResponding: page(errors, (m) => m.ServerNotRespondingPage),
  PreventionWorks: page(errors, (m) => m.PreventionWorksPage),
  TechnicalWorks: page(errors, (m) => m.TechnicalWorksPage),
};
