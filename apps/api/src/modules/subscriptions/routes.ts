import {
  mayTakeOutCover,
  RuleViolation,
  STEPS,
  ZListAnswer,
  ZListQuery,
  ZOffersQuery,
  ZPacksAnswer,
  ZQuoteResult,
  ZSouscriptionAnswer,
  ZStep0,
  ZStep5,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ruleRefusal } from '../../lib/app-error';
import { contextOf } from '../../lib/request-context';
import { sendWritten, writtenJson } from '../../lib/written-json';
import { createForCustomer } from './create-for-customer';
import { expectedVersionOf } from './optimistic-lock';
import { priceSubscription } from './price-subscription';
import { listOffersForSubscription } from './list-offers-for-subscription';
import { tariffFor } from './tariff-for';
import { loadAfterSaleOf, NO_AFTER_SALE, ownWithAfterSaleOf } from './after-sale-facts';
import { createListPageCache } from './list-page-cache';
import { listOwnPage } from './list-own-page';
import { detailSessionRead, listSessionReadOf, ownDetailRead } from './session-reads';
import { storedQuoteInput } from './steps/stored-quote-input';
import { saveStep } from './save-step';
import { SUBSCRIPTION_ERRORS, SUBSCRIPTION_ROUTE, ZIdParams } from './route-schemas';
import { toSouscriptionAnswer } from './subscription-answer';
import { actorOf, customerOf } from '../../lib/request-actor';
import { subscriptionIn } from './subscription-scope';

const { tags, security } = SUBSCRIPTION_ROUTE;
const errors = SUBSCRIPTION_ERRORS;

/** Spec §7 "Subscriptions": creation, detail and the steps; every id is checked against the caller. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const keptPages = createListPageCache();
  const listSessionRead = listSessionReadOf(keptPages);

  app.post(
    '/',
    {
      // After the plugin's authentication, before the body is read: the account, not its input, is
      // refused. 409, not 403: to the web app a 403 outside the back office means a session has ended.
      onRequest: async (request) => {
        if (!mayTakeOutCover(customerOf(request).role)) throw new AppError(409, 'subscription.staffAccount');
      },
      schema: { tags, security, body: ZStep0, response: { 200: ZSouscriptionAnswer, ...errors } },
    },
    async (request) =>
      toSouscriptionAnswer(
        await createForCustomer(app.db, actorOf(request, 'customer'), request.body, contextOf(request)),
        app.clock.today(),
        NO_AFTER_SALE,
      ),
  );

  app.get(
    '/',
    {
      config: { sessionRead: listSessionRead },
      schema: { tags, security, querystring: ZListQuery, response: { 200: ZListAnswer, ...errors } },
    },
    async (request, reply) => {
      const { $top, $skip, $sort } = request.query;
      const body = await listOwnPage(app.db, keptPages, request, {
        userId: customerOf(request).id,
        page: { top: $top, skip: $skip, newestFirst: $sort === 'created_at DESC' },
        today: app.clock.today(),
        write: (answer) => writtenJson(reply, answer),
      });
      return sendWritten(reply, body);
    },
  );

  app.get(
    '/:id',
    {
      config: { sessionRead: detailSessionRead },
      schema: { tags, security, params: ZIdParams, response: { 200: ZSouscriptionAnswer, ...errors } },
    },
    async (request) => {
      const read = ownDetailRead(request);
      const found = read && ownWithAfterSaleOf(read);
      if (!found) throw new AppError(404, 'subscription.notFound');
      return toSouscriptionAnswer(found.row, app.clock.today(), found.extras);
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
        response: { 200: ZQuoteResult, ...errors },
      },
    },
    async (request) => {
      const row = await subscriptionIn(app.db, actorOf(request, 'customer'), request.params.id);
      if (row.currentStep < 5)
        throw new AppError(409, 'subscription.stepOutOfOrder', { step: row.currentStep });
      const tariffs = await app.tariffs.approved();
      try {
        const { annee_circulation: year, ...cover } = request.body;
        const input = storedQuoteInput(row, app.clock.today(), year);
        return priceSubscription({ ...input, cover }, tariffFor(tariffs, input.effectDate));
      } catch (error) {
        if (error instanceof RuleViolation) throw ruleRefusal(error, 422);
        throw error;
      }
    },
  );

  app.get(
    '/:id/packs',
    {
      schema: {
        ...SUBSCRIPTION_ROUTE,
        description:
          "Step 5's offers for the caller's subscription, priced from what it holds: the usage and the year " +
          'of first registration (step 3), the duration and the effect date (step 4). Same answer as ' +
          'POST /users/souscriptions/packs, less the guarantees the vehicle is too old for (listed in ' +
          '`exclusions`; the packs holding them are offered without them). `annee_circulation`: the year ' +
          'asked at step 5 when step 3 left it blank and `annee_requise` is true. 409 before step 4 is ' +
          'saved; 422 once the effect date has passed (choose a new one at step 4).',
        params: ZIdParams,
        querystring: ZOffersQuery,
        response: { 200: ZPacksAnswer, ...SUBSCRIPTION_ERRORS },
      },
    },
    async (request) => {
      const row = await subscriptionIn(app.db, actorOf(request, 'customer'), request.params.id);
      const tariffs = await app.tariffs.approved();
      return listOffersForSubscription(row, app.clock.today(), tariffs, request.query.annee_circulation);
    },
  );

  for (const { step, body } of STEPS) {
    app.post(
      `/:id/step${step}`,
      {
        schema: {
          tags,
          security,
          description: `Saves step ${step} of the caller's subscription (spec §7). Send the version last read as If-Match; a stale one is a 409.`,
          params: ZIdParams,
          // Step 6 confirms the quote: the spec sends no body at all.
          body,
          response: { 200: ZSouscriptionAnswer, ...errors },
        },
      },
      async (request) => {
        const context = contextOf(request);
        const saved = await saveStep(
          app.db,
          {
            actor: actorOf(request, 'customer'),
            id: request.params.id,
            step,
            body: request.body,
            expectedVersion: expectedVersionOf(request),
          },
          context,
          app.tariffs,
        );
        return toSouscriptionAnswer(saved, context.today, await loadAfterSaleOf(app.db, saved));
      },
    );
  }
};

export default routes;
