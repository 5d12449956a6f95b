import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST_DIR = path.join(ROOT, 'apps/web/dist');

export type TBundleResult = {
  /** What a first visit downloads before anything shows: the entry script and its preloads. */
  firstVisit: { files: number; rawBytes: number; gzipBytes: number };
  /** The biggest chunk fetched on demand (a screen, a language's texts), gzipped; named by its source. */
  largestLazyChunk: { source: string; gzipBytes: number };
};

type TManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean };

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

/** The scripts index.html loads or preloads. */
function entryScripts(): string[] {
  const html = readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

/** Chunks the app imports on demand, as Vite's manifest lists them. */
function lazyScripts(): { source: string; file: string }[] {
  const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    TManifestChunk
  >;
  return Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map((chunk) => ({ source: chunk.src ?? chunk.file, file: chunk.file }));
}

/** Each file gzipped on its own, as the server sends it. Run after buildWebApp(). */
export function measureWebBundle(): TBundleResult {
  const scripts = entryScripts();
  if (scripts.length === 0) throw new Error(`no entry script in ${DIST_DIR}/index.html`);
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(DIST_DIR, file))).length;
  const firstVisit = { files: scripts.length, rawBytes: 0, gzipBytes: 0 };
  for (const file of scripts) {
    firstVisit.rawBytes += readFileSync(path.join(DIST_DIR, file)).length;
    firstVisit.gzipBytes += gzipped(file);
  }
  const largestLazyChunk = lazyScripts()
    .map(({ source, file }) => ({ source, gzipBytes: gzipped(file) }))
    .reduce((largest, chunk) => (chunk.gzipBytes > largest.gzipBytes ? chunk : largest), {
      source: 'none',
      gzipBytes: 0,
    });
  return { firstVisit, largestLazyChunk };
}
