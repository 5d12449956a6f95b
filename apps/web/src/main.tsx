// Latin scripts only (French, English, the names on European papers): the other subsets' faces
// would make the render-blocking stylesheet several times larger for text we never show.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-ext-700.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n/i18n';
import { App } from './app/app';

// The first render waits for the active language's texts rather than flashing their keys, and runs
// as a transition: React yields between components, so a slow phone gets no long frozen task.
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
