import { amountToCentimes, formatMad, type TLanguage } from '@bi/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureTable, type TFigureColumn } from './figure-table';

/** A line of a chart: what the bar names, the contracts, and their premiums when the block has them (MAD). */
export type TChartRow = { label: string; contracts: number; total?: number };

/** A horizontal chart grows with its rows (taller when each row has two bars), past room for its two axes. */
const HEIGHT = { vertical: 260, axes: 100, perRow: 40, perRowOfTwo: 60, min: 180 };
const MAX_LABELS = { phone: 6, wide: 16 };
const AXIS_NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/**
 * A block of figures as bars, with its text alternative: the chart is one image named by a sentence of
 * its figures (a screen reader reads that, not each bar), and the table under it gives every value.
 * Contracts and premiums have an axis each. In Arabic the bars run from the right and the names stand on
 * the right: the charts turn their texts for a right-to-left page, not their axes.
 */
export function FigureChart({
  title,
  rows,
  horizontal = false,
  summary,
  firstColumn,
  countLabel,
  labelWidth = 110,
}: {
  title: string;
  rows: readonly TChartRow[];
  horizontal?: boolean;
  summary: string;
  firstColumn?: string;
  /** What the counts are, when not contracts (the funnel counts subscriptions). */
  countLabel?: string;
  /** Room for the names beside horizontal bars, in px. */
  labelWidth?: number;
}) {
  const { t, i18n } = useTranslation('figures');
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  // On a phone the legend names the two series: the axes keep their room for the bars.
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const headingId = useId();
  const language = i18n.language as TLanguage;
  const money = (amount: number) => formatMad(amountToCentimes(amount), language);
  const withPremium = rows.some((row) => row.total !== undefined);
  // At most a label every few bars, so that days never overlap (every value stays in the table).
  const labelEvery = Math.ceil(rows.length / (compact ? MAX_LABELS.phone : MAX_LABELS.wide));
  const band = {
    id: 'band',
    scaleType: 'band' as const,
    data: rows.map((row) => row.label),
    tickLabelInterval: (_value: unknown, index: number) => index % labelEvery === 0,
  };
  const counted = countLabel ?? t('charts.contracts');
  const valueAxes = [
    { id: 'count', label: compact ? undefined : counted, tickMinStep: 1, width: compact ? 36 : 56 },
    ...(withPremium
      ? [
          {
            id: 'mad',
            label: compact ? undefined : t('charts.premium'),
            width: compact ? 44 : 64,
            // The product's digits in every language: 1.500, as amounts are shown.
            valueFormatter: (value: number) => AXIS_NUMBER.format(value),
          },
        ]
      : []),
  ];
  const series = [
    { data: rows.map((row) => row.contracts), label: counted, axis: 'count' },
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
    { key: 'contracts', label: counted, numeric: true },
    ...(withPremium ? [{ key: 'total', label: t('charts.premium'), numeric: true }] : []),
  ];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box role="img" aria-label={summary}>
        <BarChart
          layout={horizontal ? 'horizontal' : 'vertical'}
          height={
            horizontal
              ? Math.max(
                  HEIGHT.min,
                  HEIGHT.axes + rows.length * (withPremium ? HEIGHT.perRowOfTwo : HEIGHT.perRow),
                )
              : HEIGHT.vertical
          }
          series={series}
          xAxis={
            horizontal
              ? valueAxes.map(({ width: _width, ...axis }, index) => ({
                  ...axis,
                  reverse: rtl,
                  position: index === 0 ? 'bottom' : 'top',
                }))
              : [{ ...band, reverse: rtl }]
          }
          yAxis={
            horizontal
              ? [{ ...band, width: labelWidth, position: rtl ? 'right' : 'left' }]
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
