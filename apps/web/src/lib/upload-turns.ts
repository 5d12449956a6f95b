/**
 * Uploads take turns: no more than `limit` are sent at once, the others wait, in the order they were
 * chosen. A slot freed goes straight to the next in line, so the limit holds at every moment. A wait
 * stopped by its signal leaves the line and holds no slot.
 */
export function uploadTurns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const turn = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (running < limit) {
        running += 1;
        return resolve();
      }
      const go = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(signal?.reason);
      };
      waiting.push(go);
      signal?.addEventListener('abort', leave, { once: true });
    });

  /** Runs `task` in its turn; its slot is freed however it ends. */
  return async <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    await turn(signal);
    try {
      return await task();
    } finally {
      release();
    }
  };
}
