import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runLoad } from './http-load';

describe('runLoad', () => {
  it('makes exactly the calls asked for, never more at once than there are callers', async () => {
    let running = 0;
    let most = 0;
    const result = await runLoad({
      callers: 3,
      until: { calls: 10 },
      call: async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(2);
        running -= 1;
      },
    });
    expect(result.calls).toBe(10);
    expect(most).toBe(3);
    expect(result.p50Millis).toBeGreaterThanOrEqual(1);
    expect(result.p99Millis).toBeGreaterThanOrEqual(result.p50Millis);
  });

  it('stops starting calls once the time is up', async () => {
    // Counted, not timed: each call takes about 5 ms (4 at least, as a timer may fire a little early),
    // so two callers stopping at 50 ms make 26 calls at most, and fewer on a busy machine; callers that
    // went on would never return.
    const result = await runLoad({ callers: 2, until: { seconds: 0.05 }, call: () => sleep(5) });
    expect(result.calls).toBeLessThanOrEqual(26);
    expect(result.calls).toBeGreaterThan(0);
    expect(result.perSecond).toBeGreaterThan(0);
  });
});
