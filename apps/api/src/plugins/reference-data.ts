import fp from 'fastify-plugin';
import {
  createReferenceDataCache,
  type TReferenceDataCache,
} from '../modules/reference-lists/reference-data-cache';

declare module 'fastify' {
  interface FastifyInstance {
    referenceData: TReferenceDataCache;
  }
}

/** The reference lists the public calls read, kept in memory and forgotten when an administrator changes one. */
export default fp(
  async (app) => {
    app.decorate('referenceData', createReferenceDataCache(app.db));
  },
  { name: 'reference-data', dependencies: ['database'] },
);
