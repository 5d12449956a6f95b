import type { TSouscriptionAnswer } from '@bi/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { contractFixture } from '../../../test/contract-fixture';
import { stubIntersectionObserver } from '../../../test/no-intersection-observer';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { ContractList } from './contract-list';
import { WithdrawDialog } from './withdraw-dialog';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

beforeAll(() => i18n.loadNamespaces('contracts'));
beforeEach(() => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
  stubIntersectionObserver();
});

/**
 * Signed on 9 July, handed over, cover from the 10th to 8 August (30 days), seen on the 12th: 3 days
 * covered of 30. 1234,56 MAD paid, 15 MAD of it the stamp: 121,95 MAD kept, 1112,61 MAD back.
 */
const handedOver = contractFixture({
  signed_at: '2031-07-09T10:00:00+01:00',
  certificate_collected: true,
  today: '2031-07-12',
  end: '2031-08-08',
  simulation_result: {
    primeNet: 1000,
    totalTaxe: 234.56,
    primeTotal: 1234.56,
    taxes: [{ code: 'TIMBRE', base: null, taux: null, montant: 15 }],
    garanties: [{ code: 'RC', formule: 'default', prime: 1000 }],
    tarif_version: '2026-1',
  },
});

describe('withdrawing from a contract card (law 31-08)', () => {
  it('is offered after the handover, says the amount before confirming, and shows the contract withdrawn', async () => {
    const refund = {
      statut: 'pending' as const,
      reason: 'withdrawal' as const,
      montant: 1112.61,
      requested_at: '',
      due_by: '2031-08-08',
    };
    let current: TSouscriptionAnswer = handedOver;
    const calls = fakeApi((call: TApiCall) => {
      if (call.path.startsWith('/users/souscriptions/?'))
        return { body: { count: 1, value: [current], skip: 0, today: current.today } };
      if (call.method === 'POST' && call.path === '/users/souscriptions/s-1/withdraw') {
        current = { ...handedOver, statut: 'cancelled', refund, version: 5 };
        return { body: current };
      }
      return undefined;
    });
    await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    fireEvent.click(await screen.findByRole('button', { name: /^Actions du contrat/ }));
    expect(screen.queryByRole('menuitem', { name: 'Annuler' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Se rétracter' }));
    const dialog = await screen.findByRole('dialog');

    // Seven clear days after the 9th: until the 16th, a Wednesday.
    expect(dialog.textContent).toContain("jusqu'au \u206616/07/2031\u2069");
    expect(within(dialog).getByTestId('withdrawal-refund').textContent).toMatch(/1\.112,61\sMAD/);
    expect(dialog.textContent).toContain('rendez-la à votre bureau');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Me rétracter' }));

    await waitFor(() => expect(screen.getByTestId('contract-status').textContent).toBe('Rétracté'));
    const withdraw = calls.find((call) => call.path.endsWith('/withdraw'))!;
    expect(withdraw.headers.get('if-match')).toBe('"4"');
    expect(vi.mocked(notify).mock.calls.at(-1)![1]).toMatch(/rétractation est enregistrée.*1\.112,61\sMAD/);
  });

  it('says the refund in Arabic as the quote does, the dirham after the digits (decision 038)', async () => {
    fakeApi(() => undefined);
    await i18n.changeLanguage('ar');
    try {
      await renderScreen('/', [
        { path: '/', element: <WithdrawDialog subscription={handedOver} onClose={vi.fn()} /> },
      ]);
      // A first-strong isolate, right to left as its Arabic word makes it; a left-to-right one had put
      // the dirham first for an Arabic reader.
      expect((await screen.findByTestId('withdrawal-refund')).textContent).toContain(
        '\u20681.112,61\u00a0درهم\u2069',
      );
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
