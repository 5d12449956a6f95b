import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { CreatePage } from './create-page';

const next = () => screen.getByRole('button', { name: 'Suivant' }) as HTMLButtonElement;
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the phone's country on /create", () => {
  it('is asked for a number that reads in several countries, and Next waits for the answer', async () => {
    fakeApi(() => undefined);
    flowState.setEmail('amal@example.com');
    await renderScreen('/souscriptions/create', [{ path: '/souscriptions/create', element: <CreatePage /> }]);
    await screen.findByLabelText(/^Prénom/);
    fill(/^Prénom/, 'Amal');
    fill(/^Nom/, 'Bennani');
    fill(/^Mot de passe/, 'Secret12');
    fireEvent.click(screen.getByRole('checkbox'));
    fill(/^Téléphone/, '06 12 34 56 78');

    await screen.findByRole('group', { name: 'Numéro de quel pays ?' });
    await waitFor(() => expect(next().disabled).toBe(true));
    // The question's message, not "not valid for the country chosen": no country is chosen yet.
    const helper = screen
      .getByLabelText(/^Téléphone/)
      .closest('.MuiFormControl-root')
      ?.querySelector('p');
    expect(helper?.textContent).toBe('Indiquez le pays de ce numéro pour continuer.');

    fireEvent.click(screen.getByRole('button', { name: 'Maroc +212' }));
    await waitFor(() => expect(next().disabled).toBe(false));
    expect((screen.getByRole('combobox', { name: 'Indicatif' }) as HTMLInputElement).value).toBe('+212');
  });

  it('is taken from a whole international number, with nothing asked', async () => {
    fakeApi(() => undefined);
    flowState.setEmail('amal@example.com');
    await renderScreen('/souscriptions/create', [{ path: '/souscriptions/create', element: <CreatePage /> }]);
    await screen.findByLabelText(/^Prénom/);
    fill(/^Prénom/, 'Amal');
    fill(/^Nom/, 'Bennani');
    fill(/^Mot de passe/, 'Secret12');
    fireEvent.click(screen.getByRole('checkbox'));
    fill(/^Téléphone/, '0033612345678');

    await waitFor(() => expect(next().disabled).toBe(false));
    expect(screen.queryByRole('group', { name: 'Numéro de quel pays ?' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Indicatif' }) as HTMLInputElement).value).toBe('+33');
  });
});
