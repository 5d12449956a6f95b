import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TApiCall } from '../../../test/render-screen';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { flowDrafts, flowSubscriptionAt } from './flow-test-kit';
import { Step6Page } from './step6-page';

const COVER = { type: 'pack', pack_Id: 1, remorque: false, selected_garanties: [] };

/** An extension whose contract's period (1 month) was switched off since: at its quote, cover kept, no period. */
const waiting = () =>
  flowSubscriptionAt(6, {
    today: '2026-11-25',
    extended_from: 's-0',
    old_periode_info: { periode_Id: 3, date_effet: '2026-10-28', date_fin: '2026-11-27' },
    periode_info: null,
    pack_info: COVER,
    simulation_result: null,
    payment_refusal: 'not_confirmed',
  });

const OFFERED = [
  {
    periode_Id: 4,
    periode_Name: '3 mois',
    periode_Name_EN: '3 months',
    periode_Name_AR: '3 أشهر',
    periode_Nbr: 3,
    periode_ParJour: false,
    date_effet: '2026-11-28',
    date_fin: '2027-02-27',
    primeTotal: 2140.5,
  },
];

const priced = {
  ...waiting(),
  version: 2,
  periode_info: { periode_Id: 4, date_effet: '2026-11-28', date_fin: '2027-02-27' },
  simulation_result: { primeNet: 2000, totalTaxe: 140.5, primeTotal: 2140.5, taxes: [], garanties: [] },
};

async function openStep6() {
  let chosen = false;
  // Signed in with the extension in the flow before the page opens.
  waiting();
  const calls = fakeApi(({ method, path }: TApiCall) => {
    if (path === '/users/souscriptions/s-1') return { body: chosen ? priced : waiting() };
    if (path === '/users/souscriptions/s-1/extension-periods') return { body: { result: OFFERED } };
    if (method === 'POST' && path === '/users/souscriptions/s-1/extension-period') {
      chosen = true;
      return { body: priced };
    }
    return { body: { result: [] } };
  });
  await renderStep6();
  return calls;
}

const renderStep6 = () =>
  renderScreen('/souscriptions/step6', [{ path: '/souscriptions/step6', element: <Step6Page /> }]);

const confirm = () => screen.getByRole('button', { name: 'Confirmer' }) as HTMLButtonElement;

describe("step 6: an extension whose contract's period was switched off since it was sold", () => {
  it('asks only the period, among those offered today with their prices, and is confirmed once one is chosen', async () => {
    const calls = await openStep6();
    expect(
      await screen.findByText(/La durée de votre contrat n'est plus proposée\. Choisissez l'une des durées/),
    ).toBeTruthy();
    // Not priced at nothing: the period's row says it is to be chosen.
    expect(screen.queryByText('Prime totale TTC')).toBeNull();
    expect(screen.getByText('À choisir plus haut')).toBeTruthy();
    // Confirm tapped first says what is missing, and confirms nothing.
    fireEvent.click(confirm());
    expect(
      await screen.findByText(
        "Choisissez d'abord la durée de la prolongation, plus haut sur cette page : le devis est établi avec elle.",
      ),
    ).toBeTruthy();
    // Its period is step 4's: Back leads there, not to step 5's offers, which need one.
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/souscriptions/step4');
    const option = await screen.findByRole('radio', { name: /3 mois · 2.140,50\sMAD/ });
    const choose = screen.getByRole('button', { name: 'Prolonger pour cette durée' }) as HTMLButtonElement;
    // Its own button tapped before a period is chosen says so too, and sends nothing.
    fireEvent.click(choose);
    expect(await screen.findByText("Choisissez d'abord une durée dans la liste.")).toBeTruthy();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
    fireEvent.click(option);
    expect(screen.queryByText("Choisissez d'abord une durée dans la liste.")).toBeNull();
    fireEvent.click(choose);

    await waitFor(() => expect(screen.queryByTestId('extension-period-off')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/users/souscriptions/s-1/extension-period',
      body: { periode_Id: 4 },
    });
    expect(calls.find((call) => call.method === 'POST')!.headers.get('if-match')).toBe('"1"');
    // The quote shows the price listed, and waits for its confirmation.
    expect(await screen.findByText('2.140,50 MAD')).toBeTruthy();
    expect(confirm().disabled).toBe(false);
    expect(screen.queryByText(/^Choisissez d'abord/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/souscriptions/step5');
  });

  it('keeps the period ticked over a reload, until it is applied', async () => {
    await openStep6();
    fireEvent.click(await screen.findByRole('radio', { name: /3 mois/ }));
    cleanup();

    await renderStep6();
    const option = await screen.findByRole<HTMLInputElement>('radio', { name: /3 mois/ });
    expect(option.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Prolonger pour cette durée' }));
    await waitFor(() => expect(screen.queryByTestId('extension-period-off')).toBeNull());
    expect(flowDrafts()).toEqual([]);
  });

  it('with no period offered for the vehicle, leads to step 4 to choose another date or duration', async () => {
    const subscription = waiting();
    fakeApi(({ path }: TApiCall) => {
      if (path === '/users/souscriptions/s-1') return { body: subscription };
      return { body: { result: [] } };
    });
    await renderScreen('/souscriptions/step6', [{ path: '/souscriptions/step6', element: <Step6Page /> }]);
    expect(await screen.findByText(/Aucune durée n'est proposée aujourd'hui pour ce véhicule/)).toBeTruthy();
    const way = screen.getByRole('link', { name: 'Choisir une autre date ou durée' });
    expect(way.getAttribute('href')).toBe('/souscriptions/step4');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says to apply a period ticked but not applied when Confirm is tapped, and drops one refused since the list was read', async () => {
    const subscription = waiting();
    let listed = [...OFFERED, { ...OFFERED[0], periode_Id: 5, periode_Name: '6 mois', primeTotal: 3980 }];
    const calls = fakeApi(({ method, path }: TApiCall) => {
      if (path === '/users/souscriptions/s-1') return { body: subscription };
      if (path === '/users/souscriptions/s-1/extension-periods') return { body: { result: listed } };
      if (method === 'POST' && path === '/users/souscriptions/s-1/extension-period') {
        listed = OFFERED;
        return {
          status: 422,
          body: { message: "Cette durée n'est plus proposée : choisissez-en une autre." },
        };
      }
      return { body: { result: [] } };
    });
    await renderScreen('/souscriptions/step6', [{ path: '/souscriptions/step6', element: <Step6Page /> }]);
    fireEvent.click(await screen.findByRole('radio', { name: /6 mois/ }));
    fireEvent.click(confirm());
    expect(
      await screen.findByText(
        "Appuyez d'abord sur « Prolonger pour cette durée » : le devis est établi avec la durée choisie, puis vous le confirmez.",
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.path === '/users/souscriptions/s-1/step6')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Prolonger pour cette durée' }));
    expect(
      await screen.findByText("Cette durée n'est plus proposée : choisissez-en une autre."),
    ).toBeTruthy();
    // The list is read again: the refused period goes, and nothing is ticked any more.
    await waitFor(() => expect(screen.queryByRole('radio', { name: /6 mois/ })).toBeNull());
    expect((screen.getByRole('radio', { name: /3 mois/ }) as HTMLInputElement).checked).toBe(false);
  });
});
