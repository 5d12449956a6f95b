/**
 * The SQLSTATE of a database error, whether the driver threw it directly or Drizzle wrapped it
 * (its query errors carry the driver's error as `cause`).
 */
export function databaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return cause === undefined ? undefined : databaseErrorCode(cause);
}

/** PostgreSQL's unique_violation, raised when two writes race for the same unique value. */
export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === '23505';

/**
 * A deadlock (40P01) or a serialization failure (40001): two writes on the same rows at once, one of
 * which PostgreSQL gave up. Nothing was written by the loser, so the caller may simply try again.
 */
export const isConcurrencyConflict = (error: unknown) => {
  const code = databaseErrorCode(error);
  return code === '40P01' || code === '40001';
};
