import type { TRefundItem } from '@bi/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, type TApiCall } from '../../../test/render-screen';
import i18n from '../../../lib/i18n/i18n';
import {
  expectBackClosesDialog,
  namedOffice,
  OFFICES,
  refundItem,
  renderStaffScreen,
} from '../components/admin-test-kit';
import { RefundsPage } from './refunds-page';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

function server(
  lists: Partial<Record<string, TRefundItem[]>>,
  answers: Record<string, (call: TApiCall) => { status?: number; body: unknown }> = {},
) {
  return fakeApi((call) => {
    const listed = /^\/backoffice\/refunds\?status=(\w+)&/.exec(call.path);
    if (call.method === 'GET' && listed) {
      const value = lists[listed[1]!] ?? [];
      return { body: { count: value.length, value, today: '2031-07-30' } };
    }
    return answers[`${call.method} ${call.path}`]?.(call);
  });
}

const overdue = refundItem({
  _id: 'r-9',
  subscription_id: 's-9',
  code_str: 'BRD-2031-000099',
  reason: 'termination',
  montant: 350.5,
  due_by: '2031-07-20',
  overdue: true,
});
const onTime = refundItem();

beforeEach(() => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
});

describe('the refunds screen', () => {
  it('lists pending refunds in the server’s order, the overdue one marked in words, with amount, reason and due date', async () => {
    const calls = server({ pending: [overdue, onTime] });
    await renderStaffScreen(<RefundsPage />);
    const [first, second] = await screen.findAllByTestId('refund-card');
    expect(calls[0]!.path).toBe('/backoffice/refunds?status=pending&$top=30&$skip=0');
    expect(within(first!).getByTestId('refund-overdue').textContent).toBe('En retard');
    expect(within(first!).getByTestId('refund-amount').textContent).toContain('350,50\u00a0MAD');
    expect(first!.textContent).toContain('Résiliation');
    expect(first!.textContent).toContain('20/07/2031');
    expect(within(second!).queryByTestId('refund-overdue')).toBeNull();
    expect(within(second!).getByTestId('refund-amount').textContent).toContain('1.234,56\u00a0MAD');
    expect(second!.textContent).toContain('Annulation');
  });

  it('records a refund with its bank reference: required first, then sent, and the card shows it refunded', async () => {
    const calls = server(
      { pending: [onTime] },
      {
        'POST /backoffice/refunds/r-1/refunded': (call) => ({
          body: refundItem({
            status: 'refunded',
            reference: (call.body as { reference: string }).reference,
            refunded_at: '2031-07-30T10:00:00+01:00',
          }),
        }),
      },
    );
    await renderStaffScreen(<RefundsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer le remboursement' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Enregistrer', { selector: 'button' }));
    expect(dialog.textContent).toContain('Indiquez la référence bancaire');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Référence bancaire/), {
      target: { value: ' VIR-2031-0456 ' },
    });
    fireEvent.click(within(dialog).getByText('Enregistrer', { selector: 'button' }));
    await waitFor(() => expect(screen.getByTestId('refund-status').textContent).toBe('Remboursé'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ reference: 'VIR-2031-0456' });
    expect(screen.getByTestId('refund-reference').textContent).toBe('VIR-2031-0456');
    expect(screen.queryByRole('button', { name: 'Enregistrer le remboursement' })).toBeNull();
    expect(vi.mocked(notify).mock.calls.at(-1)![1]).toMatch(/1\.234,56.MAD/);
  });

  it('shows the server’s refusal in the dialog', async () => {
    server(
      { pending: [onTime] },
      {
        'POST /backoffice/refunds/r-1/refunded': () => ({
          status: 409,
          body: { message: 'Ce remboursement est déjà enregistré.' },
        }),
      },
    );
    await renderStaffScreen(<RefundsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer le remboursement' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Référence bancaire/), {
      target: { value: 'VIR-1' },
    });
    fireEvent.click(within(dialog).getByText('Enregistrer', { selector: 'button' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Ce remboursement est déjà enregistré.',
    );
  });

  it('shows the refunds made, with their reference, under their filter', async () => {
    const made = refundItem({
      status: 'refunded',
      reference: 'CMI-778899',
      refunded_at: '2031-07-10T09:00:00+01:00',
    });
    const calls = server({ pending: [], refunded: [made] });
    await renderStaffScreen(<RefundsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Aucun remboursement à effectuer.');
    fireEvent.click(screen.getByRole('button', { name: 'Effectués' }));
    expect((await screen.findByTestId('refund-reference')).textContent).toBe('CMI-778899');
    expect(calls.at(-1)!.path).toBe('/backoffice/refunds?status=refunded&$top=30&$skip=0');
  });

  it("names each refund's office, in Arabic on an Arabic screen where the office has an Arabic name", async () => {
    server({ pending: [refundItem({ office: namedOffice(OFFICES[2]!) })] });
    await renderStaffScreen(<RefundsPage />);
    expect((await screen.findByTestId('refund-office')).textContent).toBe('Poste Bab Sebta');
    await i18n.changeLanguage('ar');
    try {
      await waitFor(() =>
        expect(screen.getByTestId('refund-office').textContent).toBe('المركز الحدودي باب سبتة'),
      );
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('reads an amount in Arabic as the quote does, the dirham after the digits, right to left (decision 038)', async () => {
    server({ pending: [overdue] });
    await i18n.changeLanguage('ar');
    try {
      await renderStaffScreen(<RefundsPage />);
      // A first-strong isolate: right to left, as its Arabic word makes it; a left-to-right one had put
      // the dirham first for an Arabic reader.
      expect((await screen.findByTestId('refund-amount')).textContent).toBe('\u2068350,50\u00a0درهم\u2069');
      fireEvent.click(screen.getByRole('button', { name: 'تسجيل الاسترداد' }));
      expect((await screen.findByRole('dialog')).textContent).toContain('\u2068350,50\u00a0درهم\u2069');
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('narrows to one office from the address and keeps the choice in it', async () => {
    const calls = server({ pending: [onTime] });
    const { router } = await renderStaffScreen(<RefundsPage />, undefined, '?office=31');
    await screen.findByTestId('refund-card');
    expect(calls.at(-1)!.path).toBe('/backoffice/refunds?status=pending&office=31&$top=30&$skip=0');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Bureau' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Agence Tanger Med' }));
    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe('/backoffice/refunds?status=pending&office=12&$top=30&$skip=0'),
    );
    expect(router.state.location.search).toBe('?office=12');
  });

  it("closes its dialog on the phone's Back and keeps the clerk on the list", async () => {
    server({ pending: [onTime] });
    await expectBackClosesDialog(<RefundsPage />, 'Enregistrer le remboursement', 'refund-card');
  });
});
