import type { TLanguage } from '@bi/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import i18n, { i18nReady } from '../lib/i18n/i18n';
import { App } from './app';
import { routes } from './routes';

/** The build writes each page in each language, in that language's direction. */
export { directionOf, LANGUAGES } from '@bi/domain';

/**
 * A page as an anonymous visitor first sees it in `language`, written at build time
 * (build/prerender-pages.ts) so that its text paints before any script runs. The browser hydrates the
 * same tree (`main.tsx`): what this renders must be what the app's first render draws.
 */
export async function prerender(path: string, language: TLanguage): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}: not a page to write`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No hydration data: no route has a loader, and the page's CSP allows no inline script.
  return renderToString(
    <StrictMode>
      <App router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
    </StrictMode>,
  );
}
