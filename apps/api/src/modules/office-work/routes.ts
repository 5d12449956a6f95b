import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';

/** The offices' terminations and refunds. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app) => {
  app.addHook('onRequest', app.authenticateStaff);
};

export default routes;
