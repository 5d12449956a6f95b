import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

/** The scripts index.html loads or preloads: what a first visit downloads before anything shows. */
function entryScripts(): string[] {
  const html = readFileSync(path.join(ASSETS_DIR, '..', 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
}

/**
 * What a first visit downloads (the entry script and its preloads), each gzipped on its own as the
 * server sends it; the other screens arrive as chunks when they are opened.
 */
export function measureWebBundle(): TBundleResult {
  const built = !existsSync(ASSETS_DIR);
  if (built) buildWebApp();
  const scripts = entryScripts();
  if (scripts.length === 0) throw new Error(`no entry script in ${ASSETS_DIR}/../index.html`);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const name of scripts) {
    const content = readFileSync(path.join(ASSETS_DIR, name));
    rawBytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { files: scripts.length, rawBytes, gzipBytes, built };
}
