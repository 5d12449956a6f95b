import {
  centimesToAmount,
  startingPrices,
  usageByCode,
  ZStartingPricesAnswer,
  ZStartingPricesQuery,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Public "from" prices for the offer page, computed by the tariff engine from the tariff in force
 * today, so no price is ever written a second time in the web app. Step 4 asks for the effect date's
 * tariff: the trailer rate it shows is the one the quote will apply. "From" is the shortest period
 * still offered: one an administrator switched off cannot be bought, so it cannot be advertised. The
 * durations offered come from the reference data kept in memory, not from a read per visitor.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offre/tarifs',
    {
      schema: {
        tags: ['offer'],
        querystring: ZStartingPricesQuery,
        response: { 200: ZStartingPricesAnswer },
      },
    },
    async (request, reply) => {
      const date = request.query.date_effet ?? app.clock.today();
      const offered = await app.referenceData.offeredPeriods();
      const prices = startingPrices(date, await app.tariffs.inForce(date), offered);
      // Short: the list is dated, and the tariff in force can change at midnight.
      reply.header('cache-control', 'public, max-age=60');
      return {
        date,
        tarif_version: prices[0]!.tariffVersion,
        result: prices.map((price) => {
          const usage = usageByCode(price.usage);
          return {
            usage_Id: usage.usage_Id,
            usage_Code: usage.code,
            usage_Name: usage.usage_Name,
            usage_Name_EN: usage.usage_Name_EN,
            usage_Name_AR: usage.usage_Name_AR,
            prix_depart: centimesToAmount(price.primeTotal),
            taux_remorque: price.trailerRateBp / 100,
          };
        }),
      };
    },
  );
};

export default routes;
