import type { TTaxCode } from '@bi/domain';
import { sql } from 'drizzle-orm';
import { refunds, subscriptions, terminationRequests } from '../../db/schema';
import { ofOffice, type TFiguresScope } from './figures-scope';

const montantOf = (code: TTaxCode) =>
  sql`coalesce(round(sum((line ->> 'montant')::numeric) filter (where line ->> 'code' = ${code}) * 100), 0)::bigint`;

/**
 * The taxes stored with the quote, in centimes, read in one pass over its lines. The stored quote
 * carries MAD with two decimals (`numeric` in jsonb, so exact): times 100 is the integer the domain
 * computed. Never recomputed. A query over `subscriptions` joins it as `parts`.
 */
export const TAX_PARTS = sql`cross join lateral (select ${montantOf('TAXE_ASSURANCE')} as tax,
    ${montantOf('CONTRIBUTION_SOLIDARITE')} as solidarity, ${montantOf('FGAC')} as fgac,
    ${montantOf('TIMBRE')} as stamp
  from jsonb_array_elements(${subscriptions.simulationResult} -> 'taxes') line) parts`;

/** The net premium stored with the quote, in centimes. */
export const NET_PREMIUM = sql`round((${subscriptions.simulationResult} ->> 'primeNet')::numeric * 100)::bigint`;

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
 * whatever became of them since, each with its total as stored; with `parts`, its status as read and
 * the parts of its price too (a per-day or per-office count does without reading them). A query over
 * `sold` starts with this.
 */
export const soldContracts = (scope: TFiguresScope, { parts = false } = {}) => sql`with sold as (
  select ${subscriptions.id} as id, ${subscriptions.codeStr} as code, ${subscriptions.officeId} as office_id,
    ${subscriptions.usageCode} as usage_code, ${subscriptions.periodeInfo} ->> 'periode' as period_code,
    (${subscriptions.userInfo} ->> 'ville_entree')::integer as entry_city_id,
    ${subscriptions.paidAt} as paid_at, ${subscriptions.effectDate} as effect_date,
    ${subscriptions.endDate} as end_date, ${subscriptions.totalCentimes}::bigint as total${
      parts
        ? sql`, ${shownStatus} as status,
    ${NET_PREMIUM} as net,
    parts.tax, parts.solidarity, parts.fgac, parts.stamp`
        : sql``
    }
  from ${subscriptions} ${parts ? TAX_PARTS : sql``}
  where ${subscriptions.paidAt} >= ${scope.start.toISOString()}::timestamptz
    and ${subscriptions.paidAt} < ${scope.end.toISOString()}::timestamptz and ${ofOffice(scope)})`;

/** The sums of a `sold` query's parts, as numbers (a driver answers bigint and numeric as text). */
export const premiumSums = sql`count(*)::integer as contracts, coalesce(sum(net), 0)::bigint as net,
  coalesce(sum(tax), 0)::bigint as tax, coalesce(sum(solidarity), 0)::bigint as solidarity,
  coalesce(sum(fgac), 0)::bigint as fgac, coalesce(sum(stamp), 0)::bigint as stamp,
  coalesce(sum(total), 0)::bigint as total`;
