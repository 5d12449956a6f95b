import { amountToCentimes, formatMad, type TFiguresAnswer, type TLanguage } from '@bi/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const PARTS = ['net', 'tax', 'solidarity', 'fgac', 'stamp', 'total'] as const;

/** What the contracts sold in the period add up to, as the server summed them: each part, then the total. */
export function FiguresTotals({ totals }: { totals: TFiguresAnswer['totals'] }) {
  const { t, i18n } = useTranslation('figures');
  const money = (amount: number) => formatMad(amountToCentimes(amount), i18n.language as TLanguage);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="figures-totals" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="figures-totals" sx={{ mb: 1 }}>
        {t('totals.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            lg: 'repeat(7, minmax(0, 1fr))',
          },
          '& dt': { typography: 'body2', color: 'text.secondary' },
          '& dd': { m: 0, typography: 'h6', whiteSpace: 'nowrap' },
        }}
      >
        <div>
          <dt>{t('totals.contracts')}</dt>
          <dd data-testid="figures-total-contracts">{totals.contracts}</dd>
        </div>
        {PARTS.map((part) => (
          <div key={part}>
            <dt>{t(`totals.${part}`)}</dt>
            <dd data-testid={`figures-total-${part}`}>{money(totals[part])}</dd>
          </div>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('totals.since', totals)}
      </Typography>
    </Paper>
  );
}
