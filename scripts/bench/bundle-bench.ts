import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ASSETS_DIR = path.join(ROOT, 'apps/web/dist/assets');

export type TBundleResult = { files: number; rawBytes: number; gzipBytes: number; built: boolean };

function buildWebApp(): void {
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@bi/web'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `web build failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`,
    );
  }
}

/** What a first visit downloads: every script, each gzipped on its own as a server would send it. */
export function measureWebBundle(): TBundleResult {
  const built = !existsSync(ASSETS_DIR);
  if (built) buildWebApp();
  const scripts = readdirSync(ASSETS_DIR).filter((name) => name.endsWith('.js'));
  if (scripts.length === 0) throw new Error(`no script in ${ASSETS_DIR}`);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const name of scripts) {
    const content = readFileSync(path.join(ASSETS_DIR, name));
    rawBytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { files: scripts.length, rawBytes, gzipBytes, built };
}
