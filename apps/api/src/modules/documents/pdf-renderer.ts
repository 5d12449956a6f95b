import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchChromium } from '@bi/chromium';
import type { Browser, Page } from 'playwright-core';

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
/**
 * Pages kept open between documents: opening a page cost more than printing on it (173 ms against
 * 74 ms a document here), and signing prints two.
 */
const IDLE_PAGES = 4;
/** A page is closed after this many documents, so whatever a long-lived page gathers stays bounded. */
const USES_PER_PAGE = 100;

type TPooledPage = { page: Page; uses: number };

/** A browser with the pages it keeps open between documents. */
type TPrinter = { browser: Browser; idle: TPooledPage[] };

async function takePage(printer: TPrinter): Promise<TPooledPage> {
  return printer.idle.pop() ?? { page: await printer.browser.newPage(), uses: 0 };
}

/** A page that printed goes back to be used again; one that failed or timed out is closed. */
async function givePage(printer: TPrinter, pooled: TPooledPage, printed: boolean): Promise<void> {
  pooled.uses += 1;
  if (printed && pooled.uses < USES_PER_PAGE && printer.idle.length < IDLE_PAGES) printer.idle.push(pooled);
  else await pooled.page.close().catch(() => undefined);
}

async function printPdf(printer: TPrinter, html: string, timeoutMs: number): Promise<Buffer> {
  const pooled = await takePage(printer);
  const { page } = pooled;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`PDF rendering took more than ${timeoutMs} ms`)), timeoutMs);
  });
  let printed = false;
  try {
    const pdf = await Promise.race([
      (async () => {
        // The whole document is replaced: nothing of the previous one stays on a page used again.
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
    printed = true;
    return pdf;
  } finally {
    clearTimeout(timer);
    await givePage(printer, pooled, printed);
  }
}

/**
 * HTML to A4 PDF through Chromium, the only renderer tried here that lays out Arabic right. One
 * browser is started on first use and shared; each document is printed on a page of its own at a time,
 * kept open for the next. A signer and the signing page wait on each document, so a browser that failed
 * to start, crashed or hangs is dropped and the document tried once more on a fresh one, never waited
 * on for ever.
 */
export function createPdfRenderer({
  launch = launchChromium,
  timeoutMs = RENDER_TIMEOUT_MS,
}: { launch?: () => Promise<Browser>; timeoutMs?: number } = {}): TPdfRenderer {
  let printer: Promise<TPrinter> | undefined;
  const current = () => {
    if (!printer) {
      const launched = launch().then((browser) => ({ browser, idle: [] }));
      printer = launched;
      launched.then(
        (started) => started.browser.on('disconnected', () => printer === launched && (printer = undefined)),
        () => printer === launched && (printer = undefined),
      );
    }
    return printer;
  };
  const closeBrowser = async (stale: Promise<TPrinter> | undefined) =>
    (await stale?.catch(() => undefined))?.browser.close().catch(() => undefined);
  const restart = async (stale: Promise<TPrinter>) => {
    if (printer === stale) printer = undefined;
    await closeBrowser(stale);
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
      const open = printer;
      printer = undefined;
      await closeBrowser(open);
    },
  };
}
