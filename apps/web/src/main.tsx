import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n/i18n';
import { App } from './app/app';

// Latin only (French, English): fontsource's per-subset files carry no unicode-range, so adding
// another subset would make every visitor download both; a rarer letter falls back to the system font.
// Imported on the fly: a stylesheet in index.html would block the first paint, which needs no font.
void import('@fontsource/roboto/latin-400.css');
void import('@fontsource/roboto/latin-500.css');
void import('@fontsource/roboto/latin-700.css');

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
