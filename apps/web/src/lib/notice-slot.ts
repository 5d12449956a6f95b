import { useSyncExternalStore } from 'react';

/**
 * Where a page wants the notices instead of under the header: the back office puts them under its
 * tabs, which a notice under the header pushed down or covered for ten seconds after every action, so a
 * tap meant for a tab hit the notice. None: under the header.
 */
let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function setNoticeSlot(element: HTMLElement | null) {
  if (element === slot) return;
  slot = element;
  listeners.forEach((listener) => listener());
}

export const useNoticeSlot = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => slot,
    () => null,
  );
