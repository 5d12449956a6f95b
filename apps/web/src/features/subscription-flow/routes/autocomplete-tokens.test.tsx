import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { CreatePage } from './create-page';
import { Step1Page } from './step1-page';

const tokenOf = (label: RegExp | string) => screen.getByLabelText(label).getAttribute('autocomplete');
const FRANCE = { pays_Id: 33, pays_Name: 'France', pays_Name_EN: 'France', pays_Name_AR: 'فرنسا' };
const SPAIN = { pays_Id: 34, pays_Name: 'Espagne', pays_Name_EN: 'Spain', pays_Name_AR: 'إسبانيا' };

describe('the fields a phone fills by their autocomplete token', () => {
  it('on /create: given name, family name, the whole phone number and new password', async () => {
    fakeApi(() => undefined);
    flowState.setEmail('amal@example.com');
    await renderScreen('/souscriptions/create', [{ path: '/souscriptions/create', element: <CreatePage /> }]);
    await screen.findByLabelText(/^Prénom/);
    expect(tokenOf(/^Prénom/)).toBe('given-name');
    expect(tokenOf(/^Nom/)).toBe('family-name');
    expect(tokenOf(/^Téléphone/)).toBe('tel');
    expect(tokenOf(/^Mot de passe/)).toBe('new-password');
    fireEvent.click(screen.getByLabelText('Société'));
    expect(tokenOf(/^Dénomination sociale/)).toBe('organization');
  });

  it('on step 1: country name, city and address lines; the country written by autofill is chosen', async () => {
    session.store('token-1');
    flowState.setSubscriptionId('s-1');
    fakeApi(({ path }) => {
      if (path === '/users/souscriptions/s-1')
        return {
          body: { _id: 's-1', version: 1, statut: 'draft', current_step: 1, user_info: { type: 'physique' } },
        };
      if (path === '/users/souscriptions/pays') return { body: { result: [FRANCE, SPAIN] } };
      if (path.startsWith('/users/souscriptions/?')) return { body: { value: [] } };
      return undefined;
    });
    await renderScreen('/souscriptions/step1', [{ path: '/souscriptions/step1', element: <Step1Page /> }]);
    const country = await screen.findByLabelText(/^Pays de résidence/);
    expect(country.getAttribute('autocomplete')).toBe('country-name');
    expect(tokenOf(/^Ville/)).toBe('address-level2');
    expect(tokenOf(/^Adresse/)).toBe('address-line1');
    expect(tokenOf(/^Complément/)).toBe('address-line2');
    fireEvent.change(country, { target: { value: 'spain' } });
    fireEvent.blur(country);
    await waitFor(() => expect((country as HTMLInputElement).value).toBe('Espagne'));
  });
});
