import i18n from './i18n/i18n';
import { notify } from './notifications';
import { pendingDetail } from './pending-detail';
import { pendingExtension } from './pending-extension';
import { pendingPage } from './pending-page';

/**
 * Where a sign-in about to open is to lead back to (`afterSignInPath`): a contract or its extension,
 * or the page the header's Sign in was tapped on.
 */
export type TSignInTarget = 'detail' | 'extension' | 'page';

const KEPT = { detail: pendingDetail, extension: pendingExtension, page: pendingPage } as const;
// The header's Sign in needs no word on the sign-in page: the customer chose to sign in.
const SAID = { detail: 'auth.signin.toSeeContract', extension: 'auth.signin.toExtend', page: null } as const;

/**
 * Keeps `id` (a contract's; the page's path) as where sign-in leads, and says so on the sign-in page.
 * The last one kept wins: a contract's link followed, then Sign in tapped on the offer, leads to the offer.
 */
export function keepForSignIn(target: TSignInTarget, id: string) {
  for (const kept of Object.values(KEPT)) kept.clear();
  KEPT[target].store(id);
  const said = SAID[target];
  if (said) notify('info', i18n.t(said), { forNextPage: true });
}
