import type { TGarantieOffer } from '@bi/domain';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { flowSubscriptionAt } from './flow-test-kit';
import { Step5Page } from './step5-page';

/**
 * A subscription at step 5 whose offers are `offers` (`forYear`'s for a year typed there); its step 5
 * saves answer it back, quotes a total.
 */
export function serveStep5(offers: unknown, forYear: (year: number) => unknown = () => offers): TApiCall[] {
  const subscription = flowSubscriptionAt(5, {
    today: '2026-11-25',
    periode_info: { date_effet: '2026-11-27', date_fin: '2027-01-26' },
  });
  return fakeApi(({ path, method }) => {
    if (path === '/users/souscriptions/s-1') return { body: subscription };
    if (path === '/users/souscriptions/s-1/step5' && method === 'POST') return { body: subscription };
    if (path === '/users/souscriptions/s-1/packs') return { body: offers };
    const year = /^\/users\/souscriptions\/s-1\/packs\?annee_circulation=(\d+)$/.exec(path)?.[1];
    if (year) return { body: forYear(Number(year)) };
    if (path === '/users/souscriptions/s-1/quote') return { body: { primeTotal: 1070 } };
    return { body: { value: [], count: 0 } };
  });
}

export const renderStep5 = () =>
  renderScreen('/souscriptions/step5', [{ path: '/souscriptions/step5', element: <Step5Page /> }]);

/** A guarantee as step 5's offers list it, optional and counting toward the à la carte minimum. */
export const offeredGuarantee = (
  grnt_Id: number,
  grnt_Name: string,
  extra: Partial<TGarantieOffer> = {},
): TGarantieOffer => ({
  grnt_Id,
  grnt_Code: `G${grnt_Id}`,
  grnt_Name,
  grnt_Name_EN: grnt_Name,
  grnt_Name_AR: grnt_Name,
  grnt_Description: '',
  grnt_Description_EN: '',
  grnt_Description_AR: '',
  grnt_Obligatoire: false,
  grnt_Min: true,
  formules: [{ code: 'F1', valeurMin: null, valeurMax: null, franchise: null, prime: 100, prime_ttc: 120 }],
  ...extra,
});
