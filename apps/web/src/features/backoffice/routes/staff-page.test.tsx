import type { TStaffMember } from '@bi/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, type TApiCall } from '../../../test/render-screen';
import { ADMIN_ME, CLERK_ME, OFFICES, renderStaffScreen, staffMember } from '../components/admin-test-kit';
import { StaffPage } from './staff-page';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

type TAnswer = (call: TApiCall) => { status?: number; body: unknown };

function server(members: TStaffMember[], answers: Record<string, TAnswer> = {}) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/backoffice/staff') return { body: { value: members } };
    if (call.method === 'GET' && call.path === '/backoffice/offices') return { body: { value: OFFICES } };
    return answers[`${call.method} ${call.path}`]?.(call);
  });
}

const self = staffMember({
  id: ADMIN_ME.id,
  email: ADMIN_ME.email,
  first_name: 'Salma',
  last_name: 'Idrissi',
  role: 'admin',
  office_ids: [],
});
const karim = staffMember();
const invited = staffMember({
  id: 'u-3',
  email: 'lina@assureur.ma',
  first_name: 'Lina',
  password_set: false,
});

const cardOf = async (name: string) =>
  (await screen.findAllByTestId('staff-card')).find((card) => card.textContent!.includes(name))!;

beforeEach(() => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
});

