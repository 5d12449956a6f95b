import { launchChromium } from '@bi/chromium';
import type { Request } from 'playwright-core';

export type TFirstVisit = {
  scripts: number;
  /** Bytes of the script bodies as they came over the wire, compressed as the server chose. */
  sentBytes: number;
  /** The same bodies once decoded: what the phone parses. */
  decodedBytes: number;
  /** Each Content-Encoding the scripts came with ('identity' when none), to see that brotli was sent. */
  encodings: string[];
};

type TScriptSize = { sent: number; decoded: number; encoding: string };

/** A phone's screen: what the landing shows, and so loads, on the ferry queue's phone. */
const PHONE = { width: 360, height: 780 };

async function scriptSize(request: Request): Promise<TScriptSize> {
  const response = await request.response();
  if (!response || response.status() !== 200) {
    throw new Error(`${request.url()}: HTTP ${response?.status() ?? 'no answer'} during the first visit`);
  }
  const [{ responseBodySize }, body] = await Promise.all([request.sizes(), response.body()]);
  return {
    sent: responseBodySize,
    decoded: body.length,
    encoding: response.headers()['content-encoding'] ?? 'identity',
  };
}

/**
 * The JavaScript a first visit to `path` really downloads: a fresh profile (empty cache) loads the page
 * from the running server until the network is quiet, so the scripts the page imports after its first
 * paint count too. Chromium sends its own Accept-Encoding, so the server picks the copy it would send a
 * visitor (apps/web/build/precompress.ts). A script that fails to load fails the measure.
 */
export async function measureFirstVisit(baseUrl: string, path = '/'): Promise<TFirstVisit> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const sizes: Promise<TScriptSize>[] = [];
    const failures: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(scriptSize(request));
    });
    page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    if (failures.length > 0) throw new Error(`the first visit to ${path} failed:\n${failures.join('\n')}`);
    const scripts = await Promise.all(sizes);
    if (scripts.length === 0) throw new Error(`the first visit to ${path} loaded no script`);
    return {
      scripts: scripts.length,
      sentBytes: scripts.reduce((total, script) => total + script.sent, 0),
      decodedBytes: scripts.reduce((total, script) => total + script.decoded, 0),
      encodings: [...new Set(scripts.map((script) => script.encoding))],
    };
  } finally {
    await browser.close();
  }
}
