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
import { certificates, offices, periods, refunds, usages } from '../../db/schema';
import type { TFiguresScope } from './figures-scope';
import { num, priceParts, rowsOf, type TCell } from './rows-of';
import { soldContracts } from './sold-contracts';

export type TContractLine = {
  code: string;
  certificate: string | null;
  paidOn: string;
  effectDate: string | null;
  endDate: string | null;
  usage: string;
  duration: string;
  office: string;
  status: 'paid' | 'signed' | 'cancelled' | 'terminated' | 'withdrawn';
  /** Centimes, as stored with the contract. */
  net: number;
  tax: number;
  solidarity: number;
  fgac: number;
  stamp: number;
  total: number;
  /** The refund opened for it, whether made yet or not, split into the price's parts; null without one. */
  refund: (TPriceParts & { total: number }) | null;
};

type TRow = {
  code: string;
  certificate: string | null;
  paid_ms: TCell;
  effect_date: string | null;
  end_date: string | null;
  usage_code: string | null;
  usage: string | null;
  usage_en: string | null;
  usage_ar: string | null;
  period_code: string | null;
  period: string | null;
  period_en: string | null;
  period_ar: string | null;
  office: string | null;
  office_ar: string | null;
  status: TContractLine['status'];
  refund: TCell | null;
  refund_reason: TRefundReason | null;
} & Record<'net' | 'tax' | 'solidarity' | 'fgac' | 'stamp' | 'total', TCell>;

/** The refund opened for the contract, split into the price's parts: the tax credit an accountant books. */
const refundOf = (row: TRow, price: TPriceParts): TContractLine['refund'] =>
  row.refund === null || row.refund_reason === null
    ? null
    : { total: num(row.refund), ...refundParts(num(row.refund), row.refund_reason, price) };

/**
 * One line per contract sold in the period, in order of payment: what an accountant needs and nothing
 * about the person (law 09-08: no name, identity number, phone or address). The certificate is the
 * last one issued, revoked or not: the number the contract was known by.
 */
export async function contractLines(
  db: TDatabase,
  scope: TFiguresScope,
  language: TLanguage,
): Promise<TContractLine[]> {
  const rows = await rowsOf<TRow>(
    db,
    sql`${soldContracts(scope, { parts: true })} select sold.code, sold.status, sold.usage_code, sold.period_code,
        sold.net, sold.tax, sold.solidarity, sold.fgac, sold.stamp, sold.total,
        sold.effect_date::text as effect_date, sold.end_date::text as end_date,
        (extract(epoch from sold.paid_at) * 1000)::bigint as paid_ms,
        (select ${certificates.number} from ${certificates} where ${certificates.subscriptionId} = sold.id
          order by ${certificates.issuedAt} desc limit 1) as certificate,
        ${usages.name} as usage, ${usages.nameEn} as usage_en, ${usages.nameAr} as usage_ar,
        ${periods.name} as period, ${periods.nameEn} as period_en, ${periods.nameAr} as period_ar,
        ${offices.name} as office, ${offices.nameAr} as office_ar,
        ${refunds.amountCentimes} as refund, ${refunds.reason} as refund_reason
      from sold
        left join ${usages} on ${usages.code} = sold.usage_code
        left join ${periods} on ${periods.code} = sold.period_code
        left join ${offices} on ${offices.id} = sold.office_id
        left join ${refunds} on ${refunds.subscriptionId} = sold.id
      order by sold.paid_at, sold.code`,
  );
  const named = (name: string, style: 'term' | 'proper') => readableName(name, language, style);
  return rows.map((row) => {
    const price = priceParts(row);
    return {
      code: row.code,
      certificate: row.certificate,
      paidOn: todayInMorocco(new Date(num(row.paid_ms))),
      effectDate: row.effect_date,
      endDate: row.end_date,
      usage: named(
        localizedName({ n: row.usage, n_EN: row.usage_en, n_AR: row.usage_ar }, 'n', language) ||
          (row.usage_code ?? ''),
        'term',
      ),
      duration: named(
        localizedName({ n: row.period, n_EN: row.period_en, n_AR: row.period_ar }, 'n', language) ||
          (row.period_code ?? ''),
        'term',
      ),
      office: named(localizedName({ n: row.office, n_AR: row.office_ar }, 'n', language), 'proper'),
      status: row.status,
      ...price,
      total: num(row.total),
      refund: refundOf(row, price),
    };
  });
}
