import type { TBudgetCheck } from './budget-check';
import type { TFaultLog } from './faults';
import type { TCheck, TJourneyStates } from './invariants';
import type { TJourneyResult } from './journey';
import type { TTally } from './proxy-client';

/** Breaches shown per rule; the count says how many there were. */
const EXAMPLES = 5;

const line = (label: string, value: string | number) => console.log(`  ${label.padEnd(26)} ${value}`);

/** The run's counts, then each rule with its breaches. */
export function printReport(run: {
  seconds: { journeys: number; total: number };
  journeys: TJourneyResult[];
  states: TJourneyStates;
  tally: TTally;
  faults: TFaultLog;
  budget: TBudgetCheck;
  outbox: { unsent: number; leased: number; seconds: number };
  checks: TCheck[];
}) {
  const stopped = run.journeys.filter((journey) => !journey.signed);
  const reasons = new Map<string, number>();
  for (const journey of stopped)
    reasons.set(journey.stoppedBy ?? '', (reasons.get(journey.stoppedBy ?? '') ?? 0) + 1);
  const sum = (pick: (journey: TJourneyResult) => number) =>
    run.journeys.reduce((total, journey) => total + pick(journey), 0);
  const answers = [...run.tally]
    .sort(([one], [other]) => one.localeCompare(other))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

  console.log(
    `\nchaos: ${run.journeys.length} journeys in ${run.seconds.journeys.toFixed(0)} s (the whole run ${run.seconds.total.toFixed(0)} s)`,
  );
  line('journeys signed', run.states.signed);
  line('resumable', run.states.resumable);
  line('not started (nothing kept)', run.states.notStarted);
  for (const [reason, count] of reasons) line(`  stopped ×${count}`, reason);
  line(
    'calls retried',
    sum((journey) => journey.retries),
  );
  line(
    're-reads after a surprise',
    sum((journey) => journey.surprises),
  );
  line('instances killed (-9)', run.faults.kills);
  line('connection cuts', `${run.faults.cuts} (${run.faults.connectionsEnded} connections ended)`);
  for (const missed of run.faults.missed) line('  missed', missed);
  line('answers by status', answers);
  line('request budget', `${run.budget.ok ? 'shared' : 'NOT SHARED'}: ${run.budget.summary}`);
  line(
    'outbox',
    run.outbox.unsent === 0
      ? `every message sent (${run.outbox.seconds.toFixed(0)} s after the journeys)`
      : `${run.outbox.unsent} not sent when the time ran out, ${run.outbox.leased} of them within a killed instance's lease`,
  );
  console.log('checks:');
  for (const check of run.checks) {
    console.log(`  ${check.breaches.length === 0 ? 'ok  ' : 'FAIL'} ${check.rule}`);
    for (const breach of check.breaches.slice(0, EXAMPLES)) console.log(`         ${breach}`);
    if (check.breaches.length > EXAMPLES) console.log(`         … ${check.breaches.length - EXAMPLES} more`);
  }
}
