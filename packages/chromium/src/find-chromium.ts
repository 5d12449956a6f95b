import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateOnce } from './inflate-once';

export type TChromiumSource = 'CHROMIUM_PATH' | 'debian' | '@sparticuz/chromium';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * One place decides which Chromium runs the browser tests and renders PDFs: `CHROMIUM_PATH`, then
 * Debian's package, then the binary shipped inside the `@sparticuz/chromium` npm package, so a fresh
 * clone needs nothing but npm. Nothing is ever downloaded.
 */
export async function findChromium(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ path: string; source: TChromiumSource }> {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured))
      throw new Error(`CHROMIUM_PATH points to ${configured}, which does not exist`);
    return { path: configured, source: 'CHROMIUM_PATH' };
  }
  if (existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'debian' };
  const { default: sparticuz } = await import('@sparticuz/chromium');
  const inflated = await inflateOnce({
    dir: tmpdir(),
    version: sparticuzVersion(),
    // Its fonts, its graphics libraries (skipped when libGLESv2.so is there) and Amazon Linux's files.
    alsoWritten: ['fonts', 'libGLESv2.so', 'al2023'],
    inflate: () => sparticuz.executablePath(),
  });
  return { path: inflated, source: '@sparticuz/chromium' };
}

/** Read from its own `package.json`, which the package does not export: the first one up from its entry. */
function sparticuzVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium'));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (name === '@sparticuz/chromium') return version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error("@sparticuz/chromium's package.json was not found");
    folder = parent;
  }
}

/** Flags that work on these machines: no sandbox as root, and no calls home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
