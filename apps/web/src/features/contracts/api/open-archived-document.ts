import { openLinkInNewTab } from '../../../lib/open-in-new-tab';

/** One sealed document of the contract (contract, endorsement, certificate) in a new tab, by a short-lived link. */
export const openArchivedDocument = (subscriptionId: string, documentId: string) =>
  openLinkInNewTab(`/users/souscriptions/${subscriptionId}/archive/${documentId}/link`);
