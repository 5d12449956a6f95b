import { ZHealthAnswer } from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isReachable } from '../../db/client';

const routes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: ZHealthAnswer, 503: ZHealthAnswer } } },
    async (_request, reply) => {
      const reachable = await isReachable(app.db);
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { reachable, driver: app.dbDriver },
        version,
        documents: app.pdf.load(),
      });
    },
  );
};

export default routes;
