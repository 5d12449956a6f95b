import type { RuleViolation, TMessageKey } from '@bi/domain';

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

/** A domain rule's refusal answered with `status`, still naming the field it refused when it has one. */
export const ruleRefusal = (error: RuleViolation, status: number) =>
  new AppError(
    status,
    error.key,
    error.params,
    error.field ? [{ field: error.field, key: error.key, params: error.params }] : [],
  );

/** Too much under way to take this call now: a 503 that says when to come back (`Retry-After`). */
export class ServiceBusy extends AppError {
  constructor(
    key: TMessageKey,
    readonly retryAfterSeconds: number,
  ) {
    super(503, key);
    this.name = 'ServiceBusy';
  }
}
