import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export const NOTICE_DURATION_MS = 10_000;

export type TNotice = { id: number; severity: 'error' | 'success' | 'info' | 'warning'; message: string };
/** `page`: the page the notice belongs to, counted in page changes (see `followLocation`). */
type TKeptNotice = TNotice & { page: number | 'next' };

let notices: TKeptNotice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * The page a notice belongs to, counted in page changes: a notice raised on one page goes when the
 * customer moves to another (a cancellation's "recorded" had followed them to the next contract's
 * signature page). `next`: raised just before a navigation, it belongs to the page that comes.
 */
let pageChanges = 0;
let shownPathname: string | null = null;

/**
 * Shown for 10 seconds (spec §8), newest last; callable from anywhere, including the API client.
 * A message already shown is not stacked again: it moves last with a fresh id, which restarts its
 * timer. A success makes the errors before it stale, so they go, and the successes before it too: a
 * clerk validating six documents in a row had six notices piled over the hand-over they led to.
 * `forNextPage`: the caller navigates at once, and the notice is about where it leads.
 */
export function notify(
  severity: TNotice['severity'],
  message: string,
  { forNextPage = false }: { forNextPage?: boolean } = {},
): number {
  const staleAfterSuccess = (notice: TKeptNotice) =>
    notice.severity === 'error' || notice.severity === 'success';
  const kept = notices.filter(
    (notice) =>
      !(notice.severity === severity && notice.message === message) &&
      !(severity === 'success' && staleAfterSuccess(notice)),
  );
  const id = nextId++;
  notices = [...kept, { id, severity, message, page: forNextPage ? 'next' : pageChanges }];
  emit();
  return id;
}

/**
 * Told by the router of each location it reaches. Another page reached by the customer (a link, a
 * button, Back) takes the notices of the page left; a redirect (`replaced`) or the same page with a
 * dialog or a query changed keeps them. A `forNextPage` notice arrives with the first location reached.
 */
export function followLocation(pathname: string, { replaced }: { replaced: boolean }) {
  if (shownPathname !== null && pathname !== shownPathname && !replaced) pageChanges += 1;
  shownPathname = pathname;
  const arrived = notices.map((notice) =>
    notice.page === 'next' ? { ...notice, page: pageChanges } : notice,
  );
  const kept = arrived.filter((notice) => notice.page === pageChanges);
  if (kept.length === notices.length && !notices.some((notice) => notice.page === 'next')) return;
  notices = kept;
  emit();
}

/** Errors about an attempt the customer has since got through (the right code after a wrong one). */
export function dismissErrors() {
  if (!notices.some((notice) => notice.severity === 'error')) return;
  notices = notices.filter((notice) => notice.severity !== 'error');
  emit();
}

export function dismiss(id: number) {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

/**
 * A notice about what one component shows (the code sent to its dialog), gone with it: a "code sent"
 * left over on the next screen covered its first line for ten seconds, about a code already spent.
 */
export function useOwnNotice() {
  const shown = useRef<number | null>(null);
  const own = useMemo(
    () => ({
      show: (severity: TNotice['severity'], message: string) => {
        shown.current = notify(severity, message);
      },
      clear: () => {
        if (shown.current !== null) dismiss(shown.current);
        shown.current = null;
      },
    }),
    [],
  );
  useEffect(() => own.clear, [own]);
  return own;
}

/** A page written at build time shows no notice: hydration starts from none too. */
const NO_NOTICES: TKeptNotice[] = [];

export const useNotices = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
    () => NO_NOTICES,
  );
