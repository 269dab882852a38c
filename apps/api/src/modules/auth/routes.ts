import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  detailResponseSchema,
  issueCodeResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  oauthAuthorizeResponseSchema,
  oauthClientQuerySchema,
  oauthClientSchema,
  oauthLoginRequestSchema,
  obtainCodeRequestSchema,
  otpConfirmResponseSchema,
  otpConfirmSchema,
  otpRequestResponseSchema,
  otpRequestSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  registrationV2Schema,
  registrationV3Schema,
  tokenPairSchema,
  verifyResponseSchema,
} from '@prepa/contracts';
import { requireUser, userOf } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/error-handler.js';
import { translate } from '../../http/i18n.js';
import { bearer, errorResponses } from '../../http/openapi.js';
import type { AuthService } from './service.js';
import type { RegistrationService } from './registration.js';

export interface AuthRouteDeps {
  auth: AuthService;
  registration: RegistrationService;
}

export function authRoutes({ auth, registration }: AuthRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];
    const signedIn = requireUser();

    app.post(
      '/v3/auth/login/',
      {
        schema: {
          tags,
          summary: 'Log in by e-mail, username or phone (phone with flag login-by-phone)',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
        },
      },
      (request) => auth.login(request.body, { platform: request.platform, ip: request.ip }),
    );

    app.post(
      '/v3/auth/refresh/',
      {
        schema: {
          tags,
          summary: 'Rotate the refresh token; a reused one revokes its family',
          body: refreshRequestSchema,
          response: { 200: tokenPairSchema, ...errorResponses(400, 401) },
        },
      },
      (request) => auth.refresh(request.body.refresh),
    );

    app.get(
      '/v3/auth/verify/',
      {
        preHandler: signedIn,
        schema: { tags, security: bearer, response: { 200: verifyResponseSchema, ...errorResponses(401) } },
      },
      async (request) => {
        const { id, firstName, lastName, email, avatar, role } = userOf(request);
        return { user: { id, firstName, lastName, email, avatar, role } };
      },
    );

    app.post(
      '/v2/auth/logout/',
      {
        preHandler: signedIn,
        schema: { tags, security: bearer, response: { 200: detailResponseSchema, ...errorResponses(401) } },
      },
      async (request) => {
        await auth.logout(userOf(request));
        return { detail: translate('logged_out', requestLanguage(request)) };
      },
    );

    app.post(
      '/v2/auth/issue-code/',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Issue a single-use code (60 s) with which another app or device signs in',
          security: bearer,
          response: { 200: issueCodeResponseSchema, ...errorResponses(401) },
        },
      },
      (request) => auth.issueCode(userOf(request)),
    );

    app.post(
      '/v2/auth/obtain-code/',
      {
        schema: {
          tags,
          body: obtainCodeRequestSchema,
          response: { 200: loginResponseSchema, ...errorResponses(400) },
        },
      },
      (request) => auth.obtainCode(request.body.authCode),
    );

    app.get(
      '/v2/auth/o/clients/',
      {
        schema: {
          tags,
          summary: 'Check a registered client and its redirect URL',
          querystring: oauthClientQuerySchema,
          response: { 200: oauthClientSchema, ...errorResponses(400) },
        },
      },
      (request) => auth.oauthClient(request.query.clientId, request.query.clientRedirect),
    );

    app.post(
      '/v2/auth/o/authorize/',
      {
        preHandler: signedIn,
        schema: {
          tags,
          security: bearer,
          body: oauthClientQuerySchema,
          response: { 200: oauthAuthorizeResponseSchema, ...errorResponses(400, 401) },
        },
      },
      (request) => auth.oauthAuthorize(userOf(request), request.body.clientId, request.body.clientRedirect),
    );

    app.post(
      '/v2/auth/o/login/',
      {
        schema: {
          tags,
          body: oauthLoginRequestSchema,
          response: { 200: loginResponseSchema, ...errorResponses(400) },
        },
      },
      (request) => auth.oauthLogin(request.body.token),
    );

    app.post(
      '/v2/auth/password-reset/',
      {
        schema: {
          tags,
          body: passwordResetRequestSchema,
          response: { 200: detailResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        await auth.requestPasswordReset(request.body.email, `${request.protocol}://${request.host}`);
        return { detail: translate('reset_sent', requestLanguage(request)) };
      },
    );

    app.post(
      '/v2/auth/password-reset-confirm/',
      {
        schema: {
          tags,
          body: passwordResetConfirmSchema,
          response: { 200: detailResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        await auth.confirmPasswordReset(request.body);
        return { detail: translate('password_reset_done', requestLanguage(request)) };
      },
    );

    app.post(
      '/v2/auth/password-change/',
      {
        preHandler: signedIn,
        schema: {
          tags,
          security: bearer,
          body: passwordChangeSchema,
          response: { 200: detailResponseSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        await auth.changePassword(userOf(request), request.body);
        return { detail: translate('password_changed', requestLanguage(request)) };
      },
    );

    app.post(
      '/v3/auth/otp-request/',
      {
        schema: {
          tags,
          summary: 'Send a 4-digit SMS code (one per phone per 60 s, a few per hour)',
          body: otpRequestSchema,
          response: { 200: otpRequestResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        const { resendIn } = await registration.requestOtp(request.body.phone, { ip: request.ip });
        return { detail: translate('sms_sent', requestLanguage(request)), resendIn };
      },
    );

    app.post(
      '/v3/auth/otp-confirm/',
      {
        schema: {
          tags,
          body: otpConfirmSchema,
          response: { 200: otpConfirmResponseSchema, ...errorResponses(400) },
        },
      },
      (request) => registration.confirmOtp(request.body.phone, request.body.code),
    );

    app.post(
      '/v2/auth/registration/',
      {
        schema: {
          tags,
          body: registrationV2Schema,
          response: { 200: loginResponseSchema, ...errorResponses(400) },
        },
      },
      (request) => registration.registerV2(request.body, request.platform),
    );

    app.post(
      '/v3/auth/register/',
      {
        schema: {
          tags,
          summary: 'Register with a phone confirmed by SMS (phone_key from otp-confirm)',
          body: registrationV3Schema,
          response: { 200: loginResponseSchema, ...errorResponses(400) },
        },
      },
      (request) => registration.registerV3(request.body, request.platform),
    );
  };
}
