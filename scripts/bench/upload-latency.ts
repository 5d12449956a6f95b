/**
 * How long other requests wait while four 10 MB uploads are processed (issue 7): a real server on a
 * free port with an on-disk PGlite in a temporary folder, as `npm start` runs it. Run with
 * `npx tsx scripts/bench/upload-latency.ts`; prints the median and worst latency of a reference call
 * alone and during the uploads, and the longest event-loop stall.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MAX_UPLOAD_BYTES } from '@bi/domain';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { bearerToken } from './api-bench';
import { percentile } from './measure';

const UPLOADS = 4;
const PROBE_EVERY_MS = 20;

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
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const authorization = `Bearer ${await bearerToken({ database, config })}`;

async function probe(): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${base}/api/v1/users/souscriptions/usages`, { headers: { authorization } });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`probe: HTTP ${answer.status}`);
  return performance.now() - started;
}

/** Probes one after another, PROBE_EVERY_MS apart, until `done` settles. */
async function probeUntil(done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const times: number[] = [];
  while (!finished) {
    times.push(await probe());
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return times;
}

function upload(index: number) {
  // A scan as phones make them: one image stream of random bytes, which nothing compresses.
  const image = Buffer.alloc(MAX_UPLOAD_BYTES - 2048).map(() => Math.floor(Math.random() * 256));
  const content = Buffer.concat([
    Buffer.from(
      `%PDF-1.4\n1 0 obj << /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${image.length} >>\nstream\n`,
    ),
    image,
    Buffer.from('\nendstream\nendobj\ntrailer << >>\n%%EOF\n'),
  ]);
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/pdf' }), `scan-${index}.pdf`);
  return fetch(`${base}/api/v1/files`, { method: 'POST', headers: { authorization }, body: form }).then(
    async (answer) => {
      if (answer.status !== 200) throw new Error(`upload: HTTP ${answer.status} ${await answer.text()}`);
    },
  );
}

const summary = (times: number[]) =>
  `median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, ` +
  `max ${Math.max(...times).toFixed(1)} ms (${times.length} calls)`;

try {
  for (let i = 0; i < 20; i += 1) await probe();
  const idle: number[] = [];
  for (let i = 0; i < 50; i += 1) idle.push(await probe());

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const uploads = Promise.all(Array.from({ length: UPLOADS }, (_, index) => upload(index)));
  const busy = await probeUntil(uploads);
  await uploads;
  const total = performance.now() - started;
  loop.disable();

  process.stdout.write(
    [
      `storage: ${config.database.driver}`,
      `alone:          ${summary(idle)}`,
      `during uploads: ${summary(busy)}`,
      `${UPLOADS} uploads of ${(MAX_UPLOAD_BYTES / 1024 / 1024).toFixed(0)} MB took ${total.toFixed(0)} ms; ` +
        `longest event-loop stall ${(loop.max / 1e6).toFixed(0)} ms`,
      '',
    ].join('\n'),
  );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
