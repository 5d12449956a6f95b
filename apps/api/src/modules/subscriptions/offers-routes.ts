import { ZErrorAnswer, ZPacksAnswer } from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { listOffersForSubscription } from './list-offers-for-subscription';
import { findOwnSubscription } from './repository';

const errors = {
  400: ZErrorAnswer,
  401: ZErrorAnswer,
  404: ZErrorAnswer,
  409: ZErrorAnswer,
  422: ZErrorAnswer,
};

/** GET /users/souscriptions/{id}/packs: step 5's offers priced from what the subscription holds. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:id/packs',
    {
      schema: {
        tags: ['subscriptions'],
        security: [{ bearer: [] }],
        description:
          "Step 5's offers for the caller's subscription, priced from what it holds: the usage and the year " +
          'of first registration (step 3), the duration and the effect date (step 4). Same answer as ' +
          'POST /users/souscriptions/packs, less the guarantees the vehicle is too old for (listed in ' +
          '`exclusions`, with the packs holding them). 409 before step 4 is saved; 422 once the effect date ' +
          'has passed (choose a new one at step 4).',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZPacksAnswer, ...errors },
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
