import Fastify from 'fastify';

export const BARE_PATH = '/hello';

/**
 * The yardstick every throughput is divided by: a plain Fastify with one route answering a small
 * JSON, on this machine, in this run. What our app costs beyond it is our plugins, routes and database.
 */
export async function startBareEndpoint(): Promise<{ base: string; close: () => Promise<void> }> {
  const app = Fastify();
  app.get(BARE_PATH, async () => ({ hello: 'world' }));
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { base, close: () => app.close() };
}
