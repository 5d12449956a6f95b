import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { dismiss, NOTICE_DURATION_MS, type TNotice } from '../../lib/notifications';
import styles from './notice.module.css';

/**
 * One notice, drawn without MUI: it must show on the landing, and when the network is gone (where a
 * chunk fetched on demand could not come), see decision 021.
 */
export function Notice({ notice }: { notice: TNotice }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notice.id), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice.id]);
  return (
    <div role="alert" className={`${styles.notice} ${styles[notice.severity]}`}>
      <span className={styles.icon}>
        <Icon name={notice.severity} />
      </span>
      <span className={styles.message}>{notice.message}</span>
      <button
        type="button"
        className={styles.close}
        aria-label={t('common.close')}
        title={t('common.close')}
        onClick={() => dismiss(notice.id)}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
