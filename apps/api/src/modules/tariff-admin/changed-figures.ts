/**
 * The figures an edit changed, as `path: [before, after]` (`usages.TAXI.liability.M1: [162500, 170000]`),
 * so the journal says what was edited without copying the whole tariff into every line.
 */
export function changedFigures(before: unknown, after: unknown, path = ''): Record<string, unknown> {
  if (typeof before === 'object' && before !== null && typeof after === 'object' && after !== null) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return Object.assign(
      {},
      ...[...keys].map((key) =>
        changedFigures(
          (before as Record<string, unknown>)[key],
          (after as Record<string, unknown>)[key],
          path ? `${path}.${key}` : key,
        ),
      ),
    );
  }
  return before === after ? {} : { [path]: [before ?? null, after ?? null] };
}
