import { BACKOFFICE_HOME } from './backoffice-paths';
import { keptId } from './kept-id';

/**
 * A back-office page a staff mail's link opened signed out (a contract, a termination to decide): kept in
 * this tab while they sign in, so that sign-in leads to it rather than to the queue, as a customer's
 * link leads to its contract.
 */
const kept = keptId('bi.backoffice-return');

const isBackofficePath = (path: string) =>
  path === BACKOFFICE_HOME ||
  path.startsWith(`${BACKOFFICE_HOME}/`) ||
  path.startsWith(`${BACKOFFICE_HOME}?`);

export const backofficeReturn = {
  store: (path: string) => kept.store(path),
  /** Where a staff member's sign-in leads: the page kept, once, else the queue. */
  take: (): string => {
    const path = kept.get();
    kept.clear();
    return path && isBackofficePath(path) ? path : BACKOFFICE_HOME;
  },
};
