import type { TSouscriptionAnswer } from '@bi/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { stubIntersectionObserver } from '../../../test/no-intersection-observer';
import { contractFixture } from '../../../test/contract-fixture';
import { ContractList } from './contract-list';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

/** The server: the list holds `shown`; each after-sale call answers what `answers` says for its path. */
function server(
  shown: TSouscriptionAnswer,
  answers: Record<string, () => { status?: number; body: unknown }>,
) {
  let current = shown;
  return fakeApi((call: TApiCall) => {
    if (call.path.startsWith('/users/souscriptions/?'))
      return { body: { count: 1, value: [current], skip: 0, today: shown.today } };
    const answer = answers[`${call.method} ${call.path}`]?.();
    if (answer && (answer.status ?? 200) === 200) current = answer.body as TSouscriptionAnswer;
    return answer;
  });
}

const openMenuEntry = async (entry: string) => {
  fireEvent.click(await screen.findByRole('button', { name: /^Actions du contrat/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: entry }));
  return screen.findByRole('dialog');
};

beforeAll(() => i18n.loadNamespaces('contracts'));
beforeEach(() => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
  stubIntersectionObserver();
});

describe('actions on a contract', () => {
  it('cancels a paid contract: the refund is explained first, the call carries the version read, the card shows it cancelled', async () => {
    const paid = contractFixture({ statut: 'paid', signed_at: null, today: '2031-07-01' });
    const refund = { statut: 'pending' as const, montant: 1234.56, requested_at: '', due_by: '2031-07-29' };
    const calls = server(paid, {
      'POST /users/souscriptions/s-1/cancel': () => ({
        body: { ...paid, statut: 'cancelled', refund, version: 5 },
      }),
    });
    await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    const dialog = await openMenuEntry('Annuler');
    expect(dialog.textContent).toContain('remboursée sur la carte utilisée pour le paiement');
    expect(dialog.textContent).toContain('20 jours ouvrables');
    expect(dialog.textContent).toContain('loi 31-08');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le contrat' }));

    await waitFor(() => expect(screen.getByTestId('contract-status').textContent).toBe('Annulée'));
    const cancel = calls.find((call) => call.path.endsWith('/cancel'))!;
    expect(cancel.body).toEqual({});
    expect(cancel.headers.get('if-match')).toBe('"4"');
    expect(vi.mocked(notify).mock.calls.at(-1)![1]).toMatch(/enregistrée.*1\.234,56\sMAD.*29\/07\/2031/);
    expect(screen.queryByRole('button', { name: /^Actions du contrat/ })).toBeNull();
  });

  it('keeps the cancel dialog and the words typed in it on a tap beside it; empty, such a tap closes it', async () => {
    server(contractFixture({ statut: 'paid', signed_at: null, today: '2031-07-01' }), {});
    await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    // The backdrop of this dialog, not of one still fading out.
    const tapBeside = (dialog: HTMLElement) =>
      fireEvent.click(dialog.closest('.MuiDialog-root')!.querySelector('.MuiBackdrop-root')!);
    // Closing waits for MUI's exit transition, longer on a busy machine.
    const closed = { timeout: 5_000 };
    const empty = await openMenuEntry('Annuler');
    tapBeside(empty);
    await waitFor(() => expect(empty.isConnected).toBe(false), closed);

    const dialog = await openMenuEntry('Annuler');
    fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Voyage reporté' } });
    tapBeside(dialog);
    expect(dialog.isConnected).toBe(true);
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/Motif/).value).toBe('Voyage reporté');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(dialog.isConnected).toBe(false), closed);
  });

  it('sends one cancel for a double tap, and tells the refund of the call that went', async () => {
    const paid = contractFixture({ statut: 'paid', signed_at: null, today: '2031-07-01' });
    const refund = { statut: 'pending' as const, montant: 1234.56, requested_at: '', due_by: '2031-07-29' };
    const calls = server(paid, {
      'POST /users/souscriptions/s-1/cancel': () =>
        calls.filter((call) => call.path.endsWith('/cancel')).length > 1
          ? { status: 409, body: { message: 'Cette souscription a changé entre-temps.' } }
          : { body: { ...paid, statut: 'cancelled', refund, version: 5 } },
    });
    await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    const dialog = await openMenuEntry('Annuler');
    const confirm = within(dialog).getByRole('button', { name: 'Annuler le contrat' });
    // Both taps land before React has drawn the button busy.
    act(() => {
      confirm.click();
      confirm.click();
    });

    await waitFor(() => expect(screen.getByTestId('contract-status').textContent).toBe('Annulée'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(1);
    expect(vi.mocked(notify).mock.calls.at(-1)![1]).toMatch(/1\.234,56\sMAD/);
  });

  it('says the contract changed when, read again after a refusal, it no longer allows the action', async () => {
    const paid = contractFixture({ statut: 'paid', signed_at: null, today: '2031-07-01' });
    let cancelledElsewhere = false;
    fakeApi((call) => {
      if (call.path.startsWith('/users/souscriptions/?'))
        return {
          body: {
            count: 1,
            value: [cancelledElsewhere ? { ...paid, statut: 'cancelled', version: 5 } : paid],
            skip: 0,
            today: paid.today,
          },
        };
      if (call.path.endsWith('/cancel')) {
        cancelledElsewhere = true;
        return { status: 409, body: { message: 'Cette souscription a changé entre-temps.' } };
      }
      return undefined;
    });
    await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    const dialog = await openMenuEntry('Annuler');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le contrat' }));

    await within(dialog).findByText(/Ce contrat a changé entre-temps/);
    expect(within(dialog).getByRole('alert').textContent).toBe('Cette souscription a changé entre-temps.');
    expect(dialog.textContent).not.toContain('Aucun paiement');
    expect(within(dialog).queryByRole('button', { name: 'Annuler le contrat' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('contract-status').textContent).toBe('Annulée');
  });

  it('offers no change of cover once the certificate is handed over, cancelling being refused then', async () => {
    const handedOver = contractFixture({
      statut: 'signed',
      signed_at: '2031-07-09T10:00:00+01:00',
      certificate_collected: true,
      today: '2031-07-09',
    });
    server(handedOver, {});
    await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    fireEvent.click(await screen.findByRole('button', { name: /^Actions du contrat/ }));
    expect(await screen.findByRole('menuitem', { name: 'Se rétracter' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Annuler' })).toBeNull();
  });

  it('shows the refusal in the dialog and reloads the list when the card was stale', async () => {
    const signed = contractFixture({ statut: 'signed', today: '2031-07-20' });
    const calls = server(signed, {
      'POST /users/souscriptions/s-1': () => ({
        status: 409,
        body: { message: 'Cette souscription a changé entre-temps.' },
      }),
    });
    await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    const dialog = await openMenuEntry('Résilier');
    expect(dialog.textContent).toContain('contact@assurance-frontiere.ma');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Cette souscription a changé entre-temps.',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith('/users/souscriptions/?'))).toHaveLength(2),
    );
  });

  it('tells the answer of a call whose dialog Back closed while it was under way', async () => {
    const paid = contractFixture({ statut: 'paid', signed_at: null, today: '2031-07-01' });
    const cancelled = { ...paid, statut: 'cancelled' as const, version: 5 };
    let listed = paid;
    let answer: (() => void) | undefined;
    fakeApi((call) => {
      if (call.path.startsWith('/users/souscriptions/?'))
        return { body: { count: 1, value: [listed], skip: 0, today: paid.today } };
      if (call.path !== '/users/souscriptions/s-1/cancel') return undefined;
      return new Promise((resolve) => {
        answer = () => {
          listed = cancelled;
          resolve({ body: cancelled });
        };
      });
    });
    const { router } = await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    const dialog = await openMenuEntry('Annuler');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le contrat' }));
    await waitFor(() => expect(answer).toBeDefined());
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });

    await act(async () => answer!());
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith('success', expect.stringMatching(/enregistrée/)),
    );
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.getByTestId('contract-status').textContent).toBe('Annulée'));
  });

  it('extends: the new subscription becomes the flow’s, which opens where it waits, its quote', async () => {
    const signed = contractFixture({ statut: 'signed', today: '2031-07-20' });
    server(signed, {
      'POST /users/souscriptions/s-1/extend': () => ({
        body: {
          ...signed,
          _id: 's-2',
          statut: 'simulation',
          extended_from: 's-1',
          current_step: 6,
          periode_info: { ...signed.periode_info!, date_effet: '2031-08-10' },
        },
      }),
    });
    await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Prolonger' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('09/08/2031');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prolonger' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/souscriptions/step6'));
    expect(flowState.subscriptionId()).toBe('s-2');
  });

  it('closes a dialog on Back and stays on the list; Back from the page an action led to finds the list', async () => {
    const signed = contractFixture({ statut: 'signed', today: '2031-07-20' });
    const extension = {
      ...signed,
      _id: 's-2',
      code_str: 'BI-2031-000124',
      statut: 'simulation' as const,
      extended_from: 's-1',
      current_step: 6,
      periode_info: { ...signed.periode_info!, date_effet: '2031-08-10' },
    };
    // As the server lists them: the signed contract stays, its extension comes first once made.
    let listed = [signed];
    fakeApi((call) => {
      if (call.path.startsWith('/users/souscriptions/?'))
        return { body: { count: listed.length, value: listed, skip: 0, today: signed.today } };
      if (call.path !== '/users/souscriptions/s-1/extend') return undefined;
      listed = [extension, signed];
      return { body: extension };
    });
    const { router } = await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Détail' }));
    await screen.findByRole('dialog');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Prolonger' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Prolonger' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/souscriptions/step6'));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    await screen.findByText('BI-2031-000124');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
