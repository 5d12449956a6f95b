import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, type TApiCall } from '../../../test/render-screen';
import { OFFICES, renderStaffScreen } from '../components/admin-test-kit';
import { OfficesPage } from './offices-page';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

function server(answer?: (call: TApiCall) => { status?: number; body: unknown } | undefined) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/backoffice/offices') return { body: { value: OFFICES } };
    return answer?.(call);
  });
}

const names = () =>
  screen.queryAllByTestId('office-card').map((card) => within(card).getByRole('heading').textContent);
const cardOf = (name: string) =>
  screen.getAllByTestId('office-card').find((card) => card.textContent!.includes(name))!;

beforeEach(() => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
});

describe('the offices screen', () => {
  it('lists the offices with their mailboxes, found by name or city whatever the accents', async () => {
    server();
    await renderStaffScreen(<OfficesPage />);
    await screen.findAllByTestId('office-card');
    expect(names()).toEqual(['Agence Tanger Med', 'Bureau Fès Centre', 'Poste Bab Sebta']);
    expect(within(cardOf('Tanger Med')).getByTestId('office-emails').textContent).toBe('tanger@assureur.ma');
    expect(within(cardOf('Fès Centre')).getByTestId('office-emails').textContent).toContain('Aucune');

    const search = screen.getByRole('searchbox', { name: 'Rechercher un bureau ou une ville' });
    fireEvent.change(search, { target: { value: 'FES' } });
    await waitFor(() => expect(names()).toEqual(['Bureau Fès Centre']));
    fireEvent.change(search, { target: { value: 'fnideq' } });
    await waitFor(() => expect(names()).toEqual(['Poste Bab Sebta']));
    fireEvent.change(search, { target: { value: 'Casablanca' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Aucun bureau ne correspond à cette recherche.',
    );
  });

  it('names an office in Arabic on an Arabic screen where it has an Arabic name, and finds it by it', async () => {
    server();
    await i18n.changeLanguage('ar');
    try {
      await renderStaffScreen(<OfficesPage />);
      await screen.findAllByTestId('office-card');
      expect(names()).toEqual(['Agence Tanger Med', 'Bureau Fès Centre', 'المركز الحدودي باب سبتة']);
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'باب سبتة' } });
      await waitFor(() => expect(names()).toEqual(['المركز الحدودي باب سبتة']));
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('sets the mailboxes: empty fields left out, the whole set sent, the card updated', async () => {
    const calls = server((call) =>
      call.method === 'PUT' && call.path === '/backoffice/offices/12/emails'
        ? { body: { ...OFFICES[0], emails: (call.body as { emails: string[] }).emails } }
        : undefined,
    );
    await renderStaffScreen(<OfficesPage />);
    await screen.findAllByTestId('office-card');
    fireEvent.click(within(cardOf('Tanger Med')).getByRole('button', { name: 'Modifier les adresses' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Adresse 1') as HTMLInputElement).value).toBe('tanger@assureur.ma');
    fireEvent.click(within(dialog).getByText('Ajouter une adresse', { selector: 'button' }));
    fireEvent.click(within(dialog).getByText('Ajouter une adresse', { selector: 'button' }));
    fireEvent.change(within(dialog).getByLabelText('Adresse 3'), { target: { value: ' port@assureur.ma ' } });
    fireEvent.click(within(dialog).getByText('Enregistrer', { selector: 'button' }));

    await waitFor(() =>
      expect(within(cardOf('Tanger Med')).getByTestId('office-emails').textContent).toBe(
        'tanger@assureur.maport@assureur.ma',
      ),
    );
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      emails: ['tanger@assureur.ma', 'port@assureur.ma'],
    });
    expect(vi.mocked(notify)).toHaveBeenCalledWith('success', 'Adresses de Agence Tanger Med enregistrées.');
  });

  it('shows the server’s word on an address under the field it came from, and allows ten at most', async () => {
    server(() => ({
      status: 400,
      body: {
        message: 'Certains champs sont invalides.',
        result: [{ field: 'emails.1', message: 'Adresse e-mail invalide.' }],
      },
    }));
    await renderStaffScreen(<OfficesPage />);
    await screen.findAllByTestId('office-card');
    fireEvent.click(within(cardOf('Fès Centre')).getByRole('button', { name: 'Modifier les adresses' }));
    const dialog = await screen.findByRole('dialog');
    const add = within(dialog).getByText('Ajouter une adresse', { selector: 'button' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.change(within(dialog).getByLabelText('Adresse 1'), { target: { value: 'fes@assureur.ma' } });
    // The second field stays empty and is not sent: the server's `emails.1` is the third field's.
    fireEvent.change(within(dialog).getByLabelText('Adresse 3'), { target: { value: 'pas-une-adresse' } });
    fireEvent.click(within(dialog).getByText('Enregistrer', { selector: 'button' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Certains champs sont invalides.');
    expect(within(dialog).getByLabelText('Adresse 3').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Adresse 2').getAttribute('aria-invalid')).toBe('false');
    expect(dialog.textContent).toContain('Adresse e-mail invalide.');

    for (let count = 3; count < 10; count += 1) fireEvent.click(add);
    expect(within(dialog).getByLabelText('Adresse 10')).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });
});
