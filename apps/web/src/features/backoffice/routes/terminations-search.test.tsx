import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { fakeApi } from '../../../test/render-screen';
import { refundItem, renderStaffScreen, terminationItem } from '../components/admin-test-kit';
import { RefundsPage } from './refunds-page';
import { TerminationsPage } from './terminations-page';

beforeEach(() => session.store('token-1'));

/** The server's list: everything, or what `q` finds, read from the address the screen asks. */
function searchable<T>(path: string, all: T[], found: (q: string) => T[]) {
  return fakeApi((call) => {
    if (!call.path.startsWith(path)) return undefined;
    const q = new URLSearchParams(call.path.split('?')[1]).get('q');
    const value = q ? found(q) : all;
    return { body: { count: value.length, value, today: '2031-07-20' } };
  });
}

describe('the terminations and refunds, searched', () => {
  it('asks the server for the requests of the contracts a code, a plate or a name finds', async () => {
    const nadia = terminationItem();
    const omar = terminationItem({ _id: 't-2', code_str: 'BRD-2031-000456', insured_name: 'Omar Tazi' });
    const calls = searchable('/backoffice/terminations', [nadia, omar], (q) => (q === 'tazi' ? [omar] : []));
    await renderStaffScreen(<TerminationsPage />);
    await waitFor(() => expect(screen.getAllByTestId('termination-card')).toHaveLength(2));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: ' tazi ' } });
    await waitFor(() => expect(screen.getAllByTestId('termination-card')).toHaveLength(1));
    expect(screen.getByTestId('termination-card').textContent).toContain('Omar Tazi');
    expect(calls.at(-1)!.path).toContain('q=tazi');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), {
      target: { value: 'personne' },
    });
    await screen.findByText('Aucun contrat ne correspond à cette recherche.');
  });

  it('finds a refund by its contract the same way', async () => {
    const calls = searchable('/backoffice/refunds', [refundItem()], (q) =>
      q === 'GH 456' ? [refundItem()] : [],
    );
    await renderStaffScreen(<RefundsPage />);
    await screen.findByTestId('refund-card');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'GH 456' } });
    await waitFor(() => expect(calls.at(-1)!.path).toContain('q=GH%20456'));
    await screen.findByTestId('refund-card');
  });

  it('says before applying that nothing is refunded when no covered day is left', async () => {
    searchable('/backoffice/terminations', [terminationItem({ refund_if_applied: null })], () => []);
    await renderStaffScreen(<TerminationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Appliquer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('termination-refund').textContent).toBe(
      'Aucun remboursement : il ne reste aucun jour couvert à rembourser.',
    );
  });
});
