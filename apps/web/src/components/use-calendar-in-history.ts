import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

type TStateWithCalendar = { calendar?: string } | null;

/**
 * A calendar that the phone's Back closes, leaving open the dialog or page it was opened from: opening
 * it pushes an entry of the same address (the dialog's state kept), closing it goes back over that
 * entry. Without it, Back in the calendar closed the date dialog under it (issue 36).
 */
export function useCalendarInHistory() {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const open = (location.state as TStateWithCalendar)?.calendar === id;
  // A second close before the first Back is heard (OK, then a tap outside) must not go back past it.
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = false;
  }, [open]);
  const show = () => {
    if (open) return;
    const state = { ...(location.state as object | null), calendar: id };
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state, preventScrollReset: true },
    );
  };
  const hide = () => {
    if (!open || leaving.current) return;
    leaving.current = true;
    navigate(-1);
  };
  return { open, show, hide };
}
