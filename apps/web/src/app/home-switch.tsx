import { lazy } from 'react';
import { Navigate } from 'react-router';
import { BACKOFFICE_HOME } from '../lib/backoffice-paths';
import { useCurrentUser } from '../api/get-current-user';
import { HomePage } from '../features/home/routes/home-page';
import i18n from '../lib/i18n/i18n';
import { PageLoading } from '../components/loading-bar';
import { MuiIsland } from './mui-island';

/**
 * A signed-in customer's home is their contracts: a chunk of its own, with its texts, so a first
 * visit downloads the visitor's home only.
 */
const MyContractsPage = lazy(async () => {
  const [page] = await Promise.all([
    import('../features/contracts/routes/my-contracts-page'),
    i18n.loadNamespaces('contracts'),
  ]);
  return { default: page.MyContractsPage };
});

/** `/`: the visitor's home, or the signed-in customer's contracts (spec §2). */
export function HomeSwitch() {
  const { user, isLoading } = useCurrentUser();
  // Until the session is known, neither: a customer must not see the visitor's page flash by. The
  // page says it is loading meanwhile (not written at build time: nothing to match at hydration).
  if (isLoading) return <PageLoading />;
  if (!user) return <HomePage />;
  // A clerk or an administrator has no contracts of their own: their home is the back office.
  if (user.role !== 'customer') return <Navigate to={BACKOFFICE_HOME} replace />;
  return (
    <MuiIsland fallback={<PageLoading />}>
      <MyContractsPage />
    </MuiIsland>
  );
}
