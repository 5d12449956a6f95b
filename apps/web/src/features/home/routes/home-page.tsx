import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStartingPrices } from '../../../api/get-starting-prices';
import { PageContainer } from '../../../components/page-container';
import { formatAmount } from '../../../lib/format';
import { Banner } from '../components/banner';

/** The visitor's home: what the product is, where to start, and today's price for a tourism car. */
export function HomePage() {
  const { t } = useTranslation();
  const prices = useStartingPrices();
  // Most customers drive a tourism car: its price is the honest "from", not the moped's.
  const tourism = prices.data?.result.find((row) => row.usage_Code === 'TOURISME');
  return (
    <PageContainer>
      <Banner label={t('home.bannerAlt')} />
      <Typography variant="h1" sx={{ mt: 3 }}>
        {t('home.title')}
      </Typography>
      <Typography sx={{ mt: 1.5, fontSize: '1.05rem' }}>{t('home.subtitle')}</Typography>
      {/* The price arrives after the page: its place is kept so the buttons below do not jump. */}
      <Box sx={{ mt: 2, minHeight: 32 }}>
        {tourism && (
          <Chip
            color="secondary"
            // The whole price line stays readable on a phone: it wraps rather than ending in "…".
            sx={{
              fontWeight: 700,
              fontSize: '1rem',
              height: 'auto',
              py: 0.5,
              '& .MuiChip-label': { whiteSpace: 'normal' },
            }}
            label={
              <span dir="auto">{t('home.fromPrice', { price: formatAmount(tourism.prix_depart) })}</span>
            }
            data-testid="tourism-price"
          />
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 3 }}>
        {/* Signed in, /email clears the subscription left on this device and opens /create (spec §2). */}
        <Button component={RouterLink} to="/souscriptions/email" variant="contained" size="large">
          {t('home.start')}
        </Button>
        <Button component={RouterLink} to="/caracteristiques-offre" variant="outlined" size="large">
          {t('home.offer')}
        </Button>
      </Stack>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, mt: 4, gap: 1.5 }}>
        {t('home.benefits', { returnObjects: true }).map((benefit) => (
          <Stack component="li" key={benefit} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleIcon color="primary" aria-hidden />
            <Typography>{benefit}</Typography>
          </Stack>
        ))}
      </Stack>
    </PageContainer>
  );
}
