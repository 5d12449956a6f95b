import type { TTaxCode } from '@bi/domain';
import { sql, type SQL } from 'drizzle-orm';
import { refunds, subscriptions, terminationRequests } from '../../db/schema';
import { ofOffice, type TFiguresScope } from './figures-scope';

/**
 * One of the taxes stored with the quote, in centimes. The stored quote carries MAD with two decimals
 * (`numeric` in jsonb, so exact): times 100 is the integer the domain computed. Never recomputed.
 */
const taxOf = (code: TTaxCode) => sql`coalesce((select round(sum((line ->> 'montant')::numeric) * 100)
    from jsonb_array_elements(${subscriptions.simulationResult} -> 'taxes') line
    where line ->> 'code' = ${code}), 0)::bigint`;

/**
 * The status a person reads (the domain's `shownStatus`): a cancelled contract whose termination was
 * applied reads terminated, one whose refund is a withdrawal's reads withdrawn.
 */
const shownStatus = sql`case
    when ${subscriptions.statut} = 'cancelled' and exists (select 1 from ${terminationRequests}
      where ${terminationRequests.subscriptionId} = ${subscriptions.id} and ${terminationRequests.status} = 'applied')
      then 'terminated'
    when ${subscriptions.statut} = 'cancelled' and exists (select 1 from ${refunds}
      where ${refunds.subscriptionId} = ${subscriptions.id} and ${refunds.reason} = 'withdrawal')
      then 'withdrawn'
    else ${subscriptions.statut} end`;

/**
 * The contracts sold in the period (decision 054): paid, on the day of their payment in Morocco,
 * whatever became of them since (their status says it), each with its price as stored. A query over
 * `sold` starts with this; `where` narrows it further.
 */
export const soldContracts = (scope: TFiguresScope, where: SQL = sql`true`) => sql`with sold as (
  select ${subscriptions.id} as id, ${subscriptions.codeStr} as code, ${subscriptions.officeId} as office_id,
    ${subscriptions.usageCode} as usage_code, ${subscriptions.periodeInfo} ->> 'periode' as period_code,
    (${subscriptions.userInfo} ->> 'ville_entree')::integer as entry_city_id,
    ${subscriptions.paidAt} as paid_at, ${subscriptions.effectDate} as effect_date,
    ${subscriptions.endDate} as end_date, ${shownStatus} as status,
    round((${subscriptions.simulationResult} ->> 'primeNet')::numeric * 100)::bigint as net,
    ${taxOf('TAXE_ASSURANCE')} as tax, ${taxOf('CONTRIBUTION_SOLIDARITE')} as solidarity,
    ${taxOf('FGAC')} as fgac, ${taxOf('TIMBRE')} as stamp,
    ${subscriptions.totalCentimes}::bigint as total
  from ${subscriptions}
  where ${subscriptions.paidAt} >= ${scope.start.toISOString()}::timestamptz
    and ${subscriptions.paidAt} < ${scope.end.toISOString()}::timestamptz
    and ${ofOffice(scope)} and ${where})`;

/** The sums of a `sold` query's parts, as numbers (a driver answers bigint and numeric as text). */
export const premiumSums = sql`count(*)::integer as contracts, coalesce(sum(net), 0)::bigint as net,
  coalesce(sum(tax), 0)::bigint as tax, coalesce(sum(solidarity), 0)::bigint as solidarity,
  coalesce(sum(fgac), 0)::bigint as fgac, coalesce(sum(stamp), 0)::bigint as stamp,
  coalesce(sum(total), 0)::bigint as total`;
