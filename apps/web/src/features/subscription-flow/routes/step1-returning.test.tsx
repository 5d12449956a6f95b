import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { Step1Page } from './step1-page';

const FRANCE = { pays_Id: 75, pays_Code: 'FR', pays_Name: 'FRANCE', pays_Name_EN: 'France' };
const given = { given: true, at: '2026-06-01T10:00:00+01:00', version: '2026-01' };

describe("a returning customer's step 1", () => {
  it('comes filled from their last contract, the consent to a file handled in Morocco ticked again', async () => {
    session.store('token-1');
    flowState.setSubscriptionId('s-2');
    fakeApi(({ path }) => {
      if (path === '/users/souscriptions/s-2')
        return {
          body: {
            _id: 's-2',
            version: 1,
            statut: 'simulation',
            current_step: 1,
            user_info: { type: 'physique' },
          },
        };
      if (path === '/users/souscriptions/pays') return { body: { result: [FRANCE] } };
      const last = {
        _id: 's-1',
        user_info: {
          type: 'physique',
          pays_Id: 75,
          ville: 'Marseille',
          address1: '3 rue Victor Hugo',
          num_identity: '19AB12345',
          consent_maroc: given,
        },
      };
      return { body: { value: [last], count: 1 } };
    });
    await renderScreen('/souscriptions/step1', [{ path: '/souscriptions/step1', element: <Step1Page /> }]);
    expect(((await screen.findByLabelText(/^Adresse/)) as HTMLInputElement).value).toBe('3 rue Victor Hugo');
    const consent = screen.getByRole('checkbox', { name: /Maroc/ }) as HTMLInputElement;
    expect(consent.checked).toBe(true);
  });

  it('flags the number read from the identity photo when the reading could not settle an L or a 1, until it is typed', async () => {
    session.store('token-1');
    flowState.setSubscriptionId('s-3');
    flowState.setIdentityNumber('BG12345', true);
    fakeApi(({ path }) => {
      if (path === '/users/souscriptions/s-3')
        return {
          body: {
            _id: 's-3',
            version: 1,
            statut: 'simulation',
            current_step: 1,
            user_info: { type: 'physique' },
          },
        };
      if (path === '/users/souscriptions/pays') return { body: { result: [FRANCE] } };
      return { body: { value: [], count: 0 } };
    });
    await renderScreen('/souscriptions/step1', [{ path: '/souscriptions/step1', element: <Step1Page /> }]);
    const number = (await screen.findByLabelText(/^Numéro de pièce/)) as HTMLInputElement;
    expect(number.value).toBe('BG12345');
    expect(screen.getByText(/^À vérifier sur votre pièce/)).toBeTruthy();
    fireEvent.change(number, { target: { value: 'B612345' } });
    await waitFor(() => expect(screen.queryByText(/^À vérifier sur votre pièce/)).toBeNull());
    expect(screen.getByText('CIN ou passeport')).toBeTruthy();
  });
});
