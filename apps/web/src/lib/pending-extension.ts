import { keptId } from './kept-id';

/**
 * The reminder before a contract ends links to `/?extend=<id>` (decision 027). Opened signed out, the
 * id is kept while the customer signs in, so that sign-in leads back to that extension. Kept for this
 * tab only, as a contract's detail is: the sign-in follows at once.
 */
const EXTEND_KEY = 'bi.extend';

export const pendingExtension = keptId(EXTEND_KEY);

/** The address that makes (or takes up) a contract's extension and opens it. */
export const extensionPath = (id: string) => `/?extend=${encodeURIComponent(id)}`;
