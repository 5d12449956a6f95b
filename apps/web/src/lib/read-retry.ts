import { ApiError } from './api-client';

const MAX_RETRIES = 3;
/** A wait the server asks for is kept, within what a person at a counter or in a queue will wait. */
const LONGEST_WAIT_MS = 10_000;

/**
 * A read that failed for a reason that passes — no network (a ferry queue's signal), a gateway or a
 * server busy or cut from its database (502, 503, 504) — is tried again; any other answer is the answer.
 */
export const isPassingFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || [502, 503, 504].includes(error.status));

export const retryRead = (failures: number, error: unknown) =>
  failures < MAX_RETRIES && isPassingFailure(error);

/** After the server's `Retry-After` when it gave one, else 1, 2, 4 s. */
export const readRetryDelay = (failures: number, error: unknown) =>
  error instanceof ApiError && error.retryAfterSeconds !== null
    ? Math.min(error.retryAfterSeconds * 1000, LONGEST_WAIT_MS)
    : Math.min(1000 * 2 ** failures, LONGEST_WAIT_MS);
