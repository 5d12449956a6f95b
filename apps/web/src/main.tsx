import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n/i18n';
// The base styles come first: a component's own styles are written after them and win.
import './styles/fonts.css';
import './styles/base.css';
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
