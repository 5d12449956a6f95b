import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../../api/get-current-user';
import { NoticeSlot } from '../../../components/notice-slot';
import { BACKOFFICE_HOME, backofficePaths } from '../../../lib/backoffice-paths';
import { useStaffMe } from '../api/get-staff-me';
import { SignInFirst } from '../components/sign-in-first';

const CLERK_TABS = ['queue', 'scan', 'terminations', 'refunds'] as const;
const ADMIN_TABS = ['staff', 'offices', 'authorities', 'audit'] as const;

/** The staff's frame: who is signed in, the tabs of their role, and the screen under them. */
export function BackofficeLayout() {
  const { t } = useTranslation('backoffice');
  const { user, isLoading } = useCurrentUser();
  const me = useStaffMe();
  const location = useLocation();
  if (isLoading) return null;
  if (!user) return <SignInFirst />;
  if (me.isError) return <Alert severity="error">{me.error.message}</Alert>;
  if (!me.data) return <CircularProgress aria-label={t('loading')} sx={{ m: 4 }} />;

  const tabs = me.data.role === 'admin' ? [...CLERK_TABS, ...ADMIN_TABS] : CLERK_TABS;
  const current =
    tabs.find((tab) => tab !== 'queue' && location.pathname.startsWith(backofficePaths[tab])) ??
    (location.pathname === BACKOFFICE_HOME ? 'queue' : false);
  return (
    // The header's 16 px margin on a phone too. No scroll arrows there: the first one, disabled, kept an
    // empty 40 px before the first tab, and a swipe moves the tabs, the one cut at the edge telling of more.
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, pb: 4 }}>
      <Tabs value={current} variant="scrollable" aria-label={t('nav.label')}>
        {tabs.map((tab) => (
          <Tab key={tab} value={tab} label={t(`nav.${tab}`)} component={Link} to={backofficePaths[tab]} />
        ))}
      </Tabs>
      <NoticeSlot />
      <Box sx={{ pt: 2 }}>
        <Outlet context={me.data} />
      </Box>
    </Box>
  );
}
