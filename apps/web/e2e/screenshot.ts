import type { Page, PageScreenshotOptions } from 'playwright-core';

const ATTEMPTS = 5;

/**
 * Resolves when the page's CSS transitions have ended: a button just enabled or a dialog fading in is
 * half-way between two colours until then. Only transitions end; a spinner's animation runs forever.
 */
export const transitionsEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );

/**
 * `page.screenshot` once the transitions have ended, taken again when headless Chromium has no frame to
 * give yet ("Unable to capture screenshot", a known Chromium fault): it happened with two journey files
 * running at once on two cores. Each retry waits for the page to paint a frame.
 */
export async function screenshot(page: Page, options: PageScreenshotOptions = {}): Promise<Buffer> {
  await transitionsEnded(page);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.screenshot(options);
    } catch (error) {
      const noFrame = error instanceof Error && error.message.includes('Unable to capture screenshot');
      if (!noFrame || attempt === ATTEMPTS) throw error;
      // A page whose clock a test installed paints no frame until the clock moves: a second at most.
      await Promise.race([
        page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => painted(null)))),
        new Promise((waited) => setTimeout(waited, 1_000)),
      ]);
    }
  }
}
