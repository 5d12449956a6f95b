import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../../lib/leave-page';
import { afterSignInPath } from '../../../lib/pending-demande';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { ExtensionLinkPage } from './extension-link-page';

vi.mock('../../../lib/leave-page', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));

const period = (periode_Id: number, name: string, date_fin: string, primeTotal: number) => ({
  periode_Id,
  periode_Name: name,
  periode_Name_EN: name,
  periode_Name_AR: name,
  periode_Nbr: 1,
  periode_ParJour: false,
  date_effet: '2026-11-28',
  date_fin,
  primeTotal,
});

/** The link of a contract whose period was switched off since it was sold: no period, none priced yet. */
const ANSWER = {
  extended: { code_str: 'BI-2026-000123', immatriculation: '12345-A-6' },
  extension: {
    _id: 's-9',
    code_str: 'BI-2026-000456',
    statut: 'simulation',
    version: 3,
    periode_info: null,
    simulation_result: null,
  },
  office_closed: false,
  open_offices: [],
  period_off: true,
  offered_periods: [period(4, '3 mois', '2027-02-27', 2140.5), period(5, '6 mois', '2027-05-27', 3980)],
  signing_url: null,
};

describe("the reminder's link of a contract whose period was switched off since it was sold", () => {
  it('lists the periods offered today with their prices, shows the one chosen as the price to pay, and pays it', async () => {
    const calls = fakeApi(({ path }) => {
      if (path === '/extension-links/s-1') return { body: ANSWER };
      if (path === '/extension-links/s-1/pay') return { body: { url: '/api/v1/pay/abc' } };
      return undefined;
    });
    await renderScreen('/prolonger/s-1?t=token-of-the-link-1234', [
      { path: '/prolonger/:id', element: <ExtensionLinkPage /> },
    ]);
    const notice = await screen.findByTestId('extension-period-off');
    expect(notice.textContent).toContain("La durée de votre contrat n'est plus proposée.");
    const pay = screen.getByRole('button', { name: 'Confirmer et payer' }) as HTMLButtonElement;
    // No price until a period is chosen: the summary says it is to be chosen.
    expect(screen.queryByTestId('summary-total')).toBeNull();
    expect(screen.getByTestId('extension-period').textContent).toBe(
      'Nouvelle période : à choisir ci-dessous, le prix dépend de la durée.',
    );
    // Pay tapped first says what is missing, and pays nothing.
    fireEvent.click(pay);
    expect((await screen.findByTestId('pay-missing')).textContent).toBe(
      "Choisissez d'abord l'une des durées proposées ci-dessus.",
    );
    expect(calls.some((call) => call.path === '/extension-links/s-1/pay')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: /6 mois · 3.980,00\sMAD/ }));
    expect((await screen.findByTestId('summary-total')).textContent).toMatch(/^3.980,00\sMAD$/);
    // The summary's period is the one chosen, and the message has gone.
    expect(screen.getByTestId('extension-period').textContent).toBe(
      'Nouvelle période : du 28/11/2026 au 27/05/2027',
    );
    expect(screen.queryByTestId('pay-missing')).toBeNull();
    fireEvent.click(pay);

    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/api/v1/pay/abc'));
    expect(calls.find((call) => call.path === '/extension-links/s-1/pay')?.body).toEqual({
      token: 'token-of-the-link-1234',
      periode_Id: 5,
    });
  });

  it("with no period offered, pays nothing and leads to the sign-in, which then leads to the contract's extension", async () => {
    fakeApi(({ path }) =>
      path === '/extension-links/s-1' ? { body: { ...ANSWER, offered_periods: [] } } : undefined,
    );
    await renderScreen('/prolonger/s-1?t=token-of-the-link-1234', [
      { path: '/prolonger/:id', element: <ExtensionLinkPage /> },
    ]);
    const notice = await screen.findByTestId('extension-period-off');
    expect(notice.textContent).toContain("Aucune durée n'est proposée aujourd'hui pour ce véhicule");
    expect(screen.queryByRole('button', { name: 'Confirmer et payer' })).toBeNull();
    const signIn = screen.getByRole('link', { name: 'Se connecter' });
    expect(signIn.getAttribute('href')).toBe('/auth/signin');
    expect(afterSignInPath()).toBe('/');
    fireEvent.click(signIn);
    expect((await screen.findByTestId('location')).textContent).toBe('/auth/signin');
    // Where the sign-in page goes once signed in: the contract's extension (made or taken up), not home.
    expect(afterSignInPath()).toBe('/?extend=s-1');
  });

  it('reads the link again when the period chosen is refused at payment, and asks for another', async () => {
    let answer = ANSWER;
    fakeApi(({ path }) => {
      if (path === '/extension-links/s-1') return { body: answer };
      if (path === '/extension-links/s-1/pay') {
        answer = { ...ANSWER, offered_periods: [ANSWER.offered_periods[0]!] };
        return {
          status: 422,
          body: { message: "Cette durée n'est plus proposée : choisissez-en une autre." },
        };
      }
      return undefined;
    });
    await renderScreen('/prolonger/s-1?t=token-of-the-link-1234', [
      { path: '/prolonger/:id', element: <ExtensionLinkPage /> },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: /6 mois/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer et payer' }));
    expect(
      await screen.findByText("Cette durée n'est plus proposée : choisissez-en une autre."),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /6 mois/ })).toBeNull());
    // No stale dates nor price: the period is to be chosen again.
    expect(screen.getByTestId('extension-period').textContent).toBe(
      'Nouvelle période : à choisir ci-dessous, le prix dépend de la durée.',
    );
    expect(screen.queryByTestId('summary-total')).toBeNull();
  });
});
