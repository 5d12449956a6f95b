import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppRunning } from '../lib/use-app-running';
import { Icon } from './icon';
import styles from './print-actions.module.css';
import { flowPath } from '../lib/flow-pages';

/**
 * Back to the start of the flow, and a download through the browser's own print dialog: it lays out
 * Arabic right to left and offers "Save as PDF" on phones and computers alike. Drawn without MUI: the
 * offer page has no other need of it (decision 021).
 */
export function PrintActions({ downloadLabel }: { downloadLabel?: string }) {
  const { t } = useTranslation();
  const running = useAppRunning();
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <Link to={flowPath('commencer')} className="button button--outlined">
          <Icon name="arrowBack" mirrored />
          {t('legal.back')}
        </Link>
        <button
          type="button"
          className="button button--contained"
          disabled={!running}
          onClick={() => window.print()}
        >
          <Icon name="download" />
          {downloadLabel ?? t('legal.download')}
        </button>
      </div>
      <p className={styles.hint}>{t('legal.downloadHint')}</p>
    </div>
  );
}
