import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock older than this was left by a process that died while inflating: inflating takes seconds. */
const STALE_LOCK_MS = 120_000;
const GIVE_UP_MS = 180_000;
const POLL_MS = 100;

type TInflateOnce = {
  /** The folder the browser is inflated into (the package always uses the system's temp folder). */
  dir: string;
  /** What makes one inflated browser differ from another: the package's version. */
  version: string;
  /** Inflates the browser into `dir` and answers the path of its binary. */
  inflate: () => Promise<string>;
};

const readOrNull = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

const lockAge = (lock: string) => {
  try {
    return Date.now() - statSync(lock).mtimeMs;
  } catch {
    return 0;
  }
};

function tryLock(lock: string) {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

/**
 * `@sparticuz/chromium` inflates its browser into the temp folder on first use and takes any binary it
 * finds there as whole. On a fresh machine two processes starting at once (two test workers, or the
 * server beside a test) ran the binary while the other was still writing it (`spawn ETXTBSY`), and a
 * process killed half-way would leave a broken browser for every later run, as would an upgrade of the
 * package. Here one process at a time inflates it, under a lock folder, and marks it whole with the
 * version inflated; the others wait for that mark.
 */
export async function inflateOnce({ dir, version, inflate }: TInflateOnce): Promise<string> {
  const binary = path.join(dir, 'chromium');
  const mark = path.join(dir, 'chromium.whole');
  const lock = path.join(dir, 'chromium.lock');
  const isWhole = () => existsSync(binary) && readOrNull(mark) === version;
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    if (isWhole()) return binary;
    if (tryLock(lock)) {
      try {
        if (isWhole()) return binary;
        // Whatever is there was not marked whole: half written, or another version.
        rmSync(mark, { force: true });
        rmSync(binary, { force: true });
        const inflated = await inflate();
        writeFileSync(mark, version);
        return inflated;
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
    if (lockAge(lock) > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
    if (Date.now() > deadline) {
      throw new Error(`Chromium was not inflated into ${dir} within ${GIVE_UP_MS / 1000} s (lock ${lock})`);
    }
    await sleep(POLL_MS);
  }
}
