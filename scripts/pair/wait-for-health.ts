import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Until `url/api/health` answers 200: the database reached, migrations applied. Gives up when the
 * process serving it is gone (`gone` says why) or after `timeoutMs`.
 */
export async function waitForHealth(
  url: string,
  options: { timeoutMs: number; gone?: () => string | undefined },
): Promise<void> {
  const until = Date.now() + options.timeoutMs;
  let last = 'no answer';
  while (Date.now() < until) {
    const gone = options.gone?.();
    if (gone) throw new Error(`${url} will not answer: ${gone}`);
    try {
      const answer = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (answer.status === 200) return;
      last = `HTTP ${answer.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(250);
  }
  throw new Error(`${url}/api/health did not answer 200 within ${options.timeoutMs / 1000} s (${last})`);
}
