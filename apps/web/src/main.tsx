import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { currentLanguage, i18nReady } from './lib/i18n/i18n';
// The base styles come first: a component's own styles are written after them and win.
import './styles/fonts.css';
import './styles/base.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';

const container = document.getElementById('root')!;

/**
 * The first render waits for the active language's texts rather than flashing their keys, and runs
 * as a transition: React yields between components, so a slow phone gets no long frozen task.
 * A page the server sent written out (`data-prerendered`, its language) is hydrated, the text already
 * on screen kept; if the visitor's language is another, the app draws the page again in theirs.
 */
void i18nReady.then(async () => {
  const hydrate = container.dataset.prerendered === currentLanguage();
  let markDrawn!: () => void;
  const drawn = new Promise<void>((resolve) => (markDrawn = resolve));
  const router = await createAppRouter({ screensFirst: hydrate, drawn });
  const app = (
    <StrictMode>
      <App router={<RouterProvider router={router} />} onDrawn={markDrawn} />
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
