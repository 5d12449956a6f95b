import { amountToCentimes, formatMad, type TLanguage } from '@bi/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureTable, type TFigureColumn } from './figure-table';

/** A line of a chart: what the bar names, the contracts, and their premiums when the block has them (MAD). */
export type TChartRow = { label: string; contracts: number; total?: number };

const HEIGHT = { vertical: 260, horizontalPerRow: 36, horizontalMin: 140 };

/**
 * A block of figures as bars, with its text alternative: the chart is one image named by a sentence of
 * its figures (a screen reader reads that, not each bar), and the table under it gives every value.
 * Contracts and premiums have an axis each; in Arabic the bars run from the right.
 */
export function FigureChart({
  title,
  rows,
  horizontal = false,
  summary,
  firstColumn,
}: {
  title: string;
  rows: readonly TChartRow[];
  horizontal?: boolean;
  summary: string;
  firstColumn?: string;
}) {
  const { t, i18n } = useTranslation('figures');
  const rtl = useTheme().direction === 'rtl';
  const headingId = useId();
  const language = i18n.language as TLanguage;
  const money = (amount: number) => formatMad(amountToCentimes(amount), language);
  const withPremium = rows.some((row) => row.total !== undefined);
  const band = { id: 'band', scaleType: 'band' as const, data: rows.map((row) => row.label) };
  const valueAxes = [
    { id: 'count', label: t('charts.contracts'), tickMinStep: 1 },
    ...(withPremium ? [{ id: 'mad', label: t('charts.premium') }] : []),
  ];
  const series = [
    { data: rows.map((row) => row.contracts), label: t('charts.contracts'), axis: 'count' },
    ...(withPremium
      ? [{ data: rows.map((row) => row.total ?? 0), label: t('charts.premium'), axis: 'mad', money: true }]
      : []),
  ].map(({ axis, money: isMoney, ...line }) => ({
    ...line,
    ...(horizontal ? { xAxisId: axis } : { yAxisId: axis }),
    ...(isMoney && { valueFormatter: (value: number | null) => (value === null ? '' : money(value)) }),
  }));
  const columns: TFigureColumn[] = [
    { key: 'label', label: firstColumn ?? t('charts.label') },
    { key: 'contracts', label: t('charts.contracts'), numeric: true },
    ...(withPremium ? [{ key: 'total', label: t('charts.premium'), numeric: true }] : []),
  ];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box role="img" aria-label={summary} dir="ltr">
        <BarChart
          layout={horizontal ? 'horizontal' : 'vertical'}
          height={
            horizontal
              ? Math.max(
                  HEIGHT.horizontalMin,
                  70 + rows.length * HEIGHT.horizontalPerRow * (withPremium ? 1.5 : 1),
                )
              : HEIGHT.vertical
          }
          series={series}
          xAxis={
            horizontal
              ? valueAxes.map((axis, index) => ({
                  ...axis,
                  reverse: rtl,
                  position: index === 0 ? 'bottom' : 'top',
                }))
              : [{ ...band, reverse: rtl }]
          }
          yAxis={
            horizontal
              ? [{ ...band, width: 110, position: rtl ? 'right' : 'left' }]
              : valueAxes.map((axis, index) => ({
                  ...axis,
                  position: (index === 0) !== rtl ? 'left' : 'right',
                }))
          }
          localeText={{ noData: t('charts.empty') }}
          skipAnimation
        />
      </Box>
      <FigureTable
        caption={title}
        columns={columns}
        rows={rows.map((row) => ({
          label: row.label,
          contracts: String(row.contracts),
          ...(row.total !== undefined && { total: money(row.total) }),
        }))}
      />
    </Paper>
  );
}
