import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FUZZ_TEST = 'apps/api/src/fuzz/every-route.test.ts';

export type TFuzzVolume = { routes: number; perRoute: number; millis: number; passed: boolean };

/**
 * The fuzz test of `npm test` (60 requests a route) run at bench volume: `runs` requests a route, the
 * same checks (no 5xx, every 4xx explained), its fixed seed. A failure keeps its figures but fails.
 */
export function fuzzAtVolume(runs: number): TFuzzVolume {
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', FUZZ_TEST], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, FUZZ_RUNS: String(runs) },
    maxBuffer: 64 * 1024 * 1024,
  });
  const printed = /fuzz: (\d+) routes × (\d+) requests in (\d+) ms/.exec(run.stdout);
  if (run.status !== 0)
    console.log(`The fuzz run failed:\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-8000)}`);
  return {
    routes: Number(printed?.[1] ?? Number.NaN),
    perRoute: Number(printed?.[2] ?? Number.NaN),
    millis: Number(printed?.[3] ?? Number.NaN),
    passed: run.status === 0,
  };
}
