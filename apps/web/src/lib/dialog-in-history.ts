import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, type BlockerFunction } from 'react-router';

type TShownDialog = { owner: string; name: string };
type TStateWithDialog = { dialog?: TShownDialog } | null;

/**
 * For a page Back must not leave (spec §2, step 7): Back off another page is blocked, Back that
 * closes a dialog open over it is not (blocked, it left the dialog open for good).
 */
export const backLeavesPage: BlockerFunction = ({ historyAction, currentLocation, nextLocation }) =>
  historyAction === 'POP' && currentLocation.pathname !== nextLocation.pathname;

/** Whether a history entry is a dialog's: leaving it by a replace still leaves the page under it. */
export const holdsDialog = (state: unknown) => Boolean((state as TStateWithDialog)?.dialog);

/**
 * A dialog that the browser's Back closes, as a phone's Back gesture is expected to; before, Back with a
 * dialog open left the whole page. Opening one pushes an entry of the same address with the dialog in its
 * state; closing it goes back over that entry; another dialog in its place replaces it. `owner` tells apart
 * the cards of one list. A dialog whose action leads to another page navigates there with `replace`, so
 * that Back from that page finds the list, not the dialog again.
 */
export function useDialogInHistory<TName extends string>(owner: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = (location.state as TStateWithDialog)?.dialog;
  const open = shown?.owner === owner ? (shown.name as TName) : null;
  // The router's own state, read when closing: a render lags behind a Back (it is drawn as a
  // transition), and an action that succeeds in between must not go back once more, off the page.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const stillOpen = () => {
    const live = router ? (router.state.location.state as TStateWithDialog)?.dialog : shown;
    return live?.owner === owner;
  };
  // A second tap on Back or Close before the first has been heard must not go back past the page.
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = false;
  }, [open]);
  const change = (next: TName | null) => {
    if (next === null) {
      if (!stillOpen() || leaving.current) return;
      leaving.current = true;
      navigate(-1);
      return;
    }
    const state = { ...(location.state as object | null), dialog: { owner, name: next } };
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state, replace: open !== null, preventScrollReset: true },
    );
  };
  return [open, change] as const;
}
