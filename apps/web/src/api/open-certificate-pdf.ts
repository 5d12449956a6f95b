import { openLinkInNewTab } from '../lib/open-in-new-tab';

/** The insurance certificate (attestation) of a signed subscription, in a new tab. */
export const openCertificatePdf = (id: string) =>
  openLinkInNewTab(`/users/souscriptions/${id}/certificate-link`);
