import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { PrintActions } from '../../../components/print-actions';
import { StartingPriceTable } from '../components/starting-price-table';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <List dense disablePadding sx={{ listStyle: 'disc', ps: 3 }}>
      {items.map((item) => (
        <ListItem key={item} sx={{ display: 'list-item', px: 0 }}>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}

export function OfferPage() {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation();
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {t('offer.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('offer.intro')}</Typography>
      <PrintActions />

      <Section title={tc('offer.pricesTitle')}>
        <Typography sx={{ mb: 2 }}>{t('offer.usagesIntro')}</Typography>
        <StartingPriceTable />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('offer.pricesNote')}
        </Typography>
      </Section>

      <Section title={t('offer.durationsTitle')}>
        <Bullets items={t('offer.durations', { returnObjects: true })} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('offer.durationsNote')}
        </Typography>
      </Section>

      <Section title={t('offer.formulasTitle')}>
        {t('offer.formulas', { returnObjects: true }).map((formula) => (
          <Typography key={formula.name} sx={{ mb: 1 }}>
            <strong>{formula.name}</strong> — {formula.text}
          </Typography>
        ))}
      </Section>

      <Section title={t('offer.guaranteesTitle')}>
        {t('offer.guarantees', { returnObjects: true }).map((guarantee) => (
          <Typography key={guarantee.name} sx={{ mb: 1 }}>
            <strong>{guarantee.name}</strong>
            <br />
            {guarantee.ceiling} · {guarantee.deductible}
          </Typography>
        ))}
      </Section>

      <Section title={t('offer.assistanceTitle')}>
        <Bullets items={t('offer.assistance', { returnObjects: true })} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('offer.assistanceNote')}
        </Typography>
      </Section>

      <Section title={t('offer.stepsTitle')}>
        <List component="ol" dense disablePadding sx={{ listStyle: 'decimal', ps: 3 }}>
          {t('offer.steps', { returnObjects: true }).map((step) => (
            <ListItem key={step} sx={{ display: 'list-item', px: 0 }}>
              <ListItemText primary={step} />
            </ListItem>
          ))}
        </List>
      </Section>

      <Button
        component={RouterLink}
        to="/souscriptions/email"
        variant="contained"
        size="large"
        sx={{ '@media print': { display: 'none' } }}
      >
        {tc('offer.startNow')}
      </Button>
    </PageContainer>
  );
}
