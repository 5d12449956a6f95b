import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';
import contractRoutes from './contract-routes';
import queueRoutes from './queue-routes';

/**
 * The clerk's counter, for staff only: its queue (queue-routes.ts) and one contract's work
 * (contract-routes.ts). The hook added here runs before every route of both.
 */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticateStaff);
  await app.register(queueRoutes);
  await app.register(contractRoutes, { config });
};

export default routes;
