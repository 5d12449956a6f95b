import type { TUserAnswer } from '@bi/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { EditProfileDialog } from './edit-profile-dialog';

const phoneLanguages = (languages: string[]) =>
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });

// The screens' tests run on a French phone (test/french-phone.ts): put it back.
afterEach(() => phoneLanguages(['fr-FR', 'fr']));

/** An account whose phone was never given (or given without its country), on a phone set to ar-MA. */
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
const isList = (call: TApiCall) => call.path.startsWith('/users/souscriptions/?');

async function openDialog(user: TUserAnswer) {
  phoneLanguages(['ar-MA', 'ar']);
  await renderScreen('/', [
    { path: '/', element: <EditProfileDialog open onClose={() => {}} user={user} /> },
  ]);
}

const countryShown = () => (screen.getByRole('combobox', { name: 'Indicatif' }) as HTMLInputElement).value;

describe('my profile: the country of a phone not stored with its own follows the residence', () => {
  it('presumes the residence of the last subscription over the phone’s region', async () => {
    fakeApi((call) => (isList(call) ? { body: LIVING_IN_SPAIN } : undefined));
    await openDialog(ACCOUNT);
    await waitFor(() => expect(countryShown()).toBe('+34'));
  });

  it('reads a stored number without its calling code in the residence’s country', async () => {
    fakeApi((call) => (isList(call) ? { body: LIVING_IN_SPAIN } : undefined));
    await openDialog({ ...ACCOUNT, phone: '612345678' });
    await waitFor(() => expect(countryShown()).toBe('+34'));
  });

  it('keeps the country of a number stored with its own', async () => {
    const calls = fakeApi((call) => (isList(call) ? { body: LIVING_IN_SPAIN } : undefined));
    await openDialog({ ...ACCOUNT, phone: '612345678', country_code: '212' });
    await waitFor(() => expect(calls.some(isList)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(countryShown()).toBe('+212');
  });

  it('never overrides a number typed in international form before the residence is read', async () => {
    let answer: (body: unknown) => void = () => {};
    const calls = fakeApi((call) =>
      isList(call) ? new Promise((resolve) => (answer = (body) => resolve({ body }))) : undefined,
    );
    await openDialog(ACCOUNT);
    expect(countryShown()).toBe('+212');
    fireEvent.change(screen.getByRole('textbox', { name: /Téléphone/ }), {
      target: { value: '+33 6 12 34 56 78' },
    });
    expect(countryShown()).toBe('+33');
    await waitFor(() => expect(calls.some(isList)).toBe(true));
    answer(LIVING_IN_SPAIN);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(countryShown()).toBe('+33');
  });

  it('never overrides a country picked before the residence is read', async () => {
    let answer: (body: unknown) => void = () => {};
    const calls = fakeApi((call) =>
      isList(call) ? new Promise((resolve) => (answer = (body) => resolve({ body }))) : undefined,
    );
    await openDialog(ACCOUNT);
    const country = screen.getByRole('combobox', { name: 'Indicatif' });
    fireEvent.focus(country);
    fireEvent.change(country, { target: { value: 'Belgique' } });
    fireEvent.click(await screen.findByRole('option', { name: /^Belgique/ }));
    expect(countryShown()).toBe('+32');
    await waitFor(() => expect(calls.some(isList)).toBe(true));
    answer(LIVING_IN_SPAIN);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(countryShown()).toBe('+32');
  });
});
