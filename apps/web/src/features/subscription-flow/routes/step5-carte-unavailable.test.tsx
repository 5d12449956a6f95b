import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { Step5Page } from './step5-page';

const basic = {
  pack_Id: 1,
  pack_Code: 'BASE',
  pack_Name: 'Offre de base',
  primeTotal: 497.91,
  garanties: [],
  options: [],
};

describe('step 5 without à la carte', () => {
  it('says why the tab is greyed, in the words of the rule', async () => {
    session.store('token-1');
    flowState.setSubscriptionId('s-1');
    fakeApi(({ path }) => {
      if (path === '/users/souscriptions/s-1')
        return {
          body: {
            _id: 's-1',
            version: 1,
            statut: 'simulation',
            current_step: 5,
            today: '2026-11-25',
            user_info: {},
            periode_info: { date_effet: '2026-11-27', date_fin: '2026-12-01' },
          },
        };
      if (path === '/users/souscriptions/s-1/packs')
        return { body: { packs: [basic], cartes: [], exclusions: [], taux_remorque: 0 } };
      return { body: { value: [], count: 0 } };
    });
    await renderScreen('/souscriptions/step5', [{ path: '/souscriptions/step5', element: <Step5Page /> }]);
    const tab = await screen.findByRole('tab', { name: 'À la carte' });
    expect(tab.getAttribute('aria-disabled') ?? String((tab as HTMLButtonElement).disabled)).toBe('true');
    expect(screen.getByTestId('carte-unavailable').textContent).toBe(
      "Les packs et la formule à la carte sont réservés à l'usage tourisme, pour une durée d'au moins un mois.",
    );
  });
});
