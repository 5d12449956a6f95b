import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';

/** The administrator's calls: staff and their invitations, the offices' mailboxes, the audit log. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app) => {
  app.addHook('onRequest', app.authenticateStaff);
  app.addHook('onRequest', app.requireAdmin);
};

export default routes;
