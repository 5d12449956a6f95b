import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/get-current-user';
import { Icon } from '../../components/icon';
import { MuiIsland } from '../mui-island';
import styles from './header.module.css';
import { LanguageMenu } from './language-menu';
import { flowPath } from '../../lib/flow-pages';

/** Only signed-in customers need the profile menu and its dialogs: loaded when one is signed in. */
const ProfileMenu = lazy(async () => ({
  default: (await import('../../features/profile/components/profile-menu')).ProfileMenu,
}));

/** react-router keeps the position in history.state.idx: above 0 there is a page of ours to go back to. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Drawn without MUI: it is on the landing, which must paint before MUI arrives (decision 021). */
export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  return (
    <header className={styles.header}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.back}
          aria-label={t('nav.back')}
          onClick={() => (canGoBack() ? navigate(-1) : navigate('/'))}
        >
          <Icon name="arrowBack" mirrored />
        </button>
        <Link to={flowPath('commencer')} aria-label={t('nav.home')} className={styles.brand}>
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
          <Link to="/auth/signin" className={`button ${styles.signIn}`}>
            {t('nav.login')}
          </Link>
        )}
      </div>
    </header>
  );
}
