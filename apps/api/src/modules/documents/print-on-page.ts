import type { Browser, Page } from 'playwright-core';

export type TPooledPage = { page: Page; uses: number };

export type TPrintOutcome =
  { printed: true; pdf: Buffer; pooled: TPooledPage } | { printed: false; error: unknown };

/**
 * Prints one document on the page given, or on a new one, within `timeoutMs` counted from here: the
 * time spent waiting for a page to be free is not the document's. A page that failed or ran out of time
 * is closed (a page still opening when the time ran out is closed once it opens), and only that page:
 * the browser and the documents printing beside it are left alone.
 */
export async function printOnPage(
  browser: Browser,
  idle: TPooledPage | undefined,
  html: string,
  timeoutMs: number,
): Promise<TPrintOutcome> {
  let pooled = idle;
  let abandoned = false;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`PDF rendering took more than ${timeoutMs} ms`)), timeoutMs);
  });
  const print = async () => {
    if (!pooled) {
      const page = await browser.newPage();
      if (abandoned) {
        await page.close().catch(() => undefined);
        throw new Error('page opened after its document was given up');
      }
      pooled = { page, uses: 0 };
    }
    const { page } = pooled;
    // The whole document is replaced: nothing of the previous one stays on a page used again.
    await page.setContent(html, { waitUntil: 'load' });
    // Runs in the page: wait until the embedded fonts are decoded before printing.
    await page.evaluate('document.fonts.ready.then(() => true)');
    return page.pdf({
      format: 'A4',
      printBackground: true,
      margin: { top: '14mm', bottom: '14mm', left: '12mm', right: '12mm' },
    });
  };
  try {
    const pdf = await Promise.race([print(), timedOut]);
    const done = pooled as TPooledPage;
    done.uses += 1;
    return { printed: true, pdf, pooled: done };
  } catch (error) {
    abandoned = true;
    await pooled?.page.close().catch(() => undefined);
    return { printed: false, error };
  } finally {
    clearTimeout(timer);
  }
}
