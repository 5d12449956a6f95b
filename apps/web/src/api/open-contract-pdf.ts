import { openLinkInNewTab } from '../lib/open-in-new-tab';

/** The contract PDF in a new tab: the quote before payment, the sealed contract once signed. */
export const openContractPdf = (id: string) => openLinkInNewTab(`/users/souscriptions/${id}/pdf-link`);
