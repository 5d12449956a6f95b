import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingBar } from '../../components/loading-bar';
import { DemandeRedirect } from './demande-redirect';
import { DetailRedirect } from './detail-redirect';
import { ExtensionRedirect } from './extension-redirect';
import { Footer } from './footer';
import { Header } from './header';
import { Notifier } from './notifier';
import { SessionGuard } from './session-guard';
import styles from './shell.module.css';

/** While the next screen's code arrives (a tap on Continue on a slow line), the line says so. */
export function NavigationProgress() {
  return useNavigation().state === 'idle' ? null : <LoadingBar />;
}

export function Shell() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <NavigationProgress />
      <a href="#main" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <Header />
      <Notifier />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <SessionGuard />
      <DemandeRedirect />
      <DetailRedirect />
      <ExtensionRedirect />
      <ScrollRestoration />
    </div>
  );
}
