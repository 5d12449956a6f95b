import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { flowSubscriptionAt } from './flow-test-kit';
import { Step6Page } from './step6-page';

const line = (code: string, prime: number) => ({ code, formule: 'F1', prime });

describe('step 6: the quote to confirm', () => {
  it('names every guarantee its total prices, those added to the pack included', async () => {
    const subscription = flowSubscriptionAt(6, {
      today: '2026-11-25',
      periode_info: { date_effet: '2026-11-27', date_fin: '2027-01-26' },
      pack_info: { pack_Id: 1, remorque: true, selected_garanties: [] },
      simulation_result: {
        primeNet: 1100,
        totalTaxe: 168.66,
        primeTotal: 1268.66,
        taxes: [],
        garanties: [line('RC', 900), line('DOMMAGE_COLLISION', 120), line('REMORQUE', 80)],
        tarif_version: 'v',
      },
    });
    fakeApi(({ path }) =>
      path === '/users/souscriptions/s-1' ? { body: subscription } : { body: { result: [] } },
    );
    await renderScreen('/souscriptions/step6', [{ path: '/souscriptions/step6', element: <Step6Page /> }]);
    const label = await screen.findByText('Garanties');
    expect(label.closest('tr')?.textContent).toBe('GarantiesResponsabilité civile, Dommage et collision');
  });
});
