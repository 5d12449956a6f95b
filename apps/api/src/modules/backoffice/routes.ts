import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';

/** The clerk's counter: the queue, one contract, its documents, the handover, the staff's verification. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app) => {
  app.addHook('onRequest', app.authenticateStaff);
};

export default routes;
