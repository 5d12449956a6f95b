import { createPortal } from 'react-dom';
import { useNotices } from '../../lib/notifications';
import { useNoticeSlot } from '../../lib/notice-slot';
import { Notice } from './notice';
import styles from './shell.module.css';

/**
 * Notices at the top, under the header, each gone after 10 seconds or when closed: at the bottom they
 * covered the Back and Next buttons of a phone; over the page, its title. A page with a notice slot
 * (the back office, under its tabs) has them there instead.
 */
export function Notifier() {
  const notices = useNotices();
  const slot = useNoticeSlot();
  const list = (
    <div role="status" aria-live="polite" className={slot ? styles.noticesInSlot : styles.notices}>
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </div>
  );
  return slot ? createPortal(list, slot) : list;
}
