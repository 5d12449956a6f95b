import { LAST_STEP, ZErrorAnswer, ZSouscriptionAnswer, ZStep0, ZStepNumber } from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { contextOf } from '../auth/request-context';
import { createForCustomer } from './create-for-customer';
import { findOwnSubscription } from './repository';
import { saveStep } from './save-step';
import { toSouscriptionAnswer } from './subscription-answer';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorAnswer,
  401: ZErrorAnswer,
  404: ZErrorAnswer,
  409: ZErrorAnswer,
  422: ZErrorAnswer,
};
const ZIdParams = z.object({ id: z.string().max(64) });

/** Spec §7 "Subscriptions": creation, detail and the steps; every id is checked against the caller. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    { schema: { tags, security, body: ZStep0, response: { 200: ZSouscriptionAnswer, ...errors } } },
    async (request) =>
      toSouscriptionAnswer(
        await createForCustomer(app.db, request.user!.id, request.body, contextOf(request)),
      ),
  );

  app.get(
    '/:id',
    { schema: { tags, security, params: ZIdParams, response: { 200: ZSouscriptionAnswer, ...errors } } },
    async (request) => {
      const row = await findOwnSubscription(app.db, request.params.id, request.user!.id);
      if (!row) throw new AppError(404, 'subscription.notFound');
      return toSouscriptionAnswer(row);
    },
  );

  app.post(
    '/:id/step:step',
    {
      schema: {
        tags,
        security,
        description: `Saves step 0 to ${LAST_STEP}; each step's body is the schema of that step (see the spec, §7).`,
        params: ZIdParams.extend({ step: ZStepNumber }),
        body: z.unknown(),
        response: { 200: ZSouscriptionAnswer, ...errors },
      },
    },
    async (request) =>
      toSouscriptionAnswer(
        await saveStep(
          app.db,
          request.user!.id,
          request.params.id,
          request.params.step,
          request.body,
          contextOf(request),
        ),
      ),
  );
};

export default routes;
