import fp from 'fastify-plugin';
import type { TDatabase, TDatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: TDatabase;
    dbDriver: TDatabaseHandle['driver'];
  }
}

/** The handle is opened (and migrated) by whoever builds the app, so tests can hand in their own database. */
export default fp<{ handle: TDatabaseHandle; closeOnShutdown: boolean }>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('dbDriver', handle.driver);
    if (closeOnShutdown) app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
