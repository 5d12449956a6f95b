import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { followLocations } from './follow-locations';
import { routes } from './routes';

/**
 * RouterProvider reads the router's state as it renders and subscribes only once it has committed; the
 * first render is a transition, which yields, so a screen whose code arrived in between was never
 * drawn: the page stayed blank under its header (seen on reloading step 7). A screen's code is fetched
 * at once, and handed to the router only once the app has been drawn.
 */
function holdScreensUntil(drawn: Promise<void>, children: RouteObject[]) {
  for (const route of children) {
    const load = route.lazy;
    // A screen whose code failed to come waits too: its error page is drawn only by a subscribed router.
    if (typeof load === 'function')
      route.lazy = async () => {
        const [screen] = await Promise.allSettled([load(), drawn]);
        if (screen.status === 'rejected') throw screen.reason;
        return screen.value;
      };
    if (route.children) holdScreensUntil(drawn, route.children);
  }
}

/**
 * The browser's router. A page written at build time is hydrated: its first render must already be
 * that page, so the screens of the address it opens on are fetched first. Other pages render at once,
 * the header while their screen arrives. `drawn`: resolved once the app's first render has committed.
 */
export async function createAppRouter({
  screensFirst,
  drawn,
}: {
  screensFirst: boolean;
  drawn: Promise<void>;
}) {
  if (screensFirst) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  holdScreensUntil(drawn, routes);
  const router = createBrowserRouter(routes);
  followLocations(router);
  return router;
}
