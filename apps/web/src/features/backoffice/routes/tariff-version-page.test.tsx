import {
  PERIODS,
  USAGES,
  type TTariffRates,
  type TTariffVersionDetail,
  type TTariffVersionList,
} from '@bi/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { ADMIN_ME } from '../components/admin-test-kit';
import { TariffVersionPage } from './tariff-version-page';
import { TariffsPage } from './tariffs-page';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

const RATES: TTariffRates = {
  currency: 'MAD',
  taxes: { insurance_tax_bp: 1400, solidarity_bp: 100, fgac_bp: 130, stamp_centimes: 1500 },
  usages: Object.fromEntries(
    USAGES.map((usage) => [
      usage.code,
      {
        trailer_rate_bp: 1000,
        liability: Object.fromEntries(PERIODS.map((period, index) => [period.code, 41_512 + index * 10_000])),
      },
    ]),
  ) as TTariffRates['usages'],
  extended_cover: {
    usages: ['TOURISME'],
    min_months: 1,
    guarantees_monthly: { DR: { default: 1500 }, BRIS_GLACE: { F1: 4500 } },
    packs: [{ code: 'ESSENTIEL', guarantees: ['RC', 'DR'], discount_bp: 1000 }],
  },
};

const version = (overrides: Partial<TTariffVersionDetail> = {}): TTariffVersionDetail => ({
  id: '0b8f5f3e-54f3-4c4e-9d7b-0b7d3c1a2b3c',
  numero: 2,
  label: '2',
  statut: 'draft',
  date_effet: '2031-07-02',
  auteur: 'admin@assureur.ma',
  auteur_moi: true,
  soumise_le: null,
  decideur: null,
  decidee_le: null,
  motif_refus: null,
  en_vigueur: false,
  tarif: RATES,
  apercu: {
    en_vigueur: { label: '2026-01', date_effet: '2026-01-01' },
    departs: USAGES.map((usage) => ({ usage_Code: usage.code, version: 49_791, en_vigueur: 49_791 })),
    exemples: [
      {
        usage_Code: 'TOURISME',
        periode_Code: 'M1',
        pack_Code: 'BASE',
        remorque: true,
        version: 120_000,
        en_vigueur: 100_000,
      },
    ],
  },
  ...overrides,
});

const LIST: TTariffVersionList = {
  today: '2031-07-01',
  earliest_effect: '2031-07-02',
  value: [
    version(),
    {
      ...version({
        id: 'v-1',
        numero: 1,
        label: '2026-01',
        statut: 'approved',
        auteur: null,
        auteur_moi: false,
        en_vigueur: true,
      }),
    },
  ],
};

function server(shown: TTariffVersionDetail, answers: Record<string, (call: TApiCall) => unknown> = {}) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/backoffice/tarifs') return { body: LIST };
    if (call.method === 'GET' && call.path === `/backoffice/tarifs/${shown.id}`) return { body: shown };
    const answer = answers[`${call.method} ${call.path.replace(shown.id, ':id')}`];
    return answer && { body: answer(call) };
  });
}

async function renderVersion(shown: TTariffVersionDetail) {
  await i18n.loadNamespaces(['admin', 'backoffice', 'common', 'tariffs']);
  return renderScreen(`/backoffice/tarifs/${shown.id}`, [
    {
      path: '/backoffice',
      element: <Outlet context={ADMIN_ME} />,
      children: [
        { path: 'tarifs', element: <TariffsPage /> },
        { path: 'tarifs/:id', element: <TariffVersionPage /> },
      ],
    },
  ]);
}

const figure = (key: string) => document.querySelector(`input[data-figure="${key}"]`) as HTMLInputElement;

beforeEach(() => {
  cleanup();
  vi.mocked(notify).mockClear();
  session.store('token-1');
});

