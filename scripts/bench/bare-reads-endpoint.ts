import Fastify from 'fastify';
import pg from 'pg';

export const BARE_READS_PATH = '/reads';

/** The same two statements as the app's: a signed-in call reads its session, then its subscription. */
const SESSION_READ = { name: 'bare_session_read', text: 'select id, user_id from sessions where id = $1' };
const SUBSCRIPTION_READ = {
  name: 'bare_subscription_read',
  text: 'select * from subscriptions where id = $1',
};

/**
 * The yardstick of our reads on PostgreSQL: a plain Fastify route doing two primary-key reads (a
 * session, then a subscription, by the ids in its query) on the app's own database, through a pool of
 * the app's size, and answering the subscription's row. The least a signed-in read can do: what our
 * reads cost beyond it is our plugins, our checks and every statement past those two.
 */
export async function startBareReads(
  databaseUrl: string,
): Promise<{ base: string; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  app.get<{ Querystring: { session: string; subscription: string } }>(
    BARE_READS_PATH,
    async (request, reply) => {
      const session = await pool.query({ ...SESSION_READ, values: [request.query.session] });
      const subscription = await pool.query({ ...SUBSCRIPTION_READ, values: [request.query.subscription] });
      if (!session.rows[0] || !subscription.rows[0]) return reply.status(404).send({});
      return subscription.rows[0] as object;
    },
  );
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      base,
      close: async () => {
        await app.close();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
