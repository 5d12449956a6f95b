import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The journeys that count their inputs (apps/web/e2e/input-counter.ts), and the counts they save. */
const JOURNEYS = ['apps/web/e2e/ferry-queue.test.ts', 'apps/web/e2e/returning-driver.test.ts'];

export type TJourneyCount = { name: string; inputs: number; characters: number };

/**
 * Runs the counted browser journeys on the built app against a real server (the e2e project's own
 * setup) and reads what each saved. Run after buildWebApp(). A journey that fails saves nothing, so
 * its rows are missing and the bench fails on them.
 */
export function countJourneyInputs(): TJourneyCount[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'bi-inputs-'));
  try {
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...JOURNEYS], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, INPUT_COUNT_REPORT: path.join(folder, 'count') },
    });
    if (run.status !== 0) console.log(`The counted journeys failed:\n${run.stdout.slice(-4000)}`);
    const names = [
      'new-customer-fr',
      'new-customer-ar',
      'returning-driver-fr',
      'returning-driver-ar',
      'returning-driver-signed-out-fr',
    ];
    return names.map((name) => {
      const file = path.join(folder, `count.${name}.json`);
      if (!existsSync(file)) return { name, inputs: Number.NaN, characters: Number.NaN };
      const { inputs, characters } = JSON.parse(readFileSync(file, 'utf8')) as TJourneyCount;
      return { name, inputs, characters };
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
