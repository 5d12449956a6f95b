import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';

/** /souscriptions/commencer: where the logo, the legal pages and sign-in lead. */
export function StartPage() {
  const { t } = useTranslation();
  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h1" gutterBottom>
        {t('start.title')}
      </Typography>
      <Typography>{t('start.intro')}</Typography>
      <Stack sx={{ gap: 1.5, mt: 3 }}>
        <Button component={RouterLink} to="/souscriptions/email" variant="contained" size="large">
          {t('start.start')}
        </Button>
        <Button component={RouterLink} to="/caracteristiques-offre" variant="outlined" size="large">
          {t('start.offer')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