describe('a tariff version in the console', () => {
  it(
    "saves its author's figures in centimes and basis points, then lets them submit what was previewed",
    { timeout: 60_000 },
    async () => {
      const calls = server(version(), {
        'PUT /backoffice/tarifs/:id': (call) => ({
          ...version(),
          tarif: (call.body as { tarif: TTariffRates }).tarif,
        }),
        'POST /backoffice/tarifs/:id/submit': () => version({ statut: 'submitted' }),
      });
      await renderVersion(version());
      expect(await screen.findByRole('heading', { name: 'Version 2' })).toBeTruthy();
      expect(screen.getByTestId('preview-TOURISME-M1-BASE-true').textContent).toMatch(
        /1\.200,00.*\+20\s%.*1\.000,00/,
      );

      fireEvent.click(screen.getByRole('button', { name: 'TOURISME' }));
      fireEvent.change(figure('usages.TOURISME.liability.M1'), { target: { value: '650,50' } });
      fireEvent.change(figure('usages.TOURISME.trailer_rate_bp'), { target: { value: '12.5' } });
      // Typed on a phone set to Arabic: its digits and decimal separator.
      fireEvent.change(figure('usages.TOURISME.liability.J5'), { target: { value: '٤٥٦٫٦٣' } });
      const submit = screen.getByRole('button', { name: 'Soumettre pour approbation' });
      expect((submit as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et comparer' }));

      await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
      const sent = calls.find((call) => call.method === 'PUT')!.body as {
        date_effet: string;
        tarif: TTariffRates;
      };
      expect(sent.date_effet).toBe('2031-07-02');
      expect(sent.tarif.usages.TOURISME.liability.M1).toBe(65_050);
      expect(sent.tarif.usages.TOURISME.trailer_rate_bp).toBe(1250);
      expect(sent.tarif.usages.TOURISME.liability.J5).toBe(45_663);
      expect(sent.tarif.usages.TAXI).toEqual(RATES.usages.TAXI);
      await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(submit);
      await waitFor(() => expect(calls.some((call) => call.path.endsWith('/submit'))).toBe(true));
      expect(notify).toHaveBeenCalledWith(
        'success',
        "Version 2 soumise : un autre administrateur doit l'approuver.",
      );
    },
  );

  it('names a figure that is not a number and sends nothing', async () => {
    const calls = server(version());
    await renderVersion(version());
    await screen.findByRole('heading', { name: 'Version 2' });
    fireEvent.click(screen.getByText('Taxes, contributions et timbre'));
    fireEvent.change(figure('taxes.insurance_tax_bp'), { target: { value: '140' } });
    fireEvent.change(figure('taxes.stamp_centimes'), { target: { value: 'quinze' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et comparer' }));
    expect(await screen.findByText('Pourcentage entre 0 et 100 attendu.')).toBeTruthy();
    expect(screen.getByText('Nombre positif attendu.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers a second administrator to approve or reject with a reason, never the author', async () => {
    const submitted = version({
      statut: 'submitted',
      auteur_moi: false,
      soumise_le: '2031-07-01T09:00:00+01:00',
    });
    const calls = server(submitted, {
      'POST /backoffice/tarifs/:id/reject': (call) => ({
        ...submitted,
        statut: 'rejected',
        motif_refus: (call.body as { motif: string }).motif,
      }),
    });
    await renderVersion(submitted);
    expect(await screen.findByRole('button', { name: 'Approuver et publier' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'TAXIS' }));
    await waitFor(() => expect(figure('usages.TAXI.liability.J5').readOnly).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la version 2' });
    const confirm = within(dialog).getByRole('button', { name: 'Refuser' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Hausse trop forte' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/reject'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/reject'))!.body).toEqual({ motif: 'Hausse trop forte' });
    expect(await screen.findByTestId('tariff-reason')).toBeTruthy();

    cleanup();
    server({ ...submitted, auteur_moi: true });
    await renderVersion({ ...submitted, auteur_moi: true });
    expect(
      await screen.findByText(
        "Vous avez rédigé cette version : un autre administrateur doit l'approuver ou la refuser.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approuver et publier' })).toBeNull();
  });

  it('lists the versions with the one in force and opens a new draft from it', async () => {
    const calls = server(version(), {
      'POST /backoffice/tarifs': () => version({ id: 'new-draft', numero: 3 }),
    });
    await i18n.loadNamespaces(['admin', 'backoffice', 'common', 'tariffs']);
    const { router } = await renderScreen('/backoffice/tarifs', [
      {
        path: '/backoffice',
        element: <Outlet context={ADMIN_ME} />,
        children: [{ path: 'tarifs', element: <TariffsPage /> }],
      },
    ]);
    const [draft, first] = await screen.findAllByTestId('tariff-card');
    expect(draft!.textContent).toContain('Brouillon');
    expect(first!.textContent).toContain('En vigueur');
    expect(first!.textContent).toContain('Tarif de lancement');
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle version' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/tarifs/new-draft'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
