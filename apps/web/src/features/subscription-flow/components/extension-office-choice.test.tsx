import type { TSouscriptionAnswer } from '@bi/domain';
import { screen } from '@testing-library/react';
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
});
