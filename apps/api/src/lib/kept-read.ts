import { machineNow } from './clock';

export type TKeptRead<T> = {
  /** The value kept, or a new read once `ttlMs` has passed since the last one. */
  get(): Promise<T>;
  /** Read again at the next call: this instance just changed what it reads. */
  forget(): void;
};

/**
 * A read of data that changes rarely, and only by an administrator, kept in this instance's memory.
 * The promise is shared, so a burst of calls after expiry reads once; another instance's change is
 * seen within `ttlMs`, the instance that made it forgets at once.
 */
export function keptRead<T>(read: () => Promise<T>, ttlMs: number): TKeptRead<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return {
    get: () => {
      const now = machineNow().getTime();
      if (!cached || now - cached.at > ttlMs) {
        const value = read();
        const entry = { at: now, value };
        cached = entry;
        // A failed read is not kept: the next call tries the database again.
        value.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.value;
    },
    forget: () => {
      cached = undefined;
    },
  };
}
