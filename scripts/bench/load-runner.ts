import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TLoadOptions, TLoadResult } from './http-load';

/**
 * What the load caller does: a bare endpoint's route (a constant answer, or two primary-key reads), or
 * one of our calls (see load-caller.ts).
 */
export type TScenario = 'bare' | 'bare-reads' | 'public' | 'quote' | 'detail' | 'list' | 'journey';

export type TLoadPlan = {
  /** Our app, or a bare endpoint for 'bare'. */
  base: string;
  /**
   * One scenario; several are run in turn, a slice of `until` each, `slices` times over, so that what
   * else the machine is doing weighs on each of them alike.
   */
  scenarios: TScenario[];
  slices?: number;
  callers: number;
  /** Run first and not counted: connections opened, code compiled, Chromium started. */
  warmUp: TLoadOptions['until'];
  until: TLoadOptions['until'];
  /** The store key the gateway signs its callbacks with (the journeys, and the list's contracts). */
  storeKey?: string;
  /** The bare reads' endpoint (bare-reads only): their session and subscription are made on `base`. */
  bareBase?: string;
};

/** Over the counted journeys only. */
export type TJourneyFigures = {
  paymentToSignatureP50Millis: number;
  paymentToSignatureP99Millis: number;
  /** Signing calls sent again after a 503 with a Retry-After. */
  busyRetries: number;
};

export type TCallerResult = TLoadResult & { journeys?: TJourneyFigures };

export type TCallerResults = Partial<Record<TScenario, TCallerResult>>;

const ROOT = path.resolve(import.meta.dirname, '../..');
const CALLER = path.join(import.meta.dirname, 'load-caller.ts');

/**
 * Runs a plan in a process of its own: callers in the server's process would take its event loop
 * and its core, and be counted against the server, the bare endpoint and ours alike. Answers each
 * scenario's result.
 */
export function runLoadCallers(plan: TLoadPlan): Promise<TCallerResults> {
  const caller = spawn(process.execPath, ['--import', 'tsx', CALLER], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, LOAD_PLAN: JSON.stringify(plan) },
  });
  return new Promise((resolve, reject) => {
    let results: TCallerResults | undefined;
    caller.on('message', (message) => (results = message as TCallerResults));
    caller.on('error', reject);
    caller.on('exit', (code) => {
      if (code === 0 && results) resolve(results);
      else
        reject(
          new Error(`the load caller (${plan.scenarios.join(', ')}) stopped with exit ${code} and no result`),
        );
    });
  });
}

/** One scenario's plan, run alone. */
export async function runLoadCaller(
  plan: Omit<TLoadPlan, 'scenarios' | 'slices'> & { scenario: TScenario },
): Promise<TCallerResult> {
  const { scenario, ...rest } = plan;
  const result = (await runLoadCallers({ ...rest, scenarios: [scenario] }))[scenario];
  if (!result) throw new Error(`the load caller answered nothing for ${scenario}`);
  return result;
}
