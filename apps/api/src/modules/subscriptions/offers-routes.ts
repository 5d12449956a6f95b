import { ZPacksAnswer } from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { listOffersForSubscription } from './list-offers-for-subscription';
import { findOwnSubscription } from './repository';
import { SUBSCRIPTION_ERRORS, SUBSCRIPTION_ROUTE, ZIdParams } from './route-schemas';

/** GET /users/souscriptions/{id}/packs: step 5's offers priced from what the subscription holds. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:id/packs',
    {
      schema: {
        ...SUBSCRIPTION_ROUTE,
        description:
          "Step 5's offers for the caller's subscription, priced from what it holds: the usage and the year " +
          'of first registration (step 3), the duration and the effect date (step 4). Same answer as ' +
          'POST /users/souscriptions/packs, less the guarantees the vehicle is too old for (listed in ' +
          '`exclusions`, with the packs holding them). 409 before step 4 is saved; 422 once the effect date ' +
          'has passed (choose a new one at step 4).',
        params: ZIdParams,
        response: { 200: ZPacksAnswer, ...SUBSCRIPTION_ERRORS },
      },
    },
    async (request) => {
      const row = await findOwnSubscription(app.db, request.params.id, request.user!.id);
      if (!row) throw new AppError(404, 'subscription.notFound');
      return listOffersForSubscription(row);
    },
  );
};

export default routes;
