import { launchChromium } from '@bi/chromium';
import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceBusy } from '../../lib/app-error';
import { pdfText } from '../../test/pdf-reading';
import { createPdfRenderer, type TPdfRenderer } from './pdf-renderer';

const HTML = '<!doctype html><html><body><p>Attestation</p></body></html>';

/**
 * A browser whose pages print what `printFor` answers, in the order they are opened, and which counts
 * what it is asked: pages open at once, pages closed, whether it was closed itself.
 */
function fakeBrowser(printFor: (pageNumber: number) => Promise<Buffer>) {
  const seen = { opened: 0, open: 0, mostOpen: 0, pagesClosed: 0, browserClosed: false };
  const browser = {
    newPage: async () => {
      seen.opened += 1;
      seen.open += 1;
      seen.mostOpen = Math.max(seen.mostOpen, seen.open);
      const pageNumber = seen.opened;
      return {
        setContent: async () => undefined,
        evaluate: async () => true,
        pdf: () => printFor(pageNumber),
        close: async () => {
          seen.open -= 1;
          seen.pagesClosed += 1;
        },
      };
    },
    on: () => undefined,
    isConnected: () => !seen.browserClosed,
    contexts: () => Array.from({ length: seen.open }),
    close: async () => {
      seen.browserClosed = true;
    },
  } as unknown as Browser;
  return { browser, seen };
}

const never = () => new Promise<Buffer>(() => undefined);
const soon = (ms = 20) =>
  new Promise<Buffer>((resolve) => setTimeout(() => resolve(Buffer.from('%PDF-')), ms));

/** A browser that opens pages whose content never finishes loading, as a wedged Chromium does. */
const hangingBrowser = () => fakeBrowser(never).browser;

let renderer: TPdfRenderer | undefined;
afterEach(() => renderer?.close());

describe('the PDF renderer', () => {
  it('starts the browser again after a failed start instead of keeping the failure', async () => {
    const launch = vi
      .fn<() => Promise<Browser>>()
      .mockRejectedValueOnce(new Error('chromium did not start'))
      .mockImplementation(launchChromium);
    renderer = createPdfRenderer({ launch });
    const pdf = await renderer.render(HTML);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(launch).toHaveBeenCalledTimes(2);
  });

  it('gives up on a render that hangs and prints on a fresh browser', async () => {
    const launch = vi
      .fn<() => Promise<Browser>>()
      .mockResolvedValueOnce(hangingBrowser())
      .mockImplementation(launchChromium);
    renderer = createPdfRenderer({ launch, timeoutMs: 5_000 });
    const pdf = await renderer.render(HTML);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(launch).toHaveBeenCalledTimes(2);
  });

  it('prints the next document on the page the last one used, and nothing of the last one stays', async () => {
    let pagesOpened = 0;
    const launch = async () => {
      const browser = await launchChromium();
      const newPage = browser.newPage.bind(browser);
      browser.newPage = (...args) => {
        pagesOpened += 1;
        return newPage(...args);
      };
      return browser;
    };
    renderer = createPdfRenderer({ launch, pages: 2 });
    const first = await pdfText(await renderer.render(HTML));
    const second = await pdfText(
      await renderer.render('<!doctype html><html><body><p>Contrat</p></body></html>'),
    );
    expect(first).toContain('Attestation');
    expect(second).toContain('Contrat');
    expect(second).not.toContain('Attestation');
    expect(pagesOpened).toBe(1);
    // Two at once each get a page of their own.
    await Promise.all([renderer.render(HTML), renderer.render(HTML)]);
    expect(pagesOpened).toBe(2);
  });

  it('refuses, rather than waits, when every browser hangs', async () => {
    renderer = createPdfRenderer({ launch: async () => hangingBrowser(), timeoutMs: 50 });
    await expect(renderer.render(HTML)).rejects.toThrow(/more than 50 ms/);
  });

  it('prints no more documents at once than it has pages, the others waiting their turn', async () => {
    const { browser, seen } = fakeBrowser(() => soon());
    renderer = createPdfRenderer({ launch: async () => browser, pages: 2, queueLimit: 10 });
    const pdfs = await Promise.all(Array.from({ length: 8 }, () => renderer!.render(HTML)));
    expect(pdfs).toHaveLength(8);
    expect(seen.mostOpen).toBe(2);
    expect(seen.opened).toBe(2);
    expect(renderer.load()).toEqual({ rendering: 0, waiting: 0, pagesOpen: 2 });
  });

  it('answers busy, with when to come back, past its waiting line, and prints those it took', async () => {
    const { browser } = fakeBrowser(() => soon(50));
    renderer = createPdfRenderer({ launch: async () => browser, pages: 1, queueLimit: 2 });
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => renderer!.render(HTML)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const refusal = (outcomes[3] as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(ServiceBusy);
    expect(refusal).toMatchObject({ status: 503, key: 'http.documentsBusy' });
    expect(refusal.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('closes only the page of a document that hangs, never the browser others print on', async () => {
    vi.useFakeTimers();
    try {
      // The first page hangs; the second prints when told to; any later one at once.
      let printSecond = (_pdf: Buffer) => undefined as void;
      const second = new Promise<Buffer>((resolve) => (printSecond = resolve));
      const pdfOf = (pageNumber: number) =>
        pageNumber === 1 ? never() : pageNumber === 2 ? second : Promise.resolve(Buffer.from('%PDF-'));
      const { browser, seen } = fakeBrowser(pdfOf);
      const launch = vi.fn(async () => browser);
      renderer = createPdfRenderer({ launch, pages: 2, timeoutMs: 400 });
      const stuck = renderer.render(HTML);
      await vi.advanceTimersByTimeAsync(100);
      const beside = renderer.render(HTML);
      // The stuck document's time runs out while the other is still printing on the same browser.
      await vi.advanceTimersByTimeAsync(300);
      expect(seen.pagesClosed).toBe(1);
      expect(seen.browserClosed).toBe(false);
      await expect(stuck).resolves.toBeInstanceOf(Buffer);
      printSecond(Buffer.from('%PDF-'));
      await expect(beside).resolves.toBeInstanceOf(Buffer);
      expect(seen.browserClosed).toBe(false);
      expect(launch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes its idle pages once nothing has been printed for a while', async () => {
    const { browser, seen } = fakeBrowser(() => soon(1));
    renderer = createPdfRenderer({ launch: async () => browser, pages: 2, idlePagesCloseMs: 100 });
    await Promise.all([renderer.render(HTML), renderer.render(HTML)]);
    expect(seen.open).toBe(2);
    await vi.waitFor(() => expect(seen.open).toBe(0), { timeout: 5_000 });
    expect(renderer.load().pagesOpen).toBe(0);
    await renderer.render(HTML);
    expect(seen.open).toBe(1);
  });
});
