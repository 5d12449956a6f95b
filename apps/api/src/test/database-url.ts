/** The same server as `DATABASE_URL`, another database on it. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
