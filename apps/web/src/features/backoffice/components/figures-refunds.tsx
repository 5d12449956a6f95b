import { amountToCentimes, formatMad, type TFiguresAnswer, type TLanguage } from '@bi/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const KINDS = ['due', 'overdue', 'refunded'] as const;

/** Refunds asked in the period still to make (on time, overdue) and made in it: how many and how much. */
export function FiguresRefunds({ refunds }: { refunds: TFiguresAnswer['refunds'] }) {
  const { t, i18n } = useTranslation('figures');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="figures-refunds" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="figures-refunds" sx={{ mb: 1 }}>
        {t('refunds.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}
      >
        {KINDS.map((kind) => (
          <div key={kind}>
            <dt>{t(`refunds.${kind}`)}</dt>
            <Box
              component="dd"
              data-testid={`figures-refunds-${kind}`}
              sx={{ color: kind === 'overdue' && refunds.overdue.count > 0 ? 'error.main' : undefined }}
            >
              {t('refunds.line', {
                count: refunds[kind].count,
                amount: formatMad(amountToCentimes(refunds[kind].amount), i18n.language as TLanguage),
              })}
            </Box>
          </div>
        ))}
      </Box>
    </Paper>
  );
}
