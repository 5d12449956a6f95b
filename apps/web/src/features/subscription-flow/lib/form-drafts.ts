import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'bi.flow.draft.';
// One empty list, so that a page without fixed fields does not subscribe anew at each render.
const NONE: readonly string[] = [];

/**
 * What a page of the flow holds before it is saved, kept for the tab: a reload, or a phone that
 * discarded the tab while its camera was open, finds what was typed. The tab's storage, not the
 * device's: a shared phone's next customer never sees it. Passwords are never part of a draft.
 */
export const formDrafts = {
  key: (page: string, subscription: string | undefined) => `${PREFIX}${page}:${subscription ?? 'new'}`,
  read<T>(key: string): Partial<T> | null {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as Partial<T>;
    } catch {
      return null;
    }
  },
  write: (key: string, values: unknown) => sessionStorage.setItem(key, JSON.stringify(values)),
  /**
   * Once the page is saved, the server holds it: the draft would only hide a later change. The state
   * kept beside the form (`useDraftState` under `key:…`, a make chosen) goes with it, else it would
   * show a make the saved form no longer holds.
   */
  /** Once a step is saved, or refused as out of date. */
  clearStep: (step: number, subscription: string | undefined) =>
    formDrafts.clear(formDrafts.key(`step${step}`, subscription)),
  clear(key: string) {
    const kept = Object.keys(sessionStorage);
    for (const stored of kept)
      if (stored === key || stored.startsWith(`${key}:`)) sessionStorage.removeItem(stored);
  },
};

/** Keeps every change of `form` as its draft under `key`, if any, but the `fixed` fields. */
export function useKeptDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  key: string | undefined,
  fixed: readonly string[] = NONE,
) {
  useEffect(() => {
    if (key === undefined) return;
    const subscription = form.watch((values, { name }) => {
      // A value set by the form itself (its reset) is not the customer's.
      if (name === undefined) return;
      const kept: Record<string, unknown> = { ...values };
      for (const field of fixed) delete kept[field];
      formDrafts.write(key, kept);
    });
    return () => subscription.unsubscribe();
  }, [form, key, fixed]);
}

/**
 * A page's state beside its form (a make chosen from a search, a cover ticked), kept with the draft:
 * under `key`, a draft's key followed by `:` and a name, cleared with it.
 */
export function useDraftState<T>(key: string, initial: T | (() => T)) {
  const [value, setValue] = useState<T>(() => {
    const kept = formDrafts.read<{ value: T }>(key);
    if (kept && 'value' in kept) return kept.value as T;
    return initial instanceof Function ? initial() : initial;
  });
  const keep = (next: T | ((current: T) => T)) =>
    setValue((current) => {
      const value = next instanceof Function ? next(current) : next;
      formDrafts.write(key, { value });
      return value;
    });
  return [value, keep] as const;
}
