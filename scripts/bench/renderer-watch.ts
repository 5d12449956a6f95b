import { setTimeout as sleep } from 'node:timers/promises';
import { ZHealthAnswer, type THealthAnswer } from '@bi/domain';
import { expectStatus, httpClient } from './http-client';

/** Often enough to see a burst's peak, rarely enough to cost the server nothing it would notice. */
const POLL_MILLIS = 500;

export type TRendererPeak = { pagesOpen: number; waiting: number };

export type TPagesAfter = {
  /** Chromium pages still open when the time was up, or when none was left. */
  pagesOpen: number;
  /** How long after the last journey the last page closed; null if some were still open. */
  closedAfterMillis: number | null;
};

async function documentsLoad(base: string): Promise<THealthAnswer['documents']> {
  const client = httpClient(base, 1);
  try {
    const answer = expectStatus(await client.send({ path: '/api/health' }), 'health');
    return ZHealthAnswer.parse(JSON.parse(answer.text)).documents;
  } finally {
    client.close();
  }
}

/**
 * Polls the server's health while a load runs, as its operator would see it: `stop` answers the most
 * Chromium pages it held open at once and the longest waiting line its renderer had.
 */
export function watchRenderer(base: string): { stop: () => Promise<TRendererPeak> } {
  const peak: TRendererPeak = { pagesOpen: 0, waiting: 0 };
  let watching = true;
  const polling = (async () => {
    while (watching) {
      const load = await documentsLoad(base);
      peak.pagesOpen = Math.max(peak.pagesOpen, load.pagesOpen);
      peak.waiting = Math.max(peak.waiting, load.waiting);
      await sleep(POLL_MILLIS);
    }
  })();
  // A failed poll is thrown by `stop`, not left to crash the bench while the load still runs.
  polling.catch(() => undefined);
  return {
    stop: async () => {
      watching = false;
      await polling;
      return peak;
    },
  };
}

/**
 * From the last journey answered (`lastJourney`, on `performance.now()`'s clock), polls until the
 * renderer holds no page open or `withinMillis` have passed.
 */
export async function pagesAfterLastJourney(
  base: string,
  lastJourney: number,
  withinMillis: number,
): Promise<TPagesAfter> {
  for (;;) {
    const { pagesOpen } = await documentsLoad(base);
    const waited = performance.now() - lastJourney;
    if (pagesOpen === 0) return { pagesOpen, closedAfterMillis: waited };
    if (waited >= withinMillis) return { pagesOpen, closedAfterMillis: null };
    await sleep(Math.min(POLL_MILLIS, withinMillis - waited));
  }
}
