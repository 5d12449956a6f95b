import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/get-current-user';
import { LanguageMenu } from './language-menu';

/** Only signed-in customers need the profile menu and its dialogs: loaded when one is signed in. */
const ProfileMenu = lazy(async () => ({
  default: (await import('../../features/profile/components/profile-menu')).ProfileMenu,
}));

/** react-router keeps the position in history.state.idx: above 0 there is a page of ours to go back to. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  return (
    <AppBar position="sticky" color="primary" component="header" sx={{ '@media print': { display: 'none' } }}>
      <Toolbar sx={{ gap: 0.5, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          aria-label={t('nav.back')}
          onClick={() => (canGoBack() ? navigate(-1) : navigate('/'))}
          edge="start"
        >
          <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
        <Box
          component={RouterLink}
          to="/souscriptions/commencer"
          aria-label={t('nav.home')}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
          }}
        >
          <Box
            component="img"
            src="/favicon.svg"
            alt=""
            sx={{ width: 32, height: 32, borderRadius: 1, border: '1px solid #ffffff55' }}
          />
          <Typography
            component="span"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {t('app.name')}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
        {user ? (
          <Suspense fallback={null}>
            <ProfileMenu user={user} />
          </Suspense>
        ) : (
          <Button
            color="inherit"
            variant="outlined"
            component={RouterLink}
            to="/auth/signin"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('nav.login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
