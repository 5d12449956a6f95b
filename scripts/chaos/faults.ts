import { setTimeout as sleep } from 'node:timers/promises';
import type { TPair } from '../pair/pair';

export type TFaultLog = { kills: number; cuts: number; connectionsEnded: number; missed: string[] };

const percent = (share: number) => `${Math.round(share * 100)} %`;

/**
 * `kills` kill -9 of a random instance, each started again after a random pause, and one cut of every
 * database connection, each when the journeys have passed a random share of their milestones: a kill
 * in each slice of 5 % to 75 %, the cut between 15 % and 60 %, so they land while journeys are under
 * way whatever their number. A fault the journeys outran is reported as missed.
 */
export async function runFaults(options: {
  pair: TPair;
  kills: number;
  cutConnections: () => Promise<number>;
  /** The share of the journeys' milestones passed, 0 to 1. */
  progress: () => number;
  /** Whether every journey is over. */
  over: () => boolean;
}): Promise<TFaultLog> {
  const { pair } = options;
  const log: TFaultLog = { kills: 0, cuts: 0, connectionsEnded: 0, missed: [] };
  const say = (what: string) =>
    console.log(`chaos: at ${percent(options.progress())} of the milestones, ${what}`);
  /** Until the journeys pass `at`; false when they were over first. */
  const reach = async (at: number, fault: string) => {
    while (options.progress() < at && !options.over()) await sleep(100);
    if (!options.over()) return true;
    log.missed.push(`${fault} (due at ${percent(at)}): the journeys were over`);
    return false;
  };

  // One instance down at a time, so that the proxy always has one: a kill waits for the last restart.
  const kills = async () => {
    for (let slice = 0; slice < options.kills; slice += 1) {
      if (!(await reach(0.05 + ((slice + Math.random()) * 0.7) / options.kills, `kill ${slice + 1}`)))
        continue;
      const index = Math.floor(Math.random() * pair.instances.length);
      const instance = pair.instances[index]!;
      say(`kill -9 ${instance.name} (pid ${instance.pid})`);
      await pair.kill(index);
      log.kills += 1;
      const killedAt = Date.now();
      await sleep(500 + Math.random() * 2_500);
      await pair.restart(index);
      const seconds = ((Date.now() - killedAt) / 1000).toFixed(1);
      console.log(`chaos: ${instance.name} serving again ${seconds} s after its kill`);
    }
  };
  // The cut keeps its own time: it may come while an instance is down, as it would.
  const cut = async () => {
    if (!(await reach(0.15 + Math.random() * 0.45, 'connection cut'))) return;
    const ended = await options.cutConnections();
    log.cuts += 1;
    log.connectionsEnded += ended;
    say(`every PostgreSQL connection of the app cut (${ended} ended)`);
  };
  await Promise.all([kills(), cut()]);
  return log;
}
