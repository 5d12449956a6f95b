import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let repo: string;

/** Runs the script in a repository of its own; the command appends a line to runs.log. */
const runOnce = (extra: string[] = [], exitCode = 0) =>
  spawnSync(
    process.execPath,
    [
      'scripts/once-per-source.mjs',
      'job',
      ...extra,
      '--',
      process.execPath,
      '-e',
      `require('fs').appendFileSync('runs.log', 'ran\\n'); process.exit(${exitCode})`,
    ],
    { cwd: repo, encoding: 'utf8' },
  );
const runs = () => readFileSync(path.join(repo, 'runs.log'), 'utf8').split('\n').filter(Boolean).length;

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'once-per-source-'));
  mkdirSync(path.join(repo, 'scripts'));
  copyFileSync(
    path.join(import.meta.dirname, 'once-per-source.mjs'),
    path.join(repo, 'scripts/once-per-source.mjs'),
  );
  writeFileSync(path.join(repo, '.gitignore'), 'node_modules/\nruns.log\nout/\n');
  writeFileSync(path.join(repo, 'source.ts'), 'export const a = 1;\n');
  execFileSync('git', ['init', '-q'], { cwd: repo });
  execFileSync('git', ['add', '.'], { cwd: repo });
  writeFileSync(path.join(repo, 'runs.log'), '');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('once-per-source', () => {
  it('runs a command once for the same sources, and again after any edit, new file included', () => {
    expect(runOnce().status).toBe(0);
    const second = runOnce();
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('job: already done on exactly these sources');
    expect(runs()).toBe(1);

    writeFileSync(path.join(repo, 'source.ts'), 'export const a = 2;\n');
    runOnce();
    expect(runs()).toBe(2);
    // Not yet added to git, but it would be committed: it counts.
    writeFileSync(path.join(repo, 'new.test.ts'), 'it("is new", () => {});\n');
    runOnce();
    expect(runs()).toBe(3);
    // Ignored files (what the command itself writes) do not.
    writeFileSync(path.join(repo, 'runs.log'), 'ran\nran\nran\n', { flag: 'w' });
    runOnce();
    expect(runs()).toBe(3);
  });

  it('keeps no record of a failure: the next call runs the command again and fails again', () => {
    expect(runOnce([], 3).status).toBe(3);
    expect(runOnce([], 3).status).toBe(3);
    expect(runs()).toBe(2);
  });

  it('runs again when what the command made is gone', () => {
    mkdirSync(path.join(repo, 'out'));
    writeFileSync(path.join(repo, 'out/index.html'), '<!doctype html>');
    runOnce(['--output', 'out/index.html']);
    runOnce(['--output', 'out/index.html']);
    expect(runs()).toBe(1);
    rmSync(path.join(repo, 'out'), { recursive: true });
    runOnce(['--output', 'out/index.html']);
    expect(runs()).toBe(2);
  });
});
