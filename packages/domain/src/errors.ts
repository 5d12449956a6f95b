import type { TMessageKey } from './messages/index';

/**
 * A rule of the product refused something. It carries a message key rather than text so that each
 * edge (API answer, web form) says it in the reader's language; the API answers it with `status`.
 */
export class RuleViolation extends Error {
  constructor(
    readonly key: TMessageKey,
    readonly status: 400 | 403 | 404 | 409 | 422 = 422,
    readonly params: Record<string, string | number> = {},
    /** The field of the request the rule refused, when it is one: the answer names it. */
    readonly field?: string,
  ) {
    super(key);
    this.name = 'RuleViolation';
  }
}
