/** The one value a field's readings agree on: none when they differ, a guess being worse than none. */
export function agreed<T>(
  values: readonly string[] | undefined,
  read: (value: string) => T | undefined,
): T | undefined {
  const found = (values ?? []).map(read).filter((value): value is T => value !== undefined);
  return new Set(found.map((value) => JSON.stringify(value))).size === 1 ? found[0] : undefined;
}
