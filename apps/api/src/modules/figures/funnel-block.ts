import {
  ALL_STEPS_DONE,
  FUNNEL_STAGES,
  STOP_POINTS,
  stepOfStage,
  stopPointOf,
  type TStatut,
} from '@bi/domain';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { ofOffice, type TFiguresScope } from './figures-scope';
import { num, rowsOf, type TCell } from './rows-of';

type TGroup = { current_step: TCell; statut: TStatut; paid: boolean; signed: boolean; count: TCell };

/**
 * The subscriptions opened in the period, from what each row records (decision 054): the step it is at
 * (`current_step`, the next to do), its status, whether it was paid and signed. One query groups them by
 * those four facts (a few dozen groups at most); the stages are counted from the groups.
 */
export async function funnelBlock(db: TDatabase, scope: TFiguresScope) {
  const groups = (
    await rowsOf<TGroup>(
      db,
      sql`select ${subscriptions.currentStep} as current_step, ${subscriptions.statut} as statut,
        ${subscriptions.paidAt} is not null as paid, ${subscriptions.signedAt} is not null as signed,
        count(*)::integer as count
      from ${subscriptions}
      where ${subscriptions.createdAt} >= ${scope.start.toISOString()}::timestamptz
        and ${subscriptions.createdAt} < ${scope.end.toISOString()}::timestamptz and ${ofOffice(scope)}
      group by 1, 2, 3, 4`,
    )
  ).map((group) => ({
    // A paid subscription did every step, whatever its row says since.
    step: group.paid ? ALL_STEPS_DONE : num(group.current_step),
    statut: group.statut,
    paid: group.paid,
    signed: group.signed,
    count: num(group.count),
  }));
  const countWhere = (keep: (group: (typeof groups)[number]) => boolean) =>
    groups.filter(keep).reduce((sum, group) => sum + group.count, 0);

  const stages = FUNNEL_STAGES.map((stage) => {
    const step = stepOfStage(stage);
    return {
      stage,
      count:
        step !== null
          ? countWhere((group) => group.step >= step)
          : countWhere((group) => (stage === 'paid' ? group.paid : group.signed)),
    };
  });
  const unpaid = groups.filter((group) => !group.paid);
  const stops = STOP_POINTS.map((at) => {
    const here = unpaid.filter((group) => stopPointOf(group.step) === at);
    const of = (keep: (statut: TStatut) => boolean) =>
      here.filter((group) => keep(group.statut)).reduce((sum, group) => sum + group.count, 0);
    return {
      at,
      open: of((statut) => statut === 'simulation' || statut === 'confirmed'),
      expired: of((statut) => statut === 'non_abouti'),
      cancelled: of((statut) => statut === 'cancelled'),
    };
  });
  return { stages, stops };
}
