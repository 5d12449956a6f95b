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

/**
 * HTML to A4 PDF through Chromium, the only renderer tried here that lays out Arabic right. One
 * browser is started on first use and shared; each document gets its own page.
 */
export function createPdfRenderer(): TPdfRenderer {
  let browser: Promise<Browser> | undefined;
  return {
    render: async (html) => {
      browser ??= launchChromium();
      const page = await (await browser).newPage();
      try {
        await page.setContent(html, { waitUntil: 'load' });
        // Runs in the page: wait until the embedded fonts are decoded before printing.
        await page.evaluate('document.fonts.ready.then(() => true)');
        return await page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: '14mm', bottom: '14mm', left: '12mm', right: '12mm' },
        });
      } finally {
        await page.close();
      }
    },
    close: async () => {
      if (browser) await (await browser).close().catch(() => undefined);
      browser = undefined;
    },
  };
}
