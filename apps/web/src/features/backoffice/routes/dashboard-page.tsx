import {
  amountToCentimes,
  formatDisplayDate,
  formatMad,
  type TFiguresAnswer,
  type TLanguage,
} from '@bi/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFigures, type TFiguresFilters } from '../api/figures-dashboard';
import { AdminPageTitle } from '../components/admin-page-title';
import { ltr } from '../components/admin-format';
import { FigureChart, type TChartRow } from '../components/figure-chart';
import { FiguresExports } from '../components/figures-exports';
import { FiguresFilters } from '../components/figures-filters';
import { FiguresFunnel } from '../components/figures-funnel';
import { FiguresRefunds } from '../components/figures-refunds';
import { FiguresTotals } from '../components/figures-totals';
import { useStaff } from '../lib/use-staff';

const NO_FILTERS: TFiguresFilters = { from: '', to: '', office: '' };

/** The blocks named by their rows: entry city, office, usage, duration. */
const GROUPS = [
  ['by_entry_city', 'charts.byEntryCity'],
  ['by_office', 'charts.byOffice'],
  ['by_usage', 'charts.byUsage'],
  ['by_period', 'charts.byPeriod'],
] as const;

/**
 * The dashboard (decision 054): the contracts sold in a period and their premiums as the server summed
 * them, the funnel, refunds and counters; an administrator's of every office, with the exports for the
 * accountant, a clerk's of their own offices (the server bounds them). The page adds no amount up:
 * every figure is the answer's.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('figures');
  const isAdmin = useStaff().role === 'admin';
  const [filters, setFilters] = useState(NO_FILTERS);
  const figures = useFigures(filters);
  const language = i18n.language as TLanguage;
  const money = (amount: number) => formatMad(amountToCentimes(amount), language);
  const summary = (title: string, rows: readonly TChartRow[], totals?: TFiguresAnswer['totals']) =>
    totals
      ? t('charts.summary', { title, count: totals.contracts, total: money(totals.total) })
      : t('charts.summaryCount', { title, count: rows.reduce((sum, row) => sum + row.contracts, 0) });
  const data = figures.data;
  return (
    <>
      <AdminPageTitle title={t('title')} intro={t(isAdmin ? 'intro' : 'introOffices')} />
      {figures.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {figures.error.message}
        </Alert>
      )}
      {!data ? (
        !figures.isError && <CircularProgress aria-label={t('title')} sx={{ m: 4 }} />
      ) : (
        <>
          <FiguresFilters
            key={`${data.from}-${data.to}-${data.office ?? ''}`}
            shown={{ from: data.from, to: data.to, office: data.office === null ? '' : String(data.office) }}
            onApply={setFilters}
          />
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {t('period', { from: ltr(formatDisplayDate(data.from)), to: ltr(formatDisplayDate(data.to)) })}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
              <FiguresTotals totals={data.totals} />
              <FigureChart
                title={t('charts.byDay')}
                firstColumn={t('charts.day')}
                rows={data.by_day.map((day) => ({
                  label: formatDisplayDate(day.day).slice(0, 5),
                  contracts: day.contracts,
                  total: day.total,
                }))}
                summary={summary(t('charts.byDay'), [], data.totals)}
              />
            </Box>
            {GROUPS.map(([block, title]) => (
              <FigureChart
                key={block}
                title={t(title)}
                horizontal
                rows={data[block]}
                summary={summary(t(title), data[block], data.totals)}
              />
            ))}
            <FiguresFunnel funnel={data.funnel} />
            <FiguresRefunds refunds={data.refunds} />
            <FigureChart
              title={t('charts.toHandOver')}
              horizontal
              rows={data.to_hand_over}
              summary={summary(t('charts.toHandOver'), data.to_hand_over)}
            />
            {isAdmin && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <FiguresExports
                  period={{
                    from: data.from,
                    to: data.to,
                    office: data.office === null ? '' : String(data.office),
                  }}
                />
              </Box>
            )}
          </Box>
        </>
      )}
    </>
  );
}
