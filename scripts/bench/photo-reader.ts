import { launchChromium } from '@bi/chromium';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';

/** A mid-range phone is about four times slower than this machine's core (Lighthouse's mobile preset). */
export const CPU_SLOWDOWN = 4;
/** The measure apps/web/src/lib/ocr/ocr-engine.ts adds for each read on the engine. */
const ENGINE_MEASURE = 'ocr-engine';
const BLANK_PAGE = '/photo-bench';

/**
 * A function of the app's sources, by the path the browser imports it from the dev server. A read is
 * a chain of them: the photo's Blob into the first, each one's result into the next.
 */
export type TStep = { module: string; name: string };
/**
 * `millis` as measured, the page's thread slowed down; `engineMillis` of it in the engine's worker,
 * which DevTools cannot slow down ("only supported for pages, not workers"); `phoneMillis` the
 * estimate with the worker's part slowed down too.
 */
export type TPhotoRead = { result: unknown; millis: number; engineMillis: number; phoneMillis: number };

export type TPhotoReader = {
  browser: Browser;
  read: (photo: Buffer, chain: readonly TStep[]) => Promise<TPhotoRead>;
  close: () => Promise<void>;
};

/**
 * The app's own reading code, run as a phone runs it: served by Vite from the sources with the OCR
 * engine from our origin (apps/web/build/ocr-assets.ts), in Chromium slowed down like a phone. The
 * page is a blank one at the server's origin, so nothing but the reading runs in it.
 */
export async function openPhotoReader(): Promise<TPhotoReader> {
  const server: ViteDevServer = await createServer({
    configFile: 'apps/web/vite.config.ts',
    root: 'apps/web',
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!origin) throw new Error('the Vite server gave no address');
  const browser = await launchChromium();
  const page: Page = await browser.newPage();
  let photo: Buffer = Buffer.alloc(0);
  await page.route(`${origin}${BLANK_PAGE}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>photo bench</title>' }),
  );
  await page.route(`${origin}${BLANK_PAGE}/photo.jpg`, (route) =>
    route.fulfill({ contentType: 'image/jpeg', body: photo }),
  );
  await page.goto(`${origin}${BLANK_PAGE}`);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return {
    browser,
    read: (bytes, chain) => {
      photo = bytes;
      // Timed in the page from the photo's Blob to the reading, as the customer waits for it.
      const read = page.evaluate(
        async ({ steps, url, measure }) => {
          const blob = await (await fetch(url)).blob();
          const functions: ((value: unknown) => unknown)[] = [];
          for (const step of steps) {
            const module = (await import(step.module)) as Record<string, (value: unknown) => unknown>;
            functions.push(module[step.name]!);
          }
          performance.clearMeasures(measure);
          const started = performance.now();
          let result: unknown = blob;
          for (const run of functions) result = await run(result);
          const millis = performance.now() - started;
          const engine = performance
            .getEntriesByName(measure)
            .reduce((total, entry) => total + entry.duration, 0);
          return { result, millis, engineMillis: engine };
        },
        { steps: chain, url: `${BLANK_PAGE}/photo.jpg`, measure: ENGINE_MEASURE },
      );
      return read.then((done) => ({
        ...done,
        phoneMillis: done.millis + (CPU_SLOWDOWN - 1) * done.engineMillis,
      }));
    },
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
