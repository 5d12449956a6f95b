import {
  ZCheckAnswer,
  ZCheckRequest,
  ZCodeSentAnswer,
  ZErrorAnswer,
  ZFlowSignupAnswer,
  ZFlowSignupRequest,
  ZForgotRequest,
  ZMessageAnswer,
  ZPasswordChangeRequest,
  ZResendRequest,
  ZResetLinkCheckAnswer,
  ZResetLinkCheckRequest,
  ZResetPasswordAnswer,
  ZResetPasswordRequest,
  ZSigninAnswer,
  ZSigninRequest,
  ZStandaloneSignupAnswer,
  ZStandaloneSignupRequest,
  ZVerifyEmailRequest,
  translate,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config';
import { changePassword } from './change-password';
import { checkEmail } from './check-email';
import { checkResetLink } from './check-reset-link';
import { forgotPassword } from './forgot-password';
import { contextOf } from '../../lib/request-context';
import { resetPassword } from './reset-password';
import { sendMailCode } from './send-mail-code';
import { sendSmsCode } from './send-sms-code';
import { revokeSession } from './session-tokens';
import { signIn } from './sign-in';
import { signUpFromFlow } from './sign-up-flow';
import { signUpStandalone } from './sign-up-standalone';
import { customerOf } from '../../lib/request-actor';

const tags = ['auth'];
const security = [{ bearer: [] }];
const errors = { 400: ZErrorAnswer, 401: ZErrorAnswer, 409: ZErrorAnswer, 429: ZErrorAnswer };

/** Spec §7 "Authentication": thin routes, one use case each. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.post(
    '/signin',
    { schema: { tags, body: ZSigninRequest, response: { 200: ZSigninAnswer, ...errors } } },
    async (request) =>
      signIn(
        app.db,
        config,
        { ...request.body, languageChosen: request.languageFromHeader },
        contextOf(request),
      ),
  );

  app.post(
    '/signup',
    {
      schema: {
        tags,
        description:
          'Two bodies on one path: the subscription flow sends sms_code (and is signed in, with its first subscription); the standalone screen sends name and the 10-digit mail code (and is signed in).',
        body: z.union([ZFlowSignupRequest, ZStandaloneSignupRequest]),
        response: {
          200: z.union([ZFlowSignupAnswer, ZStandaloneSignupAnswer]),
          ...errors,
        },
      },
      // Each body is checked against its own schema below, so its errors name its own fields.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request) => {
      const body = request.body ?? {};
      // Only an object can name its body; anything else (`true`, `-1`, a string) fails the standalone schema.
      return typeof body === 'object' && body !== null && 'sms_code' in body
        ? signUpFromFlow(app.db, config, ZFlowSignupRequest.parse(body), contextOf(request))
        : signUpStandalone(app.db, config, ZStandaloneSignupRequest.parse(body), contextOf(request));
    },
  );

  app.post(
    '/resend',
    { schema: { tags, body: ZResendRequest, response: { 200: ZCodeSentAnswer, ...errors } } },
    async (request) =>
      sendSmsCode(app.db, config, { ...request.body, purpose: 'signup_phone' }, contextOf(request)),
  );

  app.post(
    '/check',
    {
      schema: {
        tags,
        body: ZCheckRequest,
        // The check's own budget answers with `ok`; the per-address request budget, as every route does.
        response: { 200: ZCheckAnswer, 404: ZCheckAnswer, 429: z.union([ZCheckAnswer, ZErrorAnswer]) },
      },
    },
    async (request, reply) => {
      const { status, body } = await checkEmail(app.db, config, request.body.email, contextOf(request));
      return reply.status(status).send(body);
    },
  );

  app.post(
    '/verify-email',
    { schema: { tags, body: ZVerifyEmailRequest, response: { 200: ZCodeSentAnswer, ...errors } } },
    async (request) => sendMailCode(app.db, config, request.body.email, contextOf(request)),
  );

  app.post(
    '/forgot',
    { schema: { tags, body: ZForgotRequest, response: { 200: ZMessageAnswer, ...errors } } },
    async (request) =>
      forgotPassword(app.db, config, request.body.username, contextOf(request), (what, task) =>
        app.runInBackground(what, task, request.log),
      ),
  );

  app.post(
    '/reset',
    {
      schema: {
        tags,
        description:
          'Sets the password a reset or invitation link allows (the link spent, every session ended); answers whose address it was and whether it is a staff account, for the sign-in card.',
        body: ZResetPasswordRequest,
        response: { 200: ZResetPasswordAnswer, ...errors },
      },
    },
    async (request) => resetPassword(app.db, config, request.body, contextOf(request)),
  );

  app.post(
    '/reset/check',
    {
      schema: {
        tags,
        description:
          'Whether a reset or invitation link (its token, from after `#token=`) can still set a password, without spending it: `valid` and nothing else. Each check counts against the address’s budget of checks (429 past it).',
        body: ZResetLinkCheckRequest,
        response: { 200: ZResetLinkCheckAnswer, ...errors },
      },
    },
    async (request) => checkResetLink(app.db, config, request.body.token, contextOf(request)),
  );

  app.get(
    '/signout',
    { onRequest: app.authenticate, schema: { tags, security, response: { 200: ZMessageAnswer, ...errors } } },
    async (request) => {
      await revokeSession(app.db, customerOf(request).sessionId);
      return { ok: true as const, message: translate(request.language, 'auth.signedOut') };
    },
  );

  app.post(
    '/password',
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: ZPasswordChangeRequest, response: { 200: ZMessageAnswer, ...errors } },
    },
    async (request) => changePassword(app.db, config, customerOf(request), request.body, contextOf(request)),
  );
};

export default routes;
