import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { contractFixture } from '../../../test/contract-fixture';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { CancelDialog } from './cancel-dialog';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

beforeAll(() => i18n.loadNamespaces('contracts'));
beforeEach(() => session.store('token-1'));

/** 1234,56 MAD paid, before the effect date: all of it comes back. */
const paid = contractFixture({ statut: 'paid', signed_at: null, today: '2031-07-01' });

describe('cancelling a paid contract, in Arabic', () => {
  it('says the refund as the quote does, the dirham after the digits, before and after (decision 038)', async () => {
    const refund = { statut: 'pending' as const, montant: 1234.56, requested_at: '', due_by: '2031-07-29' };
    fakeApi((call) =>
      call.path === '/users/souscriptions/s-1/cancel'
        ? { body: { ...paid, statut: 'cancelled', refund, version: 5 } }
        : undefined,
    );
    await i18n.changeLanguage('ar');
    try {
      await renderScreen('/', [
        { path: '/', element: <CancelDialog subscription={paid} onClose={vi.fn()} /> },
      ]);
      const dialog = await screen.findByRole('dialog');
      // A first-strong isolate, right to left as its Arabic word makes it; a left-to-right one had put
      // the dirham first for an Arabic reader.
      expect(dialog.textContent).toContain('\u20681.234,56\u00a0درهم\u2069');
      fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء العقد' }));
      await waitFor(() => expect(notify).toHaveBeenCalled());
      expect(vi.mocked(notify).mock.calls.at(-1)![1]).toContain('\u20681.234,56\u00a0درهم\u2069');
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
