import type { TFiguresAnswer } from '@bi/domain';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FigureChart } from './figure-chart';
import { FigureTable } from './figure-table';

/** How far the subscriptions opened in the period got, and where the others stopped, open or not. */
export function FiguresFunnel({ funnel }: { funnel: TFiguresAnswer['funnel'] }) {
  const { t } = useTranslation('figures');
  const count = (stage: string) => funnel.stages.find((line) => line.stage === stage)?.count ?? 0;
  return (
    <>
      <FigureChart
        title={t('funnel.title')}
        horizontal
        firstColumn={t('funnel.stage')}
        countLabel={t('funnel.count')}
        labelWidth={150}
        rows={funnel.stages.map((line) => ({
          label: t(`funnel.stages.${line.stage}`),
          contracts: line.count,
        }))}
        summary={t('funnel.summary', {
          started: count('started'),
          paid: count('paid'),
          signed: count('signed'),
        })}
      />
      <Paper component="section" variant="outlined" aria-labelledby="figures-stops" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" id="figures-stops">
          {t('funnel.stopsTitle')}
        </Typography>
        <FigureTable
          folded={false}
          caption={t('funnel.stopsTitle')}
          columns={[
            { key: 'at', label: t('funnel.stop') },
            { key: 'open', label: t('funnel.open'), numeric: true },
            { key: 'expired', label: t('funnel.expired'), numeric: true },
            { key: 'cancelled', label: t('funnel.cancelled'), numeric: true },
          ]}
          rows={funnel.stops.map((stop) => ({
            at: t(`funnel.stops.${stop.at}`),
            open: String(stop.open),
            expired: String(stop.expired),
            cancelled: String(stop.cancelled),
          }))}
        />
      </Paper>
    </>
  );
}
