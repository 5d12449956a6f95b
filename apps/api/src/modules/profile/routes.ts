import {
  ZCodeSentAnswer,
  ZErrorAnswer,
  ZPhoneChangeRequest,
  ZPhoneCodeRequest,
  ZUserAnswer,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';
import { unauthorized } from '../../lib/app-error';
import { contextOf } from '../../lib/request-context';
import { findUserById, toUserAnswer } from '../auth/users-repository';
import { changePhone, sendPhoneChangeCode } from './change-phone';
import { actorOf, customerOf } from '../../lib/request-actor';

const tags = ['profile'];
const security = [{ bearer: [] }];
const errors = { 400: ZErrorAnswer, 401: ZErrorAnswer, 409: ZErrorAnswer, 429: ZErrorAnswer };

/** Spec §7 "Profile": the signed-in customer's own record; only the phone can change. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/me',
    { schema: { tags, security, response: { 200: ZUserAnswer, ...errors } } },
    async (request) => {
      const user = await findUserById(app.db, customerOf(request).id);
      if (!user) throw unauthorized();
      return toUserAnswer(user);
    },
  );

  app.post(
    '/me/phone',
    { schema: { tags, security, body: ZPhoneCodeRequest, response: { 200: ZCodeSentAnswer, ...errors } } },
    async (request) =>
      sendPhoneChangeCode(app.db, config, customerOf(request), request.body, contextOf(request)),
  );

  app.put(
    '/me/phone',
    { schema: { tags, security, body: ZPhoneChangeRequest, response: { 200: ZUserAnswer, ...errors } } },
    async (request) =>
      changePhone(app.db, config, actorOf(request, 'customer'), request.body, contextOf(request)),
  );
};

export default routes;
