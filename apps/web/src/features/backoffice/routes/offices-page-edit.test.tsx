import type { TOfficeWithMailboxes } from '@bi/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, type TApiCall } from '../../../test/render-screen';
import { OFFICES, renderStaffScreen } from '../components/admin-test-kit';
import { OfficesPage } from './offices-page';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

const CITIES = [
  { ville_Id: 120, ville_Name: 'Tanger', ville_Name_AR: 'طنجة', ville_Entree: true, actif: true },
  { ville_Id: 310, ville_Name: 'Fès', ville_Name_AR: 'فاس', ville_Entree: false, actif: true },
  // Switched off: offered to no new office.
  { ville_Id: 470, ville_Name: 'Larache', ville_Name_AR: 'العرائش', ville_Entree: false, actif: false },
].map((city) => ({
  ...city,
  ville_Code: city.ville_Name.toUpperCase(),
  ville_Entree_Label: null,
  ville_Entree_Label_AR: null,
  bureaux_ouverts: [],
}));

const NEW_OFFICE: TOfficeWithMailboxes = {
  ...OFFICES[0]!,
  intermediaire_Id: 99,
  intermediaire_Code: 'BF-TNG-09',
  intermediaire_RS: 'Poste Tanger Ville',
  intermediaire_RS_AR: 'مركز طنجة المدينة',
  intermediaire_Adresse: 'Gare maritime',
  intermediaire_Adresse_AR: 'المحطة البحرية',
  emails: [],
};

/** The server: the list (`offices` as it stands), the cities, and `answer` for the writes. */
function server(
  offices: TOfficeWithMailboxes[],
  answer: (call: TApiCall) => { status?: number; body: unknown },
) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/backoffice/offices') return { body: { value: offices } };
    if (call.method === 'GET' && call.path === '/backoffice/reference/cities')
      return { body: { value: CITIES } };
    return answer(call);
  });
}
const cardOf = (name: string) =>
  screen.getAllByTestId('office-card').find((card) => card.textContent!.includes(name))!;
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
});

describe("the offices screen's own changes", () => {
  it('opens an office in French and Arabic, in the entry city picked, and lists it once saved', async () => {
    const listed = [...OFFICES];
    const calls = server(listed, (call) => {
      listed.push(NEW_OFFICE);
      return call.method === 'POST' ? { body: NEW_OFFICE } : { status: 500, body: {} };
    });
    await renderStaffScreen(<OfficesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau bureau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ouvrir un bureau' });
    type(dialog, 'Code (ex. BF-TNM-03)', 'BF-TNG-09');
    type(dialog, 'Nom en français', 'Poste Tanger Ville');
    type(dialog, 'Nom en arabe', 'مركز طنجة المدينة');
    type(dialog, 'Adresse en français', 'Gare maritime');
    type(dialog, 'Adresse en arabe', 'المحطة البحرية');
    expect(within(dialog).getByLabelText('Adresse en arabe').getAttribute('dir')).toBe('rtl');
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: "Ville d'entrée" }));
    await screen.findByRole('option', { name: 'Tanger' });
    expect(screen.queryByRole('option', { name: 'Larache' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Tanger' }));
    fireEvent.click(within(dialog).getByLabelText(/Effet immédiat/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ouvrir le bureau' }));

    await waitFor(() => expect(cardOf('Poste Tanger Ville')).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      intermediaire_Code: 'BF-TNG-09',
      intermediaire_RS: 'Poste Tanger Ville',
      intermediaire_RS_AR: 'مركز طنجة المدينة',
      intermediaire_Adresse: 'Gare maritime',
      intermediaire_Adresse_AR: 'المحطة البحرية',
      ville_Id: 120,
      type_Bureau: 'border_post',
      effetImmediat: true,
    });
    expect(within(cardOf('Poste Tanger Ville')).getByTestId('office-address-ar').textContent).toBe(
      'المحطة البحرية',
    );
    expect(vi.mocked(notify)).toHaveBeenCalledWith('success', 'Bureau Poste Tanger Ville ouvert.');
  });

  it('edits an office from its own details, the server’s word shown under the field it refused', async () => {
    const calls = server(OFFICES, () => ({
      status: 422,
      body: { message: 'Ville inconnue.', result: [{ field: 'ville_Id', message: 'Ville inconnue.' }] },
    }));
    await renderStaffScreen(<OfficesPage />);
    await screen.findAllByTestId('office-card');
    fireEvent.click(within(cardOf('Fès Centre')).getByRole('button', { name: 'Modifier le bureau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier Bureau Fès Centre' });
    expect(within(dialog).queryByLabelText('Code (ex. BF-TNM-03)')).toBeNull();
    // No Arabic name is known (the server answers the French one): the field is left empty.
    expect((within(dialog).getByLabelText('Nom en arabe') as HTMLInputElement).value).toBe('');
    // Pasted over two lines, then Enter in the field: sent as one line, as a one-line field would.
    type(dialog, 'Nom en français', 'Bureau Fès\n Médina');
    fireEvent.keyDown(within(dialog).getByLabelText('Nom en français'), { key: 'Enter' });

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Ville inconnue.');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/backoffice/offices/31',
      body: {
        intermediaire_RS: 'Bureau Fès Médina',
        intermediaire_RS_AR: null,
        ville_Id: 310,
        type_Bureau: 'agent',
      },
    });
  });

  it('closes an office after a confirmation, then shows it closed with Reopen', async () => {
    const calls = server(OFFICES, (call) => ({
      body: { ...OFFICES[1]!, actif: call.path.endsWith('/reopen') },
    }));
    await renderStaffScreen(<OfficesPage />);
    await screen.findAllByTestId('office-card');
    expect(within(cardOf('Fès Centre')).queryByText('Fermé')).toBeNull();
    fireEvent.click(within(cardOf('Fès Centre')).getByRole('button', { name: 'Fermer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fermer Bureau Fès Centre' });
    expect(dialog.textContent).toContain('clients qui entrent par Fès');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer le bureau' }));

    await waitFor(() => expect(within(cardOf('Fès Centre')).getByText('Fermé')).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')!.path).toBe('/backoffice/offices/31/close');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page stays hidden from assistive technology until the closing dialog has gone: wait for it.
    fireEvent.click(await within(cardOf('Fès Centre')).findByRole('button', { name: 'Rouvrir' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rouvrir le bureau' }),
    );
    await waitFor(() => expect(within(cardOf('Fès Centre')).queryByText('Fermé')).toBeNull());
    expect(vi.mocked(notify)).toHaveBeenCalledWith('success', 'Bureau Bureau Fès Centre rouvert.');
  });
});
