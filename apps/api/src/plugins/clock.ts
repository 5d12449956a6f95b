import fp from 'fastify-plugin';
import type { TClock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    clock: TClock;
  }
}

/** The one clock every date rule of the API reads (CLOCK_OFFSET_DAYS, or a test's own clock). */
export default fp<{ clock: TClock }>(
  async (app, { clock }) => {
    app.decorate('clock', clock);
  },
  { name: 'clock' },
);
