import {
  localizedName,
  readableName,
  refundParts,
  todayInMorocco,
  type TLanguage,
  type TPriceParts,
  type TRefundReason,
} from '@bi/domain';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { certificates, offices, refunds, subscriptions } from '../../db/schema';
import { ofOffice, type TFiguresScope } from './figures-scope';
import { num, priceParts, rowsOf, type TCell } from './rows-of';
import { NET_PREMIUM, TAX_PARTS } from './sold-contracts';

/** A refund made in the period, split into the parts of its contract's price (centimes adding up to `total`). */
export type TRefundLine = TPriceParts & {
  code: string;
  certificate: string | null;
  paidOn: string;
  refundedOn: string;
  office: string;
  reason: TRefundReason;
  /** The bank's or the gateway's reference the office recorded with it. */
  reference: string | null;
  total: number;
};

type TRow = {
  code: string;
  certificate: string | null;
  paid_ms: TCell;
  refunded_ms: TCell;
  office: string | null;
  office_ar: string | null;
  reason: TRefundReason;
  reference: string | null;
  refund: TCell;
} & Record<keyof TPriceParts, TCell>;

/**
 * One line per refund made in the period (decision 054: a refund is the declaration of the month it
 * was made, whatever month its contract was paid), in order of making, each split by the domain's
 * `refundParts` from its contract's price as stored. No personal data, as the contracts' lines.
 */
export async function refundLines(
  db: TDatabase,
  scope: TFiguresScope,
  language: TLanguage,
): Promise<TRefundLine[]> {
  const rows = await rowsOf<TRow>(
    db,
    sql`select ${subscriptions.codeStr} as code, ${refunds.reason} as reason, ${refunds.reference} as reference,
        ${refunds.amountCentimes} as refund, ${NET_PREMIUM} as net,
        parts.tax, parts.solidarity, parts.fgac, parts.stamp,
        (extract(epoch from ${subscriptions.paidAt}) * 1000)::bigint as paid_ms,
        (extract(epoch from ${refunds.refundedAt}) * 1000)::bigint as refunded_ms,
        (select ${certificates.number} from ${certificates} where ${certificates.subscriptionId} = ${subscriptions.id}
          order by ${certificates.issuedAt} desc limit 1) as certificate,
        ${offices.name} as office, ${offices.nameAr} as office_ar
      from ${refunds} join ${subscriptions} on ${subscriptions.id} = ${refunds.subscriptionId} ${TAX_PARTS}
        left join ${offices} on ${offices.id} = ${subscriptions.officeId}
      where ${refunds.status} = 'refunded'
        and ${refunds.refundedAt} >= ${scope.start.toISOString()}::timestamptz
        and ${refunds.refundedAt} < ${scope.end.toISOString()}::timestamptz and ${ofOffice(scope)}
      order by ${refunds.refundedAt}, ${subscriptions.codeStr}`,
  );
  return rows.map((row) => {
    const price = priceParts(row);
    return {
      code: row.code,
      certificate: row.certificate,
      // A refund is only ever opened for a paid contract.
      paidOn: todayInMorocco(new Date(num(row.paid_ms))),
      refundedOn: todayInMorocco(new Date(num(row.refunded_ms))),
      office: readableName(
        localizedName({ n: row.office, n_AR: row.office_ar }, 'n', language),
        language,
        'proper',
      ),
      reason: row.reason,
      reference: row.reference,
      total: num(row.refund),
      ...refundParts(num(row.refund), row.reason, price),
    };
  });
}
