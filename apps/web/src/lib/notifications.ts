import { useSyncExternalStore } from 'react';

export const NOTICE_DURATION_MS = 10_000;

export type TNotice = { id: number; severity: 'error' | 'success' | 'info' | 'warning'; message: string };

let notices: TNotice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shown for 10 seconds (spec §8), newest last; callable from anywhere, including the API client. */
export function notify(severity: TNotice['severity'], message: string) {
  notices = [...notices, { id: nextId++, severity, message }];
  emit();
}

export function dismiss(id: number) {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

export const useNotices = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
  );
