import type { TMessageKey } from '@bi/domain';

/** An expected refusal: the error handler answers it with its status and the message in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: TMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields: { field: string; key: TMessageKey; params?: Record<string, string | number> }[] = [],
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'http.notFound');
export const unauthorized = () => new AppError(401, 'http.unauthorized');
