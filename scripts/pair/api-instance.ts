import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { signalTree } from './process-tree';
import { waitForHealth } from './wait-for-health';

const root = path.resolve(import.meta.dirname, '../..');
/** Migrations and the first import of the API through tsx, on a busy machine. */
const START_TIMEOUT_MS = 120_000;
/** server.ts gives requests in flight 10 s on SIGTERM; past that it is killed. */
const STOP_TIMEOUT_MS = 12_000;

/** Where an instance's output goes: the terminal, each line prefixed by the instance, or a log file. */
export type TOutput = 'terminal' | { file: string };

export type TApiInstance = {
  readonly name: string;
  readonly url: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Starts the server and resolves once its /api/health answers. */
  start: () => Promise<void>;
  /** kill -9 of the process and everything it started (its Chromium), as when a machine fails. */
  kill: () => Promise<void>;
  /** SIGTERM: requests in flight finish, then the process exits. */
  stop: () => Promise<void>;
  /** Called when the process exits without being asked to. */
  onUnexpectedExit: (listener: (why: string) => void) => void;
};

/** Prefixes each line of the child's output with the instance's name on this terminal. */
function prefixLines(child: ChildProcess, name: string) {
  for (const stream of [child.stdout!, child.stderr!])
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
}

/** The end of an instance's log, so that a run on a machine left behind (CI) says why it failed. */
function lastLines(file: string, count = 15) {
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count);
  return `its output is in ${file}, ending:\n${lines.join('\n')}`;
}

/** One API process (`apps/api/src/server.ts`) on 127.0.0.1:`port`, with its environment. */
export function apiInstance(options: {
  port: number;
  env: Record<string, string>;
  output: TOutput;
}): TApiInstance {
  const name = `api:${options.port}`;
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let exitReason: string | undefined;
  let expected = false;
  const listeners: ((why: string) => void)[] = [];

  async function start() {
    expected = false;
    exitReason = undefined;
    // A log file is handed to the process itself, which writes to it directly.
    const log = options.output === 'terminal' ? 'pipe' : openSync(options.output.file, 'a');
    const started = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: { ...process.env, ...options.env, HOST: '127.0.0.1', PORT: String(options.port) },
      stdio: ['ignore', log, log],
    });
    if (typeof log === 'number') closeSync(log);
    else prefixLines(started, name);
    child = started;
    exited = new Promise((resolve) =>
      started.once('exit', (code, signal) => {
        exitReason = signal ? `killed by ${signal}` : `exited with code ${code}`;
        if (!expected) for (const listener of listeners) listener(exitReason);
        resolve();
      }),
    );
    const where = () =>
      options.output === 'terminal' ? 'its output is above' : lastLines(options.output.file);
    await waitForHealth(url, {
      timeoutMs: START_TIMEOUT_MS,
      gone: () => exitReason && `${name} ${exitReason} (${where()})`,
    });
  }

  async function kill() {
    if (!child || exitReason) return;
    expected = true;
    signalTree(child.pid!, 'SIGKILL');
    await exited;
  }

  async function stop() {
    if (!child || exitReason) return;
    expected = true;
    child.kill('SIGTERM');
    const timer = setTimeout(() => signalTree(child!.pid!, 'SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  return {
    name,
    url,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined && exitReason === undefined;
    },
    start,
    kill,
    stop,
    onUnexpectedExit: (listener) => listeners.push(listener),
  };
}
