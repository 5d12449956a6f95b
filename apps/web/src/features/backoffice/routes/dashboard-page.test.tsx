import type { TFiguresAnswer } from '@bi/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi } from '../../../test/render-screen';
import { CLERK_ME, OFFICES, renderStaffScreen } from '../components/admin-test-kit';
import { DashboardPage } from './dashboard-page';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

const zeros = { contracts: 0, net: 0, tax: 0, solidarity: 0, fgac: 0, stamp: 0, total: 0 };

/** Amounts that no sum of the shown lines gives: the page must show the answer's totals, not add. */
const FIGURES: TFiguresAnswer = {
  from: '2031-07-01',
  to: '2031-07-03',
  today: '2031-07-03',
  office: null,
  totals: {
    contracts: 3,
    net: 1234.56,
    tax: 172.84,
    solidarity: 12.35,
    fgac: 9.87,
    stamp: 45,
    total: 1474.62,
    cancelled: 1,
    terminated: 0,
    withdrawn: 0,
  },
  by_day: [
    { day: '2031-07-01', contracts: 1, total: 497.91 },
    { day: '2031-07-02', contracts: 0, total: 0 },
    { day: '2031-07-03', contracts: 2, total: 976.71 },
  ],
  by_entry_city: [{ key: '1', label: 'Tanger Med', contracts: 3, total: 1474.62 }],
  by_office: [{ key: '1', label: 'Bureau Tanger Med', contracts: 3, total: 1474.62 }],
  by_usage: [{ key: 'TOURISME', label: 'Tourisme', contracts: 3, total: 1474.62 }],
  by_period: [{ key: 'M1', label: '1 mois', contracts: 3, total: 1474.62 }],
  funnel: {
    stages: [
      { stage: 'started', count: 9 },
      ...[1, 2, 3, 4, 5, 6, 7].map((step) => ({ stage: `step${step}` as 'step1', count: 8 - step })),
      { stage: 'ready_to_pay', count: 3 },
      { stage: 'paid', count: 3 },
      { stage: 'signed', count: 2 },
    ],
    stops: [{ at: 'step0', open: 1, expired: 1, cancelled: 0 }],
  },
  refunds: {
    due: { count: 1, amount: 497.91 },
    overdue: { count: 0, amount: 0 },
    refunded: { count: 0, amount: 0 },
  },
  to_hand_over: [{ key: '1', label: 'Bureau Tanger Med', contracts: 2 }],
};

function server(answer: TFiguresAnswer = FIGURES) {
  return fakeApi((call) => {
    if (call.path.startsWith('/backoffice/figures?') || call.path === '/backoffice/figures')
      return {
        body: call.path.includes('office=')
          ? { ...answer, office: OFFICES[1]!.intermediaire_Id, totals: { ...answer.totals, ...zeros } }
          : answer,
      };
    if (call.path.startsWith('/backoffice/figures/')) return { body: 'csv' };
    return undefined;
  });
}

beforeEach(async () => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
  await i18n.loadNamespaces('figures');
});

describe('the dashboard', () => {
  it("shows the totals the server summed, each part, and the charts' figures as text", async () => {
    server();
    await renderStaffScreen(<DashboardPage />);
    expect((await screen.findByTestId('figures-total-total')).textContent).toBe('1.474,62\u00a0MAD');
    expect(screen.getByTestId('figures-total-net').textContent).toBe('1.234,56\u00a0MAD');
    expect(screen.getByTestId('figures-total-fgac').textContent).toBe('9,87\u00a0MAD');
    expect(screen.getByTestId('figures-total-contracts').textContent).toBe('3');
    expect(screen.getByText('Depuis : 1 annulés, 0 résiliés, 0 rétractés.')).toBeTruthy();
    expect(screen.getByText('Du \u206601/07/2031\u2069 au \u206603/07/2031\u2069')).toBeTruthy();

    const byDay = screen.getByRole('region', { name: 'Contrats et primes par jour' });
    expect(within(byDay).getByRole('img').getAttribute('aria-label')).toBe(
      'Contrats et primes par jour : 3 contrats, 1.474,62\u00a0MAD au total.',
    );
    fireEvent.click(within(byDay).getByRole('button', { name: 'Voir les chiffres' }));
    const table = within(byDay).getByRole('table', { name: 'Contrats et primes par jour' });
    expect(within(table).getByRole('row', { name: /03\/07/ }).textContent).toContain('976,71\u00a0MAD');

    const funnel = screen.getByRole('region', { name: 'Parcours des souscriptions ouvertes sur la période' });
    expect(within(funnel).getByRole('img').getAttribute('aria-label')).toBe(
      '9 souscriptions ouvertes, 3 payées, 2 signées.',
    );
    expect(screen.getByTestId('figures-refunds-due').textContent).toBe('1 · 497,91\u00a0MAD');
  });

  it('asks again for one office when the filters are applied', async () => {
    const calls = server();
    await renderStaffScreen(<DashboardPage />);
    await screen.findByTestId('figures-total-total');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Bureau' }));
    fireEvent.click(await screen.findByRole('option', { name: OFFICES[1]!.intermediaire_RS }));
    fireEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(screen.getByTestId('figures-total-contracts').textContent).toBe('0'));
    expect(calls.map((call) => call.path)).toContain(
      `/backoffice/figures?from=2031-07-01&to=2031-07-03&office=${OFFICES[1]!.intermediaire_Id}`,
    );
  });

  it("saves the period's contracts and the month's declaration as files", async () => {
    const calls = server();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    await renderStaffScreen(<DashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Contrats de la période (CSV)' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Fichier contracts.csv enregistré.'));
    expect(calls.map((call) => call.path)).toContain(
      '/backoffice/figures/contracts.csv?from=2031-07-01&to=2031-07-03',
    );
    fireEvent.change(screen.getByLabelText('Mois déclaré'), { target: { value: '2031-06' } });
    fireEvent.click(screen.getByRole('button', { name: 'Déclaration du mois (CSV)' }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/backoffice/figures/declaration.csv?month=2031-06'),
    );
    expect(click).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });

  it("gives a clerk their offices' figures, without the accountant's exports", async () => {
    const calls = server();
    await renderStaffScreen(<DashboardPage />, CLERK_ME);
    await screen.findByTestId('figures-total-total');
    expect(screen.getByText(/^Les chiffres de vos bureaux/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Exports pour la comptabilité' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Contrats de la période (CSV)' })).toBeNull();
    // One office: nothing to choose, the server bounds the figures to it.
    expect(screen.queryByRole('combobox', { name: 'Bureau' })).toBeNull();
    expect(calls.every((call) => !call.path.startsWith('/backoffice/figures/'))).toBe(true);
  });
});
