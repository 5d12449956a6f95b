import i18n from './i18n/i18n';
import { notify } from './notifications';
import { pendingDetail } from './pending-detail';
import { pendingExtension } from './pending-extension';

/** Where a sign-in about to open is to lead back to (`afterSignInPath`): a contract or its extension. */
export type TSignInTarget = 'detail' | 'extension';

const KEPT = { detail: pendingDetail, extension: pendingExtension } as const;
const SAID = { detail: 'auth.signin.toSeeContract', extension: 'auth.signin.toExtend' } as const;

/** Keeps contract `id` as where sign-in leads, and says so on the sign-in page. */
export function keepForSignIn(target: TSignInTarget, id: string) {
  KEPT[target].store(id);
  notify('info', i18n.t(SAID[target]), { forNextPage: true });
}
