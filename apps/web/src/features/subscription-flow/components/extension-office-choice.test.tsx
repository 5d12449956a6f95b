import type { TSouscriptionAnswer } from '@bi/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { ExtensionOfficeChoice } from './extension-office-choice';

const EXTENSION = {
  _id: 's-9',
  extended_from: 's-1',
  payment_refusal: 'office_closed',
  user_info: { ville_entree: 12, bureau_gestion: 31, intermediaire_RS: 'Bureau Fès Centre' },
} as unknown as TSouscriptionAnswer;

const shown = () =>
  renderScreen('/souscriptions/step6', [
    { path: '/souscriptions/step6', element: <ExtensionOfficeChoice subscription={EXTENSION} /> },
  ]);

describe("an extension's closed office", () => {
  it('says no office is open when its entry city was switched off too, and leads to the other cities', async () => {
    fakeApi(({ path }) =>
      path.startsWith('/users/souscriptions/bureaux')
        ? { status: 404, body: { message: "Cette ville d'entrée n'existe pas." } }
        : undefined,
    );
    await shown();
    expect(await screen.findByText("Plus aucun bureau n'est ouvert à ce point d'entrée.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.getByRole('link', { name: "Choisir un autre point d'entrée" })).toBeTruthy();
  });

  it('says, when its button is tapped before an office is chosen, to choose one first, and sends nothing', async () => {
    const calls = fakeApi(({ path }) =>
      path.startsWith('/users/souscriptions/bureaux')
        ? {
            body: {
              result: [{ intermediaire_Id: 32, intermediaire_RS: 'Bureau Fès Nord', ville_Id: 12 }],
            },
          }
        : undefined,
    );
    await shown();
    await screen.findByRole('radio');
    const choose = screen.getByRole('button', { name: "Recevoir l'attestation dans ce bureau" });
    expect((choose as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(choose);
    expect((await screen.findByTestId('office-pick-first')).textContent).toBe(
      "Choisissez d'abord un bureau dans la liste.",
    );
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
    fireEvent.click(screen.getByRole('radio'));
    await waitFor(() => expect(screen.queryByTestId('office-pick-first')).toBeNull());
  });
});
