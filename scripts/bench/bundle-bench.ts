import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { onDemandSizes, type TManifest, type TOnDemandSizes } from './chunk-sizes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST_DIR = path.join(ROOT, 'apps/web/dist');

/** Always from the current sources: a stale dist would measure yesterday's app. */
export function buildWebApp(): void {
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

/**
 * What the server sends a browser for a file of the build: every current browser accepts brotli, so
 * the `.br` copy the build wrote (apps/web/build/precompress.ts), or the file itself when it is too
 * small to have one.
 */
function sentBytes(file: string): number {
  const absolute = path.join(DIST_DIR, file);
  return statSync(existsSync(`${absolute}.br`) ? `${absolute}.br` : absolute).size;
}

/** The scripts fetched after the first visit, as sent. Run after buildWebApp(). */
export function measureOnDemandChunks(): TOnDemandSizes {
  const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, '.vite/manifest.json'), 'utf8')) as TManifest;
  return onDemandSizes(manifest, sentBytes);
}
