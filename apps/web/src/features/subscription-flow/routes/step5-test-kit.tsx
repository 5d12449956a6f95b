import { flowState } from '../../../lib/flow-state';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { Step5Page } from './step5-page';

/** A subscription at step 5 whose offers are `offers`; its step 5 saves answer it back, quotes a total. */
export function serveStep5(offers: unknown): TApiCall[] {
  session.store('token-1');
  flowState.setSubscriptionId('s-1');
  const subscription = {
    _id: 's-1',
    version: 1,
    statut: 'simulation',
    current_step: 5,
    today: '2026-11-25',
    user_info: {},
    periode_info: { date_effet: '2026-11-27', date_fin: '2027-01-26' },
  };
  return fakeApi(({ path, method }) => {
    if (path === '/users/souscriptions/s-1') return { body: subscription };
    if (path === '/users/souscriptions/s-1/step5' && method === 'POST') return { body: subscription };
    if (path === '/users/souscriptions/s-1/packs') return { body: offers };
    if (path === '/users/souscriptions/s-1/quote') return { body: { primeTotal: 1070 } };
    return { body: { value: [], count: 0 } };
  });
}

export const renderStep5 = () =>
  renderScreen('/souscriptions/step5', [{ path: '/souscriptions/step5', element: <Step5Page /> }]);
