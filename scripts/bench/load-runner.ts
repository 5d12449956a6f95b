import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TLoadOptions, TLoadResult } from './http-load';

/** What the load caller does: the bare endpoint's route, or one of our calls (see load-caller.ts). */
export type TScenario = 'bare' | 'public' | 'quote' | 'list' | 'journey';

export type TLoadPlan = {
  base: string;
  scenario: TScenario;
  callers: number;
  /** Run first and not counted: connections opened, code compiled, Chromium started. */
  warmUp: TLoadOptions['until'];
  until: TLoadOptions['until'];
  /** The store key the gateway signs its callbacks with (journeys only). */
  storeKey?: string;
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const CALLER = path.join(import.meta.dirname, 'load-caller.ts');

/**
 * Runs a plan in a process of its own: callers in the server's process would take its event loop
 * and its core, and be counted against the server, the bare endpoint and ours alike.
 */
export function runLoadCaller(plan: TLoadPlan): Promise<TLoadResult> {
  const caller = spawn(process.execPath, ['--import', 'tsx', CALLER], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, LOAD_PLAN: JSON.stringify(plan) },
  });
  return new Promise((resolve, reject) => {
    let result: TLoadResult | undefined;
    caller.on('message', (message) => (result = message as TLoadResult));
    caller.on('error', reject);
    caller.on('exit', (code) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`the load caller (${plan.scenario}) stopped with exit ${code} and no result`));
    });
  });
}
