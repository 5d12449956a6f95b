import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A notice at the top of a step that a tap further down answers (Confirm tapped while the notice's
 * country or office is still to change): the tap brings the notice into view and focus, and mounts it
 * again (`key`) so that its role="alert" is announced once more, rather than a second copy of the same
 * words next to the button.
 */
export function usePointedNotice() {
  const ref = useRef<HTMLDivElement>(null);
  const [taps, setTaps] = useState(0);
  useEffect(() => {
    const notice = ref.current;
    if (taps === 0 || !notice) return;
    notice.scrollIntoView({ block: 'center' });
    notice.focus({ preventScroll: true });
  }, [taps]);
  return {
    /** Spread on the notice: where it is, focusable by the tap only, and said when it is mounted. */
    notice: { ref, tabIndex: -1, role: 'alert' } as TPointedNotice,
    /** The notice's key: a new node at each tap, for assistive technology to read again. */
    noticeKey: taps,
    point: () => setTaps((count) => count + 1),
  };
}

export type TPointedNotice = { ref: RefObject<HTMLDivElement | null>; tabIndex: -1; role: 'alert' };
