import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { bearerToken } from './api-bench';

export const UPLOADS = 4;
/** Rounds of four uploads at once: one round lasts about a second, too few calls for a steady median. */
export const ROUNDS = 3;
/** Another visitor's call every 20 ms while the uploads are processed. */
const CALL_EVERY_MS = 20;
const ROOT = path.resolve(import.meta.dirname, '../..');
const SENDER = path.join(import.meta.dirname, 'upload-sender.ts');

export type TUploadLatency = {
  storage: string;
  /** Milliseconds of each reference call made while nothing else runs. */
  alone: number[];
  /** The same call made by other visitors while the uploads are processed, every round together. */
  during: number[];
  /** Mean duration of a round, from sending the uploads to the last one accepted. */
  uploadsMillis: number;
  /** The longest the server's event loop was held while the uploads were processed. */
  longestStallMillis: number;
};

/** Resolves on the sender's next `expected` message; rejects if it stops first. */
function heard(sender: ChildProcess, expected: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== expected) return;
      sender.off('exit', onExit);
      sender.off('message', onMessage);
      resolve();
    };
    const onExit = (code: number | null) => {
      sender.off('message', onMessage);
      reject(new Error(`the upload sender stopped (exit ${code}) before saying ${expected}`));
    };
    sender.on('message', onMessage);
    sender.once('exit', onExit);
  });
}

function startSender(base: string, authorization: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', SENDER], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      UPLOAD_BASE_URL: base,
      UPLOAD_AUTHORIZATION: authorization,
      UPLOAD_COUNT: String(UPLOADS),
    },
  });
}

/**
 * A call falls due every CALL_EVERY_MS until `done` settles, without waiting for the one before: other
 * visitors do not queue behind each other. Each is timed from when it fell due, so a call that a held
 * event loop could not even send (this client shares the server's loop) still counts the whole wait.
 */
async function callsUntil(done: Promise<unknown>, call: () => Promise<void>): Promise<number[]> {
  let finished = false;
  // An upload refused or a sender that crashed ends the calls too; the caller's `await done` throws.
  void done.finally(() => (finished = true)).catch(() => undefined);
  const timed: Promise<number>[] = [];
  for (let due = performance.now(); !finished; due += CALL_EVERY_MS) {
    const early = due - performance.now();
    if (early > 0) await sleep(early);
    timed.push(call().then(() => performance.now() - due));
  }
  return Promise.all(timed);
}

/**
 * How long other requests wait while four 10 MB uploads are processed (issue 7): the real server on a
 * free port with an on-disk PGlite in a temporary folder, as `npm start` runs it (or `DATABASE_URL`).
 * The uploads come from another process (upload-sender.ts), so only the server's own work is counted.
 */
export async function measureUploadLatency(): Promise<TUploadLatency> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bi-upload-latency-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
  });
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  let sender: ChildProcess | undefined;
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const authorization = `Bearer ${await bearerToken({ database, config })}`;
    const call = async () => {
      const answer = await fetch(`${base}/api/v1/users/souscriptions/usages`, { headers: { authorization } });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`reference call: HTTP ${answer.status}`);
    };

    sender = startSender(base, authorization);
    const ready = heard(sender, 'ready');
    // Warm-up while the sender makes its scans: the first calls pay for compiling the route's code.
    for (let index = 0; index < 20; index += 1) await call();
    await ready;
    const alone: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      const started = performance.now();
      await call();
      alone.push(performance.now() - started);
    }

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const during: number[] = [];
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round += 1) {
      const done = heard(sender, 'done');
      sender.send('go');
      during.push(...(await callsUntil(done, call)));
      await done;
    }
    const uploadsMillis = (performance.now() - started) / ROUNDS;
    loop.disable();
    return {
      storage: config.database.driver,
      alone,
      during,
      uploadsMillis,
      longestStallMillis: loop.max / 1e6,
    };
  } finally {
    sender?.kill();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
