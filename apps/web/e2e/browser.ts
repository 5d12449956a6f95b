import { launchChromium } from '@bi/chromium';
import axe from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { transitionsEnded } from './screenshot';

export const PHONE = { width: 360, height: 780 };

export const baseUrl = () => inject('baseUrl');

/** One browser per test file; each test gets a fresh context (no stored language, no session). */
export async function openBrowser(): Promise<{
  browser: Browser;
  newPage: () => Promise<{ page: Page; context: BrowserContext }>;
}> {
  const browser = await launchChromium();
  return {
    browser,
    newPage: async () => {
      const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl() });
      const page = await context.newPage();
      return { page, context };
    },
  };
}

/** axe-core in the page; only violations a person would be blocked or seriously hindered by. */
export async function seriousAccessibilityViolations(page: Page) {
  // A dialog still fading in has half-transparent text: axe would measure colours nobody reads.
  await transitionsEnded(page);
  // Evaluated through the DevTools protocol: the app's CSP rightly refuses an inline script tag.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The main heading once the client-side router has rendered the page. */
export const headingOf = async (page: Page, text: string) => {
  await page.getByRole('heading', { level: 1, name: text }).waitFor();
  return page.locator('h1').textContent();
};

/** True when the page is wider than the phone: the reader would have to scroll sideways. */
export const overflowsHorizontally = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** True when the element is wholly within the window, scrolled to: what a tap pointing at it must leave. */
export const inView = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

/**
 * The field labels and values cut short on screen (an ellipsis, or text scrolled out of its box): on a
 * phone the reader would not know what the field asks or what it holds. A value read whole in the
 * field's description (its helper text) is not cut.
 */
export const cutTexts = (page: Page) =>
  page.evaluate(() => {
    const described = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const fields = 'label, input:not([type=checkbox]):not([type=radio]):not([type=hidden])';
    return [...document.querySelectorAll<HTMLElement>(fields)]
      .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
      .filter(
        (element) => !(element instanceof HTMLInputElement && described(element).includes(element.value)),
      )
      .map((element) =>
        element instanceof HTMLInputElement ? `field "${element.value}"` : `label "${element.textContent}"`,
      );
  });

/**
 * Waits until the page has run the work already queued (React renders through the scheduler's
 * MessageChannel, which Playwright's fake clock leaves alone): an absence can then be asserted on a
 * condition, the page having caught up, rather than after a fixed time a busy machine may overrun.
 */
export const caughtUp = (page: Page) =>
  page.evaluate(async () => {
    for (let turn = 0; turn < 3; turn += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
