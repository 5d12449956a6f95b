import { launchChromium } from '@bi/chromium';
import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../test/pdf-reading';
import { createPdfRenderer, type TPdfRenderer } from './pdf-renderer';

const HTML = '<!doctype html><html><body><p>Attestation</p></body></html>';

/** A browser that opens pages whose content never finishes loading, as a wedged Chromium does. */
const hangingBrowser = () =>
  ({
    newPage: async () => ({
      setContent: () => new Promise(() => undefined),
      close: async () => undefined,
    }),
    on: () => undefined,
    close: async () => undefined,
  }) as unknown as Browser;

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
    renderer = createPdfRenderer({ launch });
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
});
