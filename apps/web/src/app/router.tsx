import { createBrowserRouter, matchRoutes } from 'react-router';
import { followLocations } from './follow-locations';
import { routes } from './routes';

type TAppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has loaded the screens of the address it opened on. RouterProvider reads
 * the router's state as it renders and subscribes only when it commits; the first render runs as a
 * transition, which yields, so a screen that arrived in between was never shown: the page stayed
 * blank under its header (seen on reloading step 7).
 */
const initialized = (router: TAppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * The browser's router, its first screens loaded. A page written at build time is hydrated: its first
 * render must already be that page, so the screens of the address it opens on are fetched even before
 * the router is made.
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
  followLocations(router);
  await initialized(router);
  return router;
}
