import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

/** Starts work that runs on after the caller has its answer; failures are logged, never thrown. */
export type TRunInBackground = (what: string, task: () => Promise<unknown>, log?: FastifyBaseLogger) => void;

declare module 'fastify' {
  interface FastifyInstance {
    runInBackground: TRunInBackground;
  }
}

/**
 * Work done after an answer (a reset mail, whose timing must not tell whether an account exists) or on
 * a timer (housekeeping). Each piece is tracked until it settles, and closing the app waits for all of
 * them before the database plugin, registered earlier, closes: a graceful restart loses no mail, and a
 * test's borrowed database is never written to after it was given back. Work asked for while closing
 * waits (a piece of work may start another) is waited for too; once the database may be closed, only a
 * timer can still ask, and its work is skipped: the next instance's timer does it.
 */
export default fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    let closed = false;
    app.decorate('runInBackground', (what, task, log = app.log) => {
      if (closed) {
        log.info({ what }, 'closed: background work not started');
        return;
      }
      // The next turn of the event loop: the answer is written before any of the work begins.
      const work: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, what }, 'background work failed'),
        )
        .finally(() => pending.delete(work));
      pending.add(work);
    });
    app.addHook('onClose', async () => {
      while (pending.size > 0) await Promise.all(pending);
      closed = true;
    });
  },
  { name: 'background-work', dependencies: ['database'] },
);
