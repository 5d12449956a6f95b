import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { TSubscriptionRow } from './repository';

const VERSION_TAG = /^(?:W\/)?"?(\d{1,9})"?$/;

/**
 * The version the client last read, from `If-Match` (`"3"`, `W/"3"` or `3`). Without the header the
 * write is taken as it comes, as the spec's clients send none; the web app always sends it.
 */
export function expectedVersionOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  // `*` matches whatever version is stored (RFC 9110): the same as sending none.
  if (header === undefined || String(header).trim() === '*') return undefined;
  const match = VERSION_TAG.exec(String(header).trim());
  if (!match) {
    throw new AppError(400, 'http.validation', {}, [{ field: 'If-Match', key: 'validation.invalidFormat' }]);
  }
  return Number(match[1]);
}

/** A write based on an older read would silently undo another tab's change: refuse it. */
export function assertFresh(row: TSubscriptionRow, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && expectedVersion !== row.version) {
    throw new AppError(409, 'subscription.stale');
  }
}
