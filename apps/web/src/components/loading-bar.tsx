import { useTranslation } from 'react-i18next';
import styles from './loading-bar.module.css';

/**
 * A thin moving line at the top of the screen while a screen's code arrives. On a slow line a tap on
 * Continue, or a menu entry whose dialog is fetched on demand, otherwise showed nothing for seconds.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  return <div className={styles.bar} role="progressbar" aria-label={t('common.loading')} />;
}

/** The line, and the word, where a whole page is on its way: a blank page read as a broken app. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <>
      <LoadingBar />
      <p className={styles.page}>{t('common.loading')}</p>
    </>
  );
}
