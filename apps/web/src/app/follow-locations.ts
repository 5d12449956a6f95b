import type { createBrowserRouter } from 'react-router';
import { holdsDialog } from '../lib/dialog-in-history';
import { followLocation } from '../lib/notifications';

type TRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Tells the notices of each location the router reaches, at once, before the page renders: a notice
 * of the page left never shows on the next one. A redirect (a replace) keeps them, except where the
 * entry replaced was a dialog's: its action led to another page, and the page under it is left.
 */
export function followLocations(router: TRouter) {
  let shown = router.state.location;
  followLocation(shown.pathname, { replaced: true });
  // Also called while a navigation loads, the location not yet changed.
  router.subscribe(({ location, historyAction }) => {
    if (location.key === shown.key) return;
    const replaced = historyAction === 'REPLACE' && !holdsDialog(shown.state);
    shown = location;
    followLocation(location.pathname, { replaced });
  });
}
