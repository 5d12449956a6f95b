import type { TCityItem, TCountryItem, TPeriodItem } from '@bi/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, type TApiCall } from '../../../test/render-screen';
import { renderStaffScreen } from '../components/admin-test-kit';
import { ReferenceListsPage } from './reference-lists-page';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

const country = (id: number, code: string, name: string): TCountryItem => ({
  pays_Id: id,
  pays_Code: code,
  pays_Name: name,
  pays_Name_EN: name,
  pays_Name_AR: name,
  actif: true,
});
/** More countries than a page shows at once: the ISO list has about 250. */
const COUNTRIES = [
  country(1, 'FR', 'France'),
  country(2, 'MA', 'Maroc'),
  ...Array.from({ length: 58 }, (_, index) => country(10 + index, `Q${index}`, `Pays ${index + 1}`)),
];
const TANGER_MED: TCityItem = {
  ville_Id: 7,
  ville_Code: 'TANGER_MED',
  ville_Name: 'Tanger Med',
  ville_Name_AR: 'طنجة المتوسط',
  ville_Entree: true,
  ville_Entree_Label: 'Port Tanger Med',
  ville_Entree_Label_AR: 'ميناء طنجة المتوسط',
  actif: true,
  bureaux_ouverts: ['POSTE FRONTIÈRE TANGER MED'],
};
const period = (id: number, name: string, actif: boolean): TPeriodItem => ({
  periode_Id: id,
  periode_Code: `P${id}`,
  periode_Name: name,
  periode_Name_EN: name,
  periode_Name_AR: name,
  actif,
});

type TAnswer = (call: TApiCall) => { status?: number; body: unknown } | undefined;

function server(answer: TAnswer = () => undefined) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/backoffice/reference/countries')
      return { body: { value: COUNTRIES } };
    if (call.method === 'GET' && call.path === '/backoffice/reference/cities')
      return { body: { value: [TANGER_MED] } };
    if (call.method === 'GET' && call.path === '/backoffice/reference/periods')
      return { body: { value: [period(1, '5 jours', false), period(3, '1 mois', true)] } };
    return answer(call);
  });
}

const rows = () => screen.queryAllByTestId('reference-row');
const rowOf = (name: string) => rows().find((row) => row.textContent!.includes(name))!;
const open = async (list: string) => {
  await renderStaffScreen(<ReferenceListsPage />, undefined, list ? `?liste=${list}` : '');
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
};

beforeEach(async () => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
  await i18n.loadNamespaces('reference');
});

describe('the reference lists screen', () => {
  it('shows the countries 50 at a time, more on demand, and finds one by name whatever the case', async () => {
    server();
    await open('');
    expect(rows()).toHaveLength(50);
    expect(screen.getByText('50 affichés sur 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(rows()).toHaveLength(60));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Chercher un pays (nom ou code)' }), {
      target: { value: 'MAROC' },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('Maroc');
  });

  it('closes a country to buyers after saying what it does, and tells it is done', async () => {
    const calls = server((call) =>
      call.method === 'POST' && call.path === '/backoffice/reference/countries/1/switch-off'
        ? { body: { ...COUNTRIES[0], actif: false } }
        : undefined,
    );
    await open('pays');
    fireEvent.click(within(rowOf('France')).getByRole('button', { name: 'Désactiver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver « France » ?' });
    expect(dialog.textContent).toContain('Les résidents de ce pays ne pourront plus souscrire en ligne.');
    expect(dialog.textContent).toContain('Les contrats déjà conclus gardent ce qu');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '« France » est désactivé.'));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({});
  });

  it('switches off a city with open offices only once the administrator says so', async () => {
    const calls = server((call) =>
      call.path === '/backoffice/reference/cities/7/switch-off'
        ? { body: { ...TANGER_MED, actif: false } }
        : undefined,
    );
    await open('villes');
    expect(rowOf('Tanger Med').textContent).toContain('Bureaux ouverts : 1');
    fireEvent.click(within(rowOf('Tanger Med')).getByRole('button', { name: 'Désactiver' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('city-offices-warning').textContent).toContain(
      'POSTE FRONTIÈRE TANGER MED',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Désactiver' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(confirm);
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ offices_confirmed: true });
  });

  it("adds an entry point, the server's word under the field it refuses", async () => {
    let tries = 0;
    const calls = server((call) => {
      if (call.method !== 'POST' || call.path !== '/backoffice/reference/cities') return undefined;
      tries += 1;
      return tries === 1
        ? {
            status: 400,
            body: {
              message: 'Champ invalide',
              result: [{ field: 'ville_Entree_Label_AR', message: 'Un libellé en arabe est requis.' }],
            },
          }
        : { body: { ...TANGER_MED, ville_Id: 8, ville_Name: 'Kénitra' } };
    });
    await open('villes');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une ville' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle ville' });
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'KENITRA' } });
    fireEvent.change(within(dialog).getByLabelText('Nom en français'), { target: { value: 'Kénitra' } });
    fireEvent.change(within(dialog).getByLabelText('Nom en arabe'), { target: { value: 'القنيطرة' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Point d'entrée/ }));
    fireEvent.change(within(dialog).getByLabelText("Libellé du point d'entrée en français"), {
      target: { value: 'Port de Kénitra' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Un libellé en arabe est requis.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Libellé du point d'entrée en arabe"), {
      target: { value: 'ميناء القنيطرة' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Ville « Kénitra » ajoutée.'));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      ville_Code: 'KENITRA',
      ville_Name: 'Kénitra',
      ville_Name_AR: 'القنيطرة',
      ville_Entree: true,
      ville_Entree_Label: 'Port de Kénitra',
      ville_Entree_Label_AR: 'ميناء القنيطرة',
    });
  });

  it('keeps the last duration on: no button to switch it off, the reason instead', async () => {
    server();
    await open('durees');
    expect(within(rowOf('1 mois')).queryByRole('button', { name: 'Désactiver' })).toBeNull();
    expect(rowOf('1 mois').textContent).toContain('Dernière durée proposée');
    expect(within(rowOf('5 jours')).getByRole('button', { name: 'Réactiver' })).toBeTruthy();
  });
});
