import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const GIVE_UP_MS = 180_000;
const POLL_MS = 100;
/** A takeover lasts microseconds: one this old was left by a process killed inside it. */
const STALE_TAKEOVER_MS = 10_000;

type TInflateOnce = {
  /** The folder the browser is inflated into (the package always uses the system's temp folder). */
  dir: string;
  /** What makes one inflated browser differ from another: the package's version. */
  version: string;
  /** Besides the binary, what inflating writes in `dir` and would keep if it were there already. */
  alsoWritten: readonly string[];
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

/** The lock is a folder (made atomically) holding the pid of its holder. */
function tryLock(lock: string) {
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeFileSync(path.join(lock, 'pid'), String(process.pid));
  return true;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Held by a process that is gone (killed while inflating): one on this machine, as the folder is. */
function holderIsGone(lock: string) {
  const pid = Number(readOrNull(path.join(lock, 'pid')));
  // No pid yet: its holder is between making the folder and writing it.
  return Number.isInteger(pid) && pid > 0 && !isAlive(pid);
}

const ageMs = (file: string) => {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/**
 * Removes a lock whose holder is dead. Two waiters could both read the dead pid, and the second remove
 * the lock the first had taken since; so the pid is read again, and the lock removed, only under a
 * second lock, by one waiter at a time. A takeover lock left by a process killed inside it is cleared
 * by age, and that clearing could itself race: it would take a crash inside a takeover, which lasts
 * microseconds, and then two waiters clearing at the same moment, to let two processes inflate at once.
 */
export function takeOverIfHolderGone(lock: string): void {
  const takeover = `${lock}.takeover`;
  if (!tryLock(takeover)) {
    if (ageMs(takeover) > STALE_TAKEOVER_MS) rmSync(takeover, { recursive: true, force: true });
    return;
  }
  try {
    if (holderIsGone(lock)) rmSync(lock, { recursive: true, force: true });
  } finally {
    rmSync(takeover, { recursive: true, force: true });
  }
}

/**
 * `@sparticuz/chromium` inflates its browser into the temp folder on first use and takes whatever it
 * finds there as whole. On a fresh machine two processes starting at once (two test workers, or the
 * server beside a test) ran the binary while the other was still writing it (`spawn ETXTBSY`), and a
 * process killed half-way would leave a broken browser for every later run, as would an upgrade of the
 * package. Here one process at a time inflates it, under a lock folder, and marks it whole with the
 * version inflated; the others wait for that mark, and take the lock over when its holder is dead.
 */
export async function inflateOnce({ dir, version, alsoWritten, inflate }: TInflateOnce): Promise<string> {
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
        for (const stale of ['chromium.whole', 'chromium', ...alsoWritten]) {
          rmSync(path.join(dir, stale), { recursive: true, force: true });
        }
        const inflated = await inflate();
        writeFileSync(mark, version);
        return inflated;
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
    takeOverIfHolderGone(lock);
    if (Date.now() > deadline) {
      throw new Error(`Chromium was not inflated into ${dir} within ${GIVE_UP_MS / 1000} s (lock ${lock})`);
    }
    await sleep(POLL_MS);
  }
}