describe('the staff screen', () => {
  it('lists each member with role, offices by name, state and invitation', async () => {
    server([self, karim, invited]);
    await renderStaffScreen(<StaffPage />);
    const karimCard = await cardOf('Karim Alaoui');
    await waitFor(() =>
      expect(within(karimCard).getByTestId('staff-offices').textContent).toBe(
        'Agence Tanger Med (\u2068Tanger\u2069) · Bureau Fès Centre (\u2068Fès\u2069)',
      ),
    );
    expect(karimCard.textContent).toContain('Agent de bureau');
    expect(within(karimCard).getByTestId('staff-active').textContent).toBe('Actif');
    expect(within(karimCard).getByTestId('staff-invitation').textContent).toBe('Mot de passe choisi');
    const selfCard = await cardOf('Salma Idrissi');
    expect(within(selfCard).getByTestId('staff-offices').textContent).toBe('Tous les bureaux');
    // An administrator cannot deactivate themself.
    expect(within(selfCard).queryByRole('button', { name: 'Désactiver' })).toBeNull();
    expect(within(await cardOf('Lina')).getByTestId('staff-invitation').textContent).toMatch(
      /^Envoyée le .*01\/07\/2031.*, en attente$/,
    );
  });

  it('names offices and their cities in Arabic on an Arabic screen, and finds one by either name', async () => {
    const sebta = staffMember({ id: 'u-4', first_name: 'Hamza', office_ids: [47] });
    server([self, sebta]);
    await i18n.changeLanguage('ar');
    try {
      await renderStaffScreen(<StaffPage />);
      const card = await cardOf('Hamza');
      await waitFor(() =>
        expect(within(card).getByTestId('staff-offices').textContent).toBe(
          'المركز الحدودي باب سبتة (\u2068الفنيدق\u2069)',
        ),
      );
      fireEvent.click(screen.getAllByRole('button', { name: 'دعوة' })[0]!);
      const offices = within(await screen.findByRole('dialog')).getByLabelText(/المكاتب/);
      offices.focus();
      fireEvent.change(offices, { target: { value: 'bab sebta' } });
      await waitFor(() =>
        expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
          'المركز الحدودي باب سبتة (\u2068الفنيدق\u2069)',
        ]),
      );
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('invites a clerk with offices chosen from the list; the new member joins the list', async () => {
    const calls = server([self], {
      'POST /backoffice/staff': (call) => {
        const body = call.body as { email: string; office_ids: number[] };
        return {
          body: staffMember({
            id: 'u-9',
            email: body.email,
            first_name: 'Yousra',
            last_name: 'Amrani',
            office_ids: body.office_ids,
            password_set: false,
          }),
        };
      },
    });
    await renderStaffScreen(<StaffPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Inviter' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Adresse e-mail/), {
      target: { value: ' yousra@assureur.ma ' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Prénom/), {
      target: { value: 'Yousra' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Amrani' } });
    fireEvent.click(within(dialog).getByText("Envoyer l'invitation", { selector: 'button' }));
    // A clerk needs an office: said before any call.
    expect(dialog.textContent).toContain('Choisissez au moins un bureau pour un agent.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const offices = within(dialog).getByLabelText(/Bureaux/);
    fireEvent.change(offices, { target: { value: 'fès' } });
    fireEvent.click(await screen.findByText('Bureau Fès Centre (\u2068Fès\u2069)', { selector: 'li' }));
    fireEvent.click(within(dialog).getByText("Envoyer l'invitation", { selector: 'button' }));

    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      email: 'yousra@assureur.ma',
      first_name: 'Yousra',
      last_name: 'Amrani',
      role: 'clerk',
      office_ids: [31],
      language: 'fr',
    });
    expect((await cardOf('Yousra Amrani')).textContent).toContain('Bureau Fès Centre (\u2068Fès\u2069)');
    expect(vi.mocked(notify)).toHaveBeenCalledWith('success', 'Invitation envoyée à yousra@assureur.ma.');
  });

  it('shows the server’s field errors under their fields', async () => {
    const calls = server([self], {
      'POST /backoffice/staff': () => ({
        status: 400,
        body: {
          message: 'Certains champs sont invalides.',
          result: [{ field: 'email', message: 'Adresse e-mail déjà utilisée.' }],
        },
      }),
    });
    await renderStaffScreen(<StaffPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Inviter' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText(/Rôle/));
    fireEvent.click(await screen.findByText('Administrateur', { selector: 'li' }));
    fireEvent.click(within(dialog).getByText("Envoyer l'invitation", { selector: 'button' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Certains champs sont invalides.');
    // An administrator acts for every office: none is asked for, none is sent.
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      role: 'admin',
      office_ids: [],
    });
    const email = within(dialog).getByLabelText(/Adresse e-mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Adresse e-mail déjà utilisée.',
    );
  });

  it('deactivates a member after confirming, and sends an invitation again', async () => {
    const calls = server([self, karim, invited], {
      'PUT /backoffice/staff/u-2': () => ({ body: { ...karim, active: false } }),
      'POST /backoffice/staff/u-3/invite': () => ({
        body: { ...invited, invited_at: '2031-07-20T08:00:00+01:00' },
      }),
    });
    await renderStaffScreen(<StaffPage />);
    fireEvent.click(within(await cardOf('Karim Alaoui')).getByRole('button', { name: 'Désactiver' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('ne pourra plus se connecter');
    fireEvent.click(within(dialog).getByText('Désactiver', { selector: 'button' }));
    await waitFor(async () =>
      expect(within(await cardOf('Karim Alaoui')).getByTestId('staff-active').textContent).toBe('Désactivé'),
    );
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ active: false });
    // The dialog closes by going back over its history entry, a moment after the answer.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Hidden from assistive technology until the closing dialog has gone: found once it has.
    expect(
      await within(await cardOf('Karim Alaoui')).findByRole('button', { name: 'Réactiver' }),
    ).toBeTruthy();

    fireEvent.click(within(await cardOf('Lina')).getByRole('button', { name: "Renvoyer l'invitation" }));
    await waitFor(async () =>
      expect(within(await cardOf('Lina')).getByTestId('staff-invitation').textContent).toContain(
        '20/07/2031',
      ),
    );
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      'success',
      'Nouvelle invitation envoyée à lina@assureur.ma.',
    );
  });

  it('changes a clerk’s offices, sending only them', async () => {
    const calls = server([self, karim], {
      'PUT /backoffice/staff/u-2': (call) => ({ body: { ...karim, ...(call.body as object) } }),
    });
    await renderStaffScreen(<StaffPage />);
    fireEvent.click(within(await cardOf('Karim Alaoui')).getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Bureaux/), {
      target: { value: 'sebta' },
    });
    fireEvent.click(await screen.findByText('Poste Bab Sebta (\u2068Fnideq\u2069)', { selector: 'li' }));
    fireEvent.click(within(dialog).getByText('Enregistrer', { selector: 'button' }));
    await waitFor(async () =>
      expect(within(await cardOf('Karim Alaoui')).getByTestId('staff-offices').textContent).toContain(
        'Poste Bab Sebta',
      ),
    );
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ office_ids: [12, 31, 47] });
  });

  it('shows a clerk the server’s refusal, with no invite button', async () => {
    fakeApi(() => ({
      status: 403,
      body: { message: 'Cette action est réservée aux administrateurs de l’assureur.' },
    }));
    await renderStaffScreen(<StaffPage />, CLERK_ME);
    expect((await screen.findByRole('alert')).textContent).toContain('réservée aux administrateurs');
    expect(screen.queryByRole('button', { name: 'Inviter' })).toBeNull();
    expect(session.token()).toBe('token-1');
  });
});
