import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver, which the contract list uses to load its next page: an observer
 * that never reports, for the screens whose list has a single page.
 */
export const stubIntersectionObserver = () =>
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
