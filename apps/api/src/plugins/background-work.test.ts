import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { signUpCustomer } from '../test/accounts';
import { caller } from '../test/api-calls';
import { latestMessage } from '../test/outbox-reader';
import { createTestApp } from '../test/test-app';
import backgroundWork from './background-work';

/** Slow enough that a database closed without waiting for the work always closes first. */
const SLOW_WORK_MS = 200;

/** The plugin between a stand-in database, which notes what it saw when it closed, and nothing else. */
async function appWithDatabase() {
  const seen: string[] = [];
  const app = Fastify({ logger: false });
  await app.register(
    fp(
      async (instance) => {
        instance.addHook('onClose', async () => void seen.push('database closed'));
      },
      { name: 'database' },
    ),
  );
  await app.register(backgroundWork);
  await app.ready();
  return { app, seen };
}

describe('work that runs on after the answer', () => {
  it('is finished before the database closes', async () => {
    const { app, seen } = await appWithDatabase();
    app.runInBackground('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_WORK_MS));
      seen.push('work done');
    });
    await app.close();
    expect(seen).toEqual(['work done', 'database closed']);
  });

  it('also waits for work that a piece of work started', async () => {
    const { app, seen } = await appWithDatabase();
    app.runInBackground('first', async () => {
      app.runInBackground('second', async () => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_WORK_MS));
        seen.push('second done');
      });
    });
    await app.close();
    expect(seen).toEqual(['second done', 'database closed']);
  });

  it('is logged when it fails, and does not stop the app from closing', async () => {
    const { app, seen } = await appWithDatabase();
    const errors: unknown[] = [];
    const log = { ...app.log, error: (entry: unknown) => void errors.push(entry) } as typeof app.log;
    app.runInBackground('failing', () => Promise.reject(new Error('mail server down')), log);
    await app.close();
    expect(seen).toEqual(['database closed']);
    expect(errors).toMatchObject([{ what: 'failing', err: { message: 'mail server down' } }]);
  });

  it('is not started once the app has closed', async () => {
    const { app, seen } = await appWithDatabase();
    await app.close();
    let started = false;
    app.runInBackground('late timer', async () => {
      started = true;
    });
    // Work that is started begins on the next turn of the event loop: two turns have passed.
    for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(false);
    expect(seen).toEqual(['database closed']);
  });
});

describe('a graceful shutdown', () => {
  it('still mails the reset link asked for just before it, however slow the database', async () => {
    const t = await createTestApp();
    try {
      const customer = await signUpCustomer(t);
      // The accounts are locked a while, as a busy database would keep the mail's work waiting.
      let unlock = () => {};
      const locked = new Promise<void>((resolve) => (unlock = resolve));
      const holding = t.handle.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in access exclusive mode`);
        await locked;
      });
      const asked = await caller(t).post('/auth/users/forgot', { username: customer.email });
      expect(asked.statusCode).toBe(200);
      setTimeout(unlock, SLOW_WORK_MS);
      await t.app.close();
      await holding;
      expect((await latestMessage(t, customer.email))?.template).toBe('password_reset');
    } finally {
      await t.close();
    }
  });
});
