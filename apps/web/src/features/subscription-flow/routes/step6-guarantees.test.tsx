import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { flowSubscriptionAt } from './flow-test-kit';
import { Step6Page } from './step6-page';

const line = (code: string, prime: number) => ({ code, formule: 'F1', prime });

const quoted = () =>
  flowSubscriptionAt(6, {
    today: '2026-11-25',
    periode_info: { date_effet: '2026-11-27', date_fin: '2027-01-26' },
    pack_info: { pack_Id: 1, remorque: true, selected_garanties: [] },
    simulation_result: {
      primeNet: 1100,
      totalTaxe: 168.66,
      primeTotal: 1268.66,
      taxes: [],
      garanties: [line('RC', 900), line('DOMMAGE_COLLISION', 120), line('REMORQUE', 80)],
      tarif_version: 'v',
    },
  });

async function openStep6(refusal: string | null = null, extra: Record<string, unknown> = {}) {
  const subscription = { ...quoted(), ...(refusal && { payment_refusal: refusal }), ...extra };
  const calls = fakeApi(({ path }) =>
    path === '/users/souscriptions/s-1' ? { body: subscription } : { body: { result: [] } },
  );
  await renderScreen('/souscriptions/step6', [{ path: '/souscriptions/step6', element: <Step6Page /> }]);
  return calls;
}

const confirm = () => screen.getByRole('button', { name: 'Confirmer' }) as HTMLButtonElement;

const rowOf = async (label: string) =>
  (await screen.findByText(label)).closest('tr')!.querySelector('td')!.textContent;

describe('step 6: the quote to confirm', () => {
  it('names every guarantee its total prices, those added to the pack included', async () => {
    await openStep6();
    expect(await rowOf('Garanties')).toBe('Responsabilité civile, Dommage et collision');
  });

  it('says the period and lists the guarantees as Arabic writes them', async () => {
    await i18n.changeLanguage('ar');
    try {
      await openStep6();
      // In words, not an arrow that a line of dates (no letter to set its direction) turned around.
      expect((await rowOf('المدة'))!.replace(/[\u2066-\u2069]/g, '')).toBe('من 27/11/2026 إلى 26/01/2027');
      expect(await rowOf('الضمانات')).toContain('، ');
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('says a country of residence closed to buyers since, before confirming, and leads back to step 1', async () => {
    const calls = await openStep6('country_off');
    const alert = await screen.findByText('Les résidents de ce pays ne peuvent pas souscrire en ligne.');
    expect(alert).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Changer de pays' }).getAttribute('href')).toBe(
      '/souscriptions/step1',
    );
    // Not a grey button doing nothing: Confirm tapped says, next to it, what is to be done first.
    expect(confirm().disabled).toBe(false);
    expect(screen.queryByTestId('confirm-blocked')).toBeNull();
    fireEvent.click(confirm());
    const said = await screen.findByTestId('confirm-blocked');
    expect(said.textContent).toContain(
      "Changez d'abord de pays de résidence, à l'étape 1 : les résidents de ce pays ne peuvent plus souscrire en ligne.",
    );
    // Its own way to step 1, where it is read.
    expect(said.querySelector('a')!.getAttribute('href')).toBe('/souscriptions/step1');
    // Nothing confirmed: the server refuses it as well.
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it("says, when Confirm is tapped, to choose an open office first where the extension's office closed since", async () => {
    const calls = await openStep6('office_closed', { extended_from: 's-0' });
    expect(await screen.findByTestId('extension-office-closed')).toBeTruthy();
    expect(confirm().disabled).toBe(false);
    fireEvent.click(confirm());
    expect((await screen.findByTestId('confirm-blocked')).textContent).toBe(
      "Choisissez d'abord un bureau ouvert, plus haut sur cette page, puis appuyez sur « Recevoir l'attestation dans ce bureau » : l'attestation de la prolongation y est remise.",
    );
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });
});
