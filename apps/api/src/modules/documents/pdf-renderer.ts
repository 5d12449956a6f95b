import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchChromium } from '@bi/chromium';
import type { Browser } from 'playwright-core';

const require = createRequire(import.meta.url);
const fontFile = (spec: string) => readFileSync(require.resolve(spec)).toString('base64');

/** Fonts travel inside the HTML, so a page renders the same on any machine, Arabic included. */
export const EMBEDDED_FONTS = [
  ['Roboto', 400, '@fontsource/roboto/files/roboto-latin-400-normal.woff2'],
  ['Roboto', 700, '@fontsource/roboto/files/roboto-latin-700-normal.woff2'],
  ['Noto Sans Arabic', 400, '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2'],
  ['Noto Sans Arabic', 700, '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2'],
]
  .map(
    ([family, weight, file]) =>
      `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/woff2;base64,${fontFile(String(file))}) format('woff2');}`,
  )
  .join('');

export type TPdfRenderer = { render: (html: string) => Promise<Buffer>; close: () => Promise<void> };

/** Longer than any document takes on a loaded machine; a render past it is stuck, not slow. */
const RENDER_TIMEOUT_MS = 20_000;

async function printPdf(browser: Browser, html: string, timeoutMs: number): Promise<Buffer> {
  const page = await browser.newPage();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`PDF rendering took more than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([
      (async () => {
        await page.setContent(html, { waitUntil: 'load' });
        // Runs in the page: wait until the embedded fonts are decoded before printing.
        await page.evaluate('document.fonts.ready.then(() => true)');
        return page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: '14mm', bottom: '14mm', left: '12mm', right: '12mm' },
        });
      })(),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
    await page.close().catch(() => undefined);
  }
}

/**
 * HTML to A4 PDF through Chromium, the only renderer tried here that lays out Arabic right. One
 * browser is started on first use and shared; each document gets its own page. A signer and the
 * signing page wait on each document, so a browser that failed to start, crashed or hangs is dropped
 * and the document tried once more on a fresh one, never waited on for ever.
 */
export function createPdfRenderer({
  launch = launchChromium,
  timeoutMs = RENDER_TIMEOUT_MS,
}: { launch?: () => Promise<Browser>; timeoutMs?: number } = {}): TPdfRenderer {
  let browser: Promise<Browser> | undefined;
  const current = () => {
    if (!browser) {
      const launched = launch();
      browser = launched;
      launched.then(
        (started) => started.on('disconnected', () => browser === launched && (browser = undefined)),
        () => browser === launched && (browser = undefined),
      );
    }
    return browser;
  };
  const restart = async (stale: Promise<Browser>) => {
    if (browser === stale) browser = undefined;
    await (await stale.catch(() => undefined))?.close().catch(() => undefined);
  };
  return {
    render: async (html) => {
      const first = current();
      try {
        return await printPdf(await first, html, timeoutMs);
      } catch {
        await restart(first);
        return printPdf(await current(), html, timeoutMs);
      }
    },
    close: async () => {
      const open = browser;
      browser = undefined;
      if (open) await (await open.catch(() => undefined))?.close().catch(() => undefined);
    },
  };
}
