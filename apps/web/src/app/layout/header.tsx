import { lazy, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/get-current-user';
import { Icon } from '../../components/icon';
import { returnPage, signInHref } from '../../lib/pending-page';
import { keepForSignIn } from '../../lib/sign-in-target';
import { MuiIsland } from '../mui-island';
import styles from './header.module.css';
import { LanguageMenu } from './language-menu';

/** Only signed-in customers need the profile menu and its dialogs: loaded when one is signed in. */
const ProfileMenu = lazy(async () => ({
  default: (await import('../../features/profile/components/profile-menu')).ProfileMenu,
}));

/** react-router keeps the position in history.state.idx: above 0 there is a page of ours to go back to. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
/** Read again on each render (a navigation renders the header); none at build time or at hydration. */
const noSubscription = () => () => undefined;

/**
 * Drawn without MUI: it is on the landing, which must paint before MUI arrives (decision 021). The
 * logo leads home, `/`: the landing for a visitor, the list of contracts for a customer (decision 026).
 */
export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { user, isLoading } = useCurrentUser();
  // Signed in, the account still on its way: no "Sign in" offered meanwhile (12 s of it on a slow line).
  // Not at hydration, which must match the page written at build time, where no one is signed in.
  const userComing = useSyncExternalStore(
    noSubscription,
    () => isLoading,
    () => false,
  );
  // Sign-in leads back to the page it was tapped on (none on the sign-in pages themselves).
  const keepHere = () => {
    const here = returnPage(`${pathname}${search}${hash}`);
    if (here) keepForSignIn('page', here);
  };
  // On the home page opened first there is nowhere to go back to: an arrow there would do nothing.
  const backGoesSomewhere = useSyncExternalStore(noSubscription, canGoBack, () => false) || pathname !== '/';
  return (
    <header className={user ? `${styles.header} ${styles.signedIn}` : styles.header}>
      <div className={styles.toolbar}>
        {backGoesSomewhere && (
          <button
            type="button"
            className={styles.back}
            aria-label={t('nav.back')}
            onClick={() => (canGoBack() ? navigate(-1) : navigate('/'))}
          >
            <Icon name="arrowBack" mirrored />
          </button>
        )}
        <Link to="/" aria-label={t('nav.home')} className={styles.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} className={styles.logo} />
          <span className={styles.name}>{t('app.name')}</span>
        </Link>
        <span className={styles.spacer} />
        <LanguageMenu className={`button ${styles.languageButton}`} />
        {user ? (
          <MuiIsland>
            <ProfileMenu user={user} />
          </MuiIsland>
        ) : (
          !userComing && (
            <Link to={signInHref(pathname)} className={`button ${styles.signIn}`} onClick={keepHere}>
              {t('nav.login')}
            </Link>
          )
        )}
      </div>
    </header>
  );
}
