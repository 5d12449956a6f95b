import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { DemandeRedirect } from './demande-redirect';
import { Footer } from './footer';
import { Header } from './header';
import { Notifier } from './notifier';
import { SessionGuard } from './session-guard';

export function Shell() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skipToContent')}
      </Box>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <Notifier />
      <SessionGuard />
      <DemandeRedirect />
      <ScrollRestoration />
    </Box>
  );
}
