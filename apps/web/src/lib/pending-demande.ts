import { flowPath } from './flow-pages';
import { keptId } from './kept-id';
import { detailPath, pendingDetail } from './pending-detail';
import { extensionPath, pendingExtension } from './pending-extension';
import { pageNamedBy, pendingPage } from './pending-page';

/**
 * Spec §2 and §3 "the demande identifier": the signature request a signer came back from (the signing
 * page's return link carries `?demande=…`). Kept on the device until the signature status page has
 * found its subscription, so that a signer who first has to sign in still lands there afterwards.
 */
const DEMANDE_KEY = 'bi.demande';

export const pendingDemande = keptId(DEMANDE_KEY, () => localStorage);

/**
 * Where signing in leads: the signature status when a signer came back signed out, the extension or
 * the contract a mail's link named when it was followed signed out, the page the header's Sign in was
 * tapped on (taken once: a later sign-in does not return there; or named by the sign-in's address,
 * `signInSearch`, when tapped before the page's script ran), else home, which is the customer's
 * list of contracts (decision 026).
 */
export function afterSignInPath(signInSearch = '') {
  const page = pendingPage.take() ?? pageNamedBy(signInSearch);
  if (pendingDemande.get()) return flowPath('signature');
  const extension = pendingExtension.get();
  if (extension) return extensionPath(extension);
  const detail = pendingDetail.get();
  return detail ? detailPath(detail) : (page ?? '/');
}
