import { createBrowserRouter, matchRoutes } from 'react-router';
import { followLocation } from '../lib/notifications';
import { routes } from './routes';

/**
 * The browser's router. A page written at build time is hydrated: its first render must already be
 * that page, so the screens of the address it opens on are fetched first. Other pages render at once,
 * the header while their screen arrives.
 */
export async function createAppRouter({ screensFirst }: { screensFirst: boolean }) {
  if (screensFirst) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes);
  // Told at once, before the page renders: a notice of the page left never shows on the next one.
  let shown = router.state.location.key;
  followLocation(router.state.location.pathname, { replaced: true });
  // Also called while a navigation loads, the location not yet changed.
  router.subscribe(({ location, historyAction }) => {
    if (location.key === shown) return;
    shown = location.key;
    followLocation(location.pathname, { replaced: historyAction === 'REPLACE' });
  });
  return router;
}
