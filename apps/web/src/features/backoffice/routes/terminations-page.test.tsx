import type { TTerminationItem } from '@bi/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, type TApiCall } from '../../../test/render-screen';
import i18n from '../../../lib/i18n/i18n';
import {
  CLERK_ME,
  expectBackClosesDialog,
  namedOffice,
  OFFICES,
  renderStaffScreen,
  terminationItem,
} from '../components/admin-test-kit';
import { TerminationsPage } from './terminations-page';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

/** The server: lists by status from `lists`; each decision answers what `answers` says for its path. */
function server(
  lists: Partial<Record<string, TTerminationItem[]>>,
  answers: Record<string, (call: TApiCall) => { status?: number; body: unknown }> = {},
) {
  return fakeApi((call) => {
    const listed = /^\/backoffice\/terminations\?status=(\w+)&/.exec(call.path);
    if (call.method === 'GET' && listed) {
      const value = lists[listed[1]!] ?? [];
      return { body: { count: value.length, value } };
    }
    return answers[`${call.method} ${call.path}`]?.(call);
  });
}

const card = () => screen.getByTestId('termination-card');

beforeEach(() => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
});

describe('the terminations screen', () => {
  it('lists the open requests with the contract, the insured, the plate, the dates and the reason', async () => {
    const calls = server({ open: [terminationItem()] });
    await renderStaffScreen(<TerminationsPage />);
    await screen.findByTestId('termination-card');
    expect(calls[0]!.path).toBe('/backoffice/terminations?status=open&$top=30&$skip=0');
    const link = within(card()).getByRole('link', { name: 'BRD-2031-000123' });
    expect(link.getAttribute('href')).toBe('/backoffice/souscriptions/s-1');
    const text = card().textContent!;
    for (const shown of [
      'Nadia Berrada',
      'GH-456-JK',
      '09/08/2031',
      '15/07/2031\u00a009:30',
      'Vente du véhicule',
    ])
      expect(text).toContain(shown);
    expect(screen.getByTestId('termination-status').textContent).toBe('À traiter');
  });

  it('applies a request with a note: the call carries it, the card shows it applied, a notice confirms', async () => {
    const calls = server(
      { open: [terminationItem()] },
      {
        'POST /backoffice/terminations/t-1/apply': () => ({
          body: terminationItem({
            status: 'applied',
            terminated_on: '2031-07-15',
            decided_at: '2031-07-20T11:00:00+01:00',
            decision_reason: 'Carte grise de vente vue',
          }),
        }),
      },
    );
    await renderStaffScreen(<TerminationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Appliquer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("prend fin aujourd'hui");
    // The refund it opens, said before confirming: the server's figure for today.
    expect(within(dialog).getByTestId('termination-refund').textContent).toMatch(
      /^Remboursement au prorata des jours restants, timbre non remboursé : \u2068497,91\u00a0MAD\u2069, à verser sous 20 jours ouvrés\.$/,
    );
    fireEvent.change(within(dialog).getByLabelText('Note (facultative)'), {
      target: { value: '  Carte grise de vente vue ' },
    });
    fireEvent.click(within(dialog).getByText('Appliquer la résiliation', { selector: 'button' }));

    await waitFor(() => expect(screen.getByTestId('termination-status').textContent).toBe('Appliquée'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ note: 'Carte grise de vente vue' });
    expect(screen.getByTestId('termination-decision').textContent).toBe('Carte grise de vente vue');
    // The day the cover ended, the day it was asked, in place of the contract's planned end.
    expect(card().textContent).toContain('Couverture terminée le\u206615/07/2031\u2069');
    expect(card().textContent).not.toContain('Fin de couverture');
    expect(within(card()).queryByRole('button', { name: 'Appliquer' })).toBeNull();
    // Closed by going back over its history entry, a moment after the answer.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      'success',
      expect.stringMatching(/^Résiliation du contrat/),
    );
  });

  it('refuses only with a reason of 3 characters or more, and shows the server’s refusal in the dialog', async () => {
    const calls = server(
      { open: [terminationItem()] },
      {
        'POST /backoffice/terminations/t-1/refuse': () => ({
          status: 409,
          body: { message: 'Cette demande a déjà été traitée.' },
        }),
      },
    );
    await renderStaffScreen(<TerminationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText(/Motif du refus/);
    fireEvent.change(reason, { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByText('Refuser la demande', { selector: 'button' }));
    expect(dialog.textContent).toContain('au moins 3 caractères');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: 'Contrat déjà utilisé' } });
    fireEvent.click(within(dialog).getByText('Refuser la demande', { selector: 'button' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Cette demande a déjà été traitée.');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ reason: 'Contrat déjà utilisé' });
    // Someone else decided first: the list is read again to show where the request stands.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('shows the refused requests with their reason when that filter is chosen', async () => {
    const refused = terminationItem({
      status: 'refused',
      decided_at: '2031-07-16T08:00:00+01:00',
      decision_reason: 'Contrat déjà utilisé',
    });
    const calls = server({ open: [], refused: [refused] });
    await renderStaffScreen(<TerminationsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Aucune demande de résiliation à traiter.');
    fireEvent.click(screen.getByRole('button', { name: 'Refusées' }));
    expect((await screen.findByTestId('termination-decision')).textContent).toBe('Contrat déjà utilisé');
    expect(calls.at(-1)!.path).toBe('/backoffice/terminations?status=refused&$top=30&$skip=0');
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it("names each request's office, in Arabic on an Arabic screen where the office has an Arabic name", async () => {
    server({ open: [terminationItem({ office: namedOffice(OFFICES[2]!) })] });
    await renderStaffScreen(<TerminationsPage />);
    expect((await screen.findByTestId('termination-office')).textContent).toBe('Poste Bab Sebta');
    expect(card().textContent).toContain('Bureau de gestion');
    await i18n.changeLanguage('ar');
    try {
      await waitFor(() =>
        expect(screen.getByTestId('termination-office').textContent).toBe('المركز الحدودي باب سبتة'),
      );
      // The filter lists them in the order of the names shown.
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'المكتب' }));
      const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(options).toEqual([
        'كل مكاتبي',
        'المركز الحدودي باب سبتة',
        'Agence Tanger Med',
        'Bureau Fès Centre',
      ]);
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('narrows to one office from the address, keeps each choice in it, and back returns to the one before', async () => {
    const calls = server({ open: [terminationItem()] });
    const { router } = await renderStaffScreen(<TerminationsPage />, undefined, '?office=31');
    await screen.findByTestId('termination-card');
    expect(calls.at(-1)!.path).toBe('/backoffice/terminations?status=open&office=31&$top=30&$skip=0');
    expect(screen.getByRole('combobox', { name: 'Bureau' }).textContent).toBe('Bureau Fès Centre');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Bureau' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Poste Bab Sebta' }));
    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe('/backoffice/terminations?status=open&office=47&$top=30&$skip=0'),
    );
    expect(router.state.location.search).toBe('?office=47');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Bureau' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tous mes bureaux' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.at(-1)!.path).toBe('/backoffice/terminations?status=open&$top=30&$skip=0');

    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Bureau' }).textContent).toBe('Poste Bab Sebta'),
    );
  });

  it("starts another office's list at its first page, also when the address changes by back or forward", async () => {
    const calls = fakeApi((call) =>
      call.path.startsWith('/backoffice/terminations?')
        ? { body: { count: 65, value: [terminationItem()] } }
        : undefined,
    );
    const { router } = await renderStaffScreen(<TerminationsPage />, undefined, '?office=31');
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe('/backoffice/terminations?status=open&office=31&$top=30&$skip=30'),
    );
    await router.navigate('/backoffice/screen?office=47');
    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe('/backoffice/terminations?status=open&office=47&$top=30&$skip=0'),
    );
  });

  it('offers no office choice to a clerk of one office, and an office of the address they do not act for lists theirs', async () => {
    const calls = server({ open: [terminationItem()] });
    await renderStaffScreen(<TerminationsPage />, CLERK_ME, '?office=47');
    await screen.findByTestId('termination-card');
    expect(screen.queryByRole('combobox', { name: 'Bureau' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/backoffice/terminations?status=open&$top=30&$skip=0']);
  });

  it("closes its dialog on the phone's Back and keeps the clerk on the list", async () => {
    server({ open: [terminationItem()] });
    await expectBackClosesDialog(<TerminationsPage />, 'Appliquer', 'termination-card');
  });
});
