import { useNotices } from '../../lib/notifications';
import { Notice } from './notice';
import styles from './shell.module.css';

/**
 * Notices at the top, under the header, each gone after 10 seconds or when closed: at the bottom they
 * covered the Back and Next buttons of a phone; over the page, its title.
 */
export function Notifier() {
  const notices = useNotices();
  return (
    <div role="status" aria-live="polite" className={styles.notices}>
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
