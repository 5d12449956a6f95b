import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while a page written out at build time shows before the app has taken it over (its buttons
 * would do nothing yet: they say so by being disabled), true once it runs, and always in the browser's
 * own renders.
 */
export const useAppRunning = () =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
