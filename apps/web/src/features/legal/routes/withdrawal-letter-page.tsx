import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { PrintActions } from '../../../components/print-actions';

const FIELDS = ['name', 'address', 'contract', 'plate', 'subscribedOn'] as const;
const SIGNATURE_FIELDS = ['date', 'signature'] as const;

/** The model withdrawal letter of law 31-08, laid out to be printed or saved and filled in by hand. */
export function WithdrawalLetterPage() {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation();
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {t('withdrawal.title')}
      </Typography>
      <Typography sx={{ '@media print': { display: 'none' } }}>{t('withdrawal.intro')}</Typography>
      <PrintActions downloadLabel={tc('withdrawal.download')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, '@media print': { border: 'none', p: 0 } }}>
        {FIELDS.map((field) => (
          <Box
            key={field}
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'flex-end', mb: 2 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{t(`withdrawal.fields.${field}`)}</Typography>
            <Box
              sx={{
                flex: '1 1 140px',
                borderBottom: '1px dotted',
                borderColor: 'text.secondary',
                minHeight: 28,
              }}
            />
          </Box>
        ))}
        <Typography sx={{ mt: 3, fontWeight: 600 }}>{t('withdrawal.to')}</Typography>
        {t('withdrawal.body', { returnObjects: true }).map((paragraph) => (
          <Typography key={paragraph} sx={{ mt: 2 }}>
            {paragraph}
          </Typography>
        ))}
        <Box sx={{ display: 'flex', gap: 4, mt: 4, flexWrap: 'wrap' }}>
          {SIGNATURE_FIELDS.map((field) => (
            <Box key={field} sx={{ flex: '1 1 200px' }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`withdrawal.fields.${field}`)}</Typography>
              <Box
                sx={{
                  borderBottom: '1px dotted',
                  borderColor: 'text.secondary',
                  height: field === 'signature' ? 64 : 32,
                }}
              />
            </Box>
          ))}
        </Box>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('withdrawal.note')}
      </Typography>
    </PageContainer>
  );
}
