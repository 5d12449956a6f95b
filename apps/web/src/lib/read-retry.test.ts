import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { readRetryDelay, retryRead } from './read-retry';

describe('reads tried again', () => {
  it('after a lost network or a server that says to come back, three times at most', () => {
    const unavailable = new ApiError(503, 'Service momentanément indisponible.', [], false, 1);
    expect(retryRead(0, unavailable)).toBe(true);
    expect(retryRead(2, new ApiError(0, 'Pas de réseau.'))).toBe(true);
    expect(retryRead(3, unavailable)).toBe(false);
  });

  it('never for an answer that will not change: not found, refused, invalid', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect(retryRead(0, new ApiError(status, 'Non.'))).toBe(false);
    expect(retryRead(0, new Error('bug'))).toBe(false);
  });

  it('waits what the server asked, else longer each time, never past ten seconds', () => {
    expect(readRetryDelay(0, new ApiError(503, 'x', [], false, 1))).toBe(1000);
    expect(readRetryDelay(0, new ApiError(503, 'x', [], false, 120))).toBe(10_000);
    expect([0, 1, 2].map((failures) => readRetryDelay(failures, new ApiError(0, 'x')))).toEqual([
      1000, 2000, 4000,
    ]);
  });
});
