import { setNoticeSlot } from '../lib/notice-slot';
import styles from './notice-slot.module.css';

/** The place of the page's notices, where it renders this (see lib/notice-slot). */
export function NoticeSlot() {
  return <div ref={setNoticeSlot} className={styles.slot} />;
}
