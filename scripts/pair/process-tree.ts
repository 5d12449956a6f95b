import { readdirSync, readFileSync } from 'node:fs';

/** The parent of a process, from /proc; undefined once it is gone. */
function parentOf(pid: string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * Every process started below `root`. Playwright starts Chromium in a process group of its own, so
 * signalling the API's group would leave the browser behind, orphaned, when the API dies.
 */
export function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(entry);
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Signals a process and everything it started, as a machine that fails takes them all at once. */
export function signalTree(root: number, signal: NodeJS.Signals): void {
  for (const pid of [root, ...descendantsOf(root)]) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone between the listing and the signal.
    }
  }
}
