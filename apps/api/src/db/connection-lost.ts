/**
 * SQLSTATEs of a session the server ended or refused: the connection_exception class (08…),
 * admin_shutdown (57P01: a restart, a failover, `pg_terminate_backend`), crash_shutdown (57P02) and
 * cannot_connect_now (57P03: the server is starting or stopping).
 */
const LOST_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** Socket errors of a database server that went away or cannot be reached. */
const LOST_SOCKET = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What node-postgres and PGlite say, without a code, once a connection or the database is gone:
 * a socket ended under a query ("Connection terminated unexpectedly"), a client used after that
 * ("… is not queryable"), the pool or PGlite closed (an instance shutting down, or an outage test),
 * no connection within the pool's connection timeout.
 */
const LOST_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
  // A server that drops packets instead of refusing: the pool's wait for a connection runs out.
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

function isLostItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_SOCKET.has(code))) return true;
  return typeof message === 'string' && LOST_MESSAGES.has(message);
}

/**
 * Whether a failure is the database connection's rather than the query's, looking through Drizzle's
 * wrapper (`cause`) and the per-address errors of a refused connection (`AggregateError`). Such a
 * failure says nothing about the request: the same call may succeed a moment later. The depth bounds
 * a chain of causes that loops.
 */
export function isConnectionLost(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isLostItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isConnectionLost(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isConnectionLost(inner, depth + 1));
}
