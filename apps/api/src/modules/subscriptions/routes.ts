import {
  LAST_STEP,
  RuleViolation,
  ZErrorAnswer,
  ZListAnswer,
  ZListQuery,
  ZSouscriptionAnswer,
  ZStep0,
  ZStep5,
  ZStepNumber,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { contextOf } from '../auth/request-context';
import { createForCustomer } from './create-for-customer';
import { coverOf, priceSubscription } from './price-subscription';
import { findOwnSubscription, listOwnSubscriptions } from './repository';
import { storedQuoteInput } from './steps/stored-quote-input';
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
    '/',
    { schema: { tags, security, querystring: ZListQuery, response: { 200: ZListAnswer, ...errors } } },
    async (request) => {
      const { $top, $skip, $sort } = request.query;
      const { total, rows } = await listOwnSubscriptions(app.db, request.user!.id, {
        top: $top,
        skip: $skip,
        newestFirst: $sort === 'created_at DESC',
      });
      return { count: total, value: rows.map(toSouscriptionAnswer), skip: $skip };
    },
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
    '/:id/quote',
    {
      schema: {
        tags,
        security,
        description:
          'The price of a step 5 choice, computed by the server from the stored vehicle and period, without saving it.',
        params: ZIdParams,
        body: ZStep5,
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request) => {
      const row = await findOwnSubscription(app.db, request.params.id, request.user!.id);
      if (!row) throw new AppError(404, 'subscription.notFound');
      if (row.currentStep < 5)
        throw new AppError(409, 'subscription.stepOutOfOrder', { step: row.currentStep });
      try {
        return priceSubscription({ ...storedQuoteInput(row), cover: coverOf(request.body) });
      } catch (error) {
        if (error instanceof RuleViolation) throw new AppError(422, error.key, error.params);
        throw error;
      }
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
