import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inflateOnce, takeOverIfHolderGone } from './inflate-once';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bi-inflate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for the package's inflation: writes the binary in pieces, over several turns. */
function slowInflate() {
  const calls: string[] = [];
  const inflate = async () => {
    const binary = path.join(dir, 'chromium');
    calls.push(binary);
    writeFileSync(binary, 'half');
    for (let turn = 0; turn < 20; turn += 1) await nextTurn();
    writeFileSync(binary, 'whole browser');
    return binary;
  };
  return { calls, inflate };
}

describe('inflateOnce', () => {
  it('inflates once when processes start together, and none gets the binary before it is whole', async () => {
    const { calls, inflate } = slowInflate();
    const binaries = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const binary = await inflateOnce({ dir, version: '143.0.4', alsoWritten: [], inflate });
        return readFileSync(binary, 'utf8');
      }),
    );
    expect(calls).toHaveLength(1);
    expect(binaries).toEqual(['whole browser', 'whole browser', 'whole browser']);
    expect(existsSync(path.join(dir, 'chromium.lock'))).toBe(false);
  });

  it('inflates again over a binary never marked whole (a process killed half-way), or of another version', async () => {
    writeFileSync(path.join(dir, 'chromium'), 'half');
    const first = slowInflate();
    await inflateOnce({ dir, version: '143.0.4', alsoWritten: [], inflate: first.inflate });
    expect(first.calls).toHaveLength(1);

    const same = slowInflate();
    await inflateOnce({ dir, version: '143.0.4', alsoWritten: [], inflate: same.inflate });
    expect(same.calls).toHaveLength(0);

    const upgraded = slowInflate();
    await inflateOnce({ dir, version: '144.0.0', alsoWritten: [], inflate: upgraded.inflate });
    expect(upgraded.calls).toHaveLength(1);
  });

  it('takes over a lock whose holder died while inflating', async () => {
    const lock = path.join(dir, 'chromium.lock');
    mkdirSync(lock);
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(lock, 'pid'), String(gone));
    const { calls, inflate } = slowInflate();
    const binary = await inflateOnce({ dir, version: '143.0.4', alsoWritten: [], inflate });
    expect(readFileSync(binary, 'utf8')).toBe('whole browser');
    expect(calls).toHaveLength(1);
  });

  it('removes what an earlier inflation left beside the binary, which the package would keep', async () => {
    mkdirSync(path.join(dir, 'fonts'));
    writeFileSync(path.join(dir, 'fonts', 'old.ttf'), 'old');
    writeFileSync(path.join(dir, 'libGLESv2.so'), 'old');
    const { inflate } = slowInflate();
    await inflateOnce({ dir, version: '143.0.4', alsoWritten: ['fonts', 'libGLESv2.so'], inflate });
    expect(existsSync(path.join(dir, 'fonts'))).toBe(false);
    expect(existsSync(path.join(dir, 'libGLESv2.so'))).toBe(false);
  });

  it('fails at once when the folder cannot hold a lock, rather than waiting for one', async () => {
    const missing = path.join(dir, 'missing');
    await expect(
      inflateOnce({ dir: missing, version: '143.0.4', alsoWritten: [], inflate: slowInflate().inflate }),
    ).rejects.toThrow(/ENOENT/);
  });

  it('leaves no lock and no mark when inflating fails, so the next process tries again', async () => {
    await expect(
      inflateOnce({
        dir,
        version: '143.0.4',
        alsoWritten: [],
        inflate: () => Promise.reject(new Error('disk full')),
      }),
    ).rejects.toThrow('disk full');
    expect(existsSync(path.join(dir, 'chromium.lock'))).toBe(false);
    expect(existsSync(path.join(dir, 'chromium.whole'))).toBe(false);
  });
});

describe('taking over the lock of a dead holder', () => {
  /** A lock folder, as `inflateOnce` makes it, held by `pid`. */
  const lockHeldBy = (name: string, pid: number) => {
    const lock = path.join(dir, name);
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(pid));
    return lock;
  };
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

  it('removes the lock of a dead holder, and its own takeover lock after', () => {
    const lock = lockHeldBy('chromium.lock', deadPid());
    takeOverIfHolderGone(lock);
    expect(existsSync(lock)).toBe(false);
    expect(existsSync(`${lock}.takeover`)).toBe(false);
  });

  it('keeps a lock whose holder lives', () => {
    const lock = lockHeldBy('chromium.lock', process.pid);
    takeOverIfHolderGone(lock);
    expect(existsSync(lock)).toBe(true);
  });

  it('leaves the lock alone while another waiter is taking it over, as that waiter may have retaken it', () => {
    const lock = lockHeldBy('chromium.lock', deadPid());
    lockHeldBy('chromium.lock.takeover', process.pid);
    takeOverIfHolderGone(lock);
    expect(existsSync(lock)).toBe(true);
    expect(existsSync(`${lock}.takeover`)).toBe(true);
  });

  it('clears a takeover left by a process killed inside it, then takes over on the next try', () => {
    const lock = lockHeldBy('chromium.lock', deadPid());
    const takeover = lockHeldBy('chromium.lock.takeover', deadPid());
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(takeover, minuteAgo, minuteAgo);
    takeOverIfHolderGone(lock);
    expect(existsSync(takeover)).toBe(false);
    takeOverIfHolderGone(lock);
    expect(existsSync(lock)).toBe(false);
  });
});
