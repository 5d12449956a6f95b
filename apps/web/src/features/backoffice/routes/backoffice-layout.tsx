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
import { AdminMenu } from '../components/admin-menu';
import { SignInFirst } from '../components/sign-in-first';
import { useStaffLanguage } from '../lib/use-staff-language';

const COUNTER_TABS = ['queue', 'scan', 'terminations', 'refunds'] as const;
/** A clerk's figures are their offices' dashboard, a tab of theirs; an administrator's sit in the console's menu. */
const CLERK_TABS = [...COUNTER_TABS, 'dashboard'] as const;
const ADMIN_TABS = [
  'dashboard',
  'staff',
  'offices',
  'tariffs',
  'referenceLists',
  'authorities',
  'audit',
] as const;

/** The staff's frame: who is signed in, the tabs of their role, and the screen under them. */
export function BackofficeLayout() {
  const { t } = useTranslation('backoffice');
  const { user, isLoading } = useCurrentUser();
  const me = useStaffMe();
  useStaffLanguage(me.data?.language);
  const location = useLocation();
  if (isLoading) return null;
  if (!user) return <SignInFirst />;
  if (me.isError) return <Alert severity="error">{me.error.message}</Alert>;
  if (!me.data) return <CircularProgress aria-label={t('loading')} sx={{ m: 4 }} />;

  const isAdmin = me.data.role === 'admin';
  const adminDestinations = isAdmin
    ? ADMIN_TABS.map((tab) => ({ key: tab, label: t(`nav.${tab}`), to: backofficePaths[tab] }))
    : [];
  const adminCurrent = adminDestinations.find(({ to }) => location.pathname.startsWith(to));
  const tabs: readonly (typeof CLERK_TABS)[number][] = isAdmin ? COUNTER_TABS : CLERK_TABS;
  const current =
    tabs.find((tab) => tab !== 'queue' && location.pathname.startsWith(backofficePaths[tab])) ??
    (location.pathname === BACKOFFICE_HOME ? 'queue' : false);
  return (
    // The header's 16 px margin on a phone too. The clerks' tabs scroll with arrows shown only when some are
    // hidden (a disabled one takes no room); the administrators' destinations sit in a menu that never
    // scrolls away (decision 052).
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, pb: 4 }}>
      <Box
        component="nav"
        aria-label={t('nav.label')}
        sx={{ display: 'flex', alignItems: 'flex-end', borderBottom: 1, borderColor: 'divider' }}
      >
        <Tabs
          value={current}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('nav.desk')}
          sx={{
            flex: 1,
            minWidth: 0,
            '& .MuiTabs-scrollButtons': { width: 28 },
            '& .MuiTabs-scrollButtons.Mui-disabled': { display: 'none' },
          }}
        >
          {tabs.map((tab) => (
            <Tab key={tab} value={tab} label={t(`nav.${tab}`)} component={Link} to={backofficePaths[tab]} />
          ))}
        </Tabs>
        {isAdmin && <AdminMenu destinations={adminDestinations} current={adminCurrent} />}
      </Box>
      <NoticeSlot />
      <Box sx={{ pt: 2 }}>
        <Outlet context={me.data} />
      </Box>
    </Box>
  );
}
