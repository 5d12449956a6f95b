import type { TQuoteResult } from '@bi/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../lib/format';

export type TSummaryRow = [label: string, value: ReactNode];

/** One label column for every table of a page, so the detail's sections line up. */
const LABEL_WIDTH = '42%';

/**
 * Labels and values, as the quote (step 6) and the contract's detail show them, with the total last in
 * bold. Each value is isolated so a plate or an amount keeps its order inside Arabic.
 */
export function SummaryTable({
  rows,
  total,
  label,
}: {
  rows: TSummaryRow[];
  total?: TSummaryRow;
  label?: string;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([rowLabel, value]) => (
          <TableRow key={rowLabel}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary', pl: 0, width: LABEL_WIDTH }}>
              {rowLabel}
            </TableCell>
            {/* A long e-mail or address breaks anywhere rather than widen the table past a phone. */}
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{value}</bdi>
            </TableCell>
          </TableRow>
        ))}
        {total && (
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700, pl: 0 }}>
              {total[0]}
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }} data-testid="summary-total">
              <bdi>{total[1]}</bdi>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

/** The premium's lines: net premium, taxes and stamp, and the total they add up to (to the centime). */
export function usePremiumRows(result: TQuoteResult | null): { rows: TSummaryRow[]; total: TSummaryRow } {
  const { t } = useTranslation();
  return {
    rows: [
      [t('flow.step6.primeNet'), formatAmount(result?.primeNet ?? 0)],
      [t('flow.step6.taxes'), formatAmount(result?.totalTaxe ?? 0)],
    ],
    total: [t('flow.step6.total'), formatAmount(result?.primeTotal ?? 0)],
  };
}
