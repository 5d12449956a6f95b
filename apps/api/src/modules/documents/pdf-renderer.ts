import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { launchChromium } from '@bi/chromium';
import type { Browser } from 'playwright-core';
import { ServiceBusy } from '../../lib/app-error';
import { printOnPage, type TPooledPage } from './print-on-page';
import { createRenderSlots, SlotsFull } from './render-slots';

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

export type TRendererLoad = { rendering: number; waiting: number; pagesOpen: number };

export type TPdfRenderer = {
  render: (html: string) => Promise<Buffer>;
  load: () => TRendererLoad;
  close: () => Promise<void>;
};

/** Longer than any document takes on a loaded machine; a render past it is stuck, not slow. */
const RENDER_TIMEOUT_MS = 20_000;
/** Pages left idle this long are closed: a quiet server keeps no Chromium page open. */
const IDLE_PAGES_CLOSE_MS = 30_000;
/** A page is closed after this many documents, so whatever a long-lived page gathers stays bounded. */
const USES_PER_PAGE = 100;
/** What the first documents are guessed to take, before any was timed (74 ms measured alone here). */
const FIRST_GUESS_MS = 500;

/** A browser with the pages it keeps open between documents, and how many documents are on it now. */
type TPrinter = { browser: Browser; idle: TPooledPage[]; rendering: number };

export type TPdfRendererOptions = {
  launch?: () => Promise<Browser>;
  timeoutMs?: number;
  /** Documents rendered at once, each on a page of its own: about the machine's cores. */
  pages?: number;
  /** Documents waiting for a page; one more is refused with a 503 and a Retry-After. */
  queueLimit?: number;
  idlePagesCloseMs?: number;
};

export const defaultRenderPages = () => Math.max(1, availableParallelism());

/**
 * HTML to A4 PDF through Chromium, the only renderer tried here that lays out Arabic right. One browser
 * is started on first use and shared; at most `pages` documents are printed at once, each on a page of
 * its own kept open for the next, and the others wait in a bounded line: past it a caller gets
 * `ServiceBusy` (503) before anything was written. A render that fails or hangs closes its own page and
 * is tried once more; the browser is replaced only when it is gone or nothing else renders on it, so one
 * stuck document never kills the documents printing beside it.
 */
export function createPdfRenderer({
  launch = launchChromium,
  timeoutMs = RENDER_TIMEOUT_MS,
  pages = defaultRenderPages(),
  queueLimit = pages * 16,
  idlePagesCloseMs = IDLE_PAGES_CLOSE_MS,
}: TPdfRendererOptions = {}): TPdfRenderer {
  const slots = createRenderSlots({ size: pages, queueLimit });
  let printer: Promise<TPrinter> | undefined;
  let latest: TPrinter | undefined;
  let averageMs = FIRST_GUESS_MS;
  let idleTimer: NodeJS.Timeout | undefined;

  const current = () => {
    if (!printer) {
      const launched = launch().then((browser): TPrinter => ({ browser, idle: [], rendering: 0 }));
      printer = launched;
      launched.then(
        (started) => {
          latest = started;
          started.browser.on('disconnected', () => printer === launched && (printer = undefined));
        },
        () => printer === launched && (printer = undefined),
      );
    }
    return printer;
  };
  const closeBrowser = async (stale: Promise<TPrinter> | undefined) =>
    (await stale?.catch(() => undefined))?.browser.close().catch(() => undefined);
  const closeIdlePages = async () => {
    const open = await printer?.catch(() => undefined);
    const idle = open?.idle.splice(0) ?? [];
    await Promise.all(idle.map(({ page }) => page.close().catch(() => undefined)));
  };

  const renderOnce = async (html: string): Promise<Buffer> => {
    const started = current();
    const run = await started;
    run.rendering += 1;
    const outcome = await printOnPage(run.browser, run.idle.pop(), html, timeoutMs);
    run.rendering -= 1;
    if (outcome.printed) {
      if (outcome.pooled.uses < USES_PER_PAGE && run.idle.length < pages) run.idle.push(outcome.pooled);
      else await outcome.pooled.page.close().catch(() => undefined);
      return outcome.pdf;
    }
    if (!run.browser.isConnected() || run.rendering === 0) {
      if (printer === started) printer = undefined;
      await closeBrowser(started);
    }
    throw outcome.error;
  };

  const busyFor = (waiting: number) =>
    Math.min(30, Math.max(1, Math.ceil(((waiting + 1) * averageMs) / pages / 1000)));

  return {
    render: async (html) => {
      clearTimeout(idleTimer);
      const release = await slots.take().catch((error: unknown) => {
        if (error instanceof SlotsFull) throw new ServiceBusy('http.documentsBusy', busyFor(error.waiting));
        throw error;
      });
      const startedAt = performance.now();
      try {
        const pdf = await renderOnce(html).catch(() => renderOnce(html));
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - startedAt);
        return pdf;
      } finally {
        release();
        if (slots.load().busy === 0) idleTimer = setTimeout(closeIdlePages, idlePagesCloseMs).unref();
      }
    },
    load: () => {
      const { busy, waiting } = slots.load();
      // A page is opened in a context of its own (`browser.newPage`), so contexts count the pages.
      const pagesOpen = latest?.browser.isConnected() ? latest.browser.contexts().length : 0;
      return { rendering: busy, waiting, pagesOpen };
    },
    close: async () => {
      clearTimeout(idleTimer);
      const open = printer;
      printer = undefined;
      await closeBrowser(open);
    },
  };
}
