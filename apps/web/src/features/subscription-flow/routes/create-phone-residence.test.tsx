import type { TUserAnswer } from '@bi/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { CreatePage } from './create-page';

const phoneLanguages = (languages: string[]) =>
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });

// The screens' tests run on a French phone (test/french-phone.ts): put it back.
afterEach(() => phoneLanguages(['fr-FR', 'fr']));

const ACCOUNT: TUserAnswer = {
  email: 'sara@example.com',
  phone: null,
  country_code: null,
  first_name: 'Sara',
  last_name: 'Haddad',
  raison_sociale: null,
  type: 'physique',
  language: 'fr',
  role: 'customer',
};
const LIVING_IN_SPAIN = { value: [{ _id: 's-1', user_info: { type: 'physique', pays: 'ES' } }], count: 1 };

/** A signed-in customer starting a new subscription on a phone set to ar-MA, living in Spain. */
async function openCreate(account: TUserAnswer) {
  phoneLanguages(['ar-MA', 'ar']);
  session.store('token-1');
  fakeApi((call: TApiCall) => {
    if (call.path === '/users/me') return { body: account };
    if (call.path.startsWith('/users/souscriptions/?')) return { body: LIVING_IN_SPAIN };
    return undefined;
  });
  await renderScreen('/souscriptions/create', [{ path: '/souscriptions/create', element: <CreatePage /> }]);
  await screen.findByLabelText(/^Téléphone/);
}

const countryShown = () => (screen.getByRole('combobox', { name: 'Indicatif' }) as HTMLInputElement).value;

describe("/create's phone country for a customer whose residence is known", () => {
  it('is the residence of the last subscription when the account has no phone', async () => {
    await openCreate(ACCOUNT);
    expect(countryShown()).toBe('+34');
  });

  it("is the stored number's own when the account has one", async () => {
    await openCreate({ ...ACCOUNT, phone: '612345678', country_code: '212' });
    expect(countryShown()).toBe('+212');
  });
});
