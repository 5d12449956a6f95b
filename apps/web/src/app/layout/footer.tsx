import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  const links = [
    { to: '/cgu', label: t('footer.legalNotice') },
    { to: '/cgv', label: t('footer.terms') },
    { to: '/pdc', label: t('footer.privacy') },
    { to: '/lettre-retractation', label: t('footer.withdrawalLetter') },
  ];
  return (
    <Box
      component="footer"
      sx={{ bgcolor: '#1b2a22', color: '#e8efe9', py: 3, mt: 'auto', '@media print': { display: 'none' } }}
    >
      <Container maxWidth="lg">
        <Stack
          component="nav"
          aria-label={t('footer.legalNotice')}
          direction="row"
          sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          {links.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="always">
              {link.label}
            </Link>
          ))}
        </Stack>
        <Stack sx={{ mt: 2, gap: 0.5 }}>
          <Typography variant="body2" component="h2" sx={{ fontWeight: 700 }}>
            {t('footer.contact')}
          </Typography>
          <Typography variant="body2">
            <Link href={`mailto:${t('footer.contactEmail')}`} color="inherit">
              {t('footer.contactEmail')}
            </Link>
            {' · '}
            <Link href={`tel:${t('footer.contactPhone').replaceAll(' ', '')}`} color="inherit" dir="ltr">
              {t('footer.contactPhone')}
            </Link>
          </Typography>
          <Typography variant="body2">{t('footer.address')}</Typography>
          <Typography variant="body2">{t('footer.insurer')}</Typography>
          <Typography variant="caption" sx={{ opacity: 0.85 }}>
            {t('footer.version', { version: __APP_VERSION__ })}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
