import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** jsdom lays nothing out, and has no scrollIntoView: a spy stands in, to learn what was scrolled to. */
function spyOnScroll() {
  const scroll = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>();
  Element.prototype.scrollIntoView = scroll;
  return scroll;
}
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

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

  it('says a country of residence closed to buyers since once, and Confirm tapped points at it', async () => {
    const scrolled = spyOnScroll();
    const calls = await openStep6('country_off');
    const said = 'Les résidents de ce pays ne peuvent pas souscrire en ligne.';
    await screen.findByText(said);
    expect(screen.getByRole('link', { name: 'Changer de pays' }).getAttribute('href')).toBe(
      '/souscriptions/step1',
    );
    // Not a grey button doing nothing: Confirm tapped brings the notice into view and reads it out
    // again, rather than a second copy of it next to the button.
    expect(confirm().disabled).toBe(false);
    fireEvent.click(confirm());
    await waitFor(() => expect(document.activeElement?.textContent).toContain(said));
    const notice = document.activeElement as HTMLElement;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(scrolled.mock.contexts).toContain(notice);
    expect(screen.getAllByText(said)).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Changer de pays' })).toHaveLength(1);
    expect(screen.queryByTestId('confirm-blocked')).toBeNull();
    // Tapped again: a new notice node, which assistive technology announces once more.
    fireEvent.click(confirm());
    await waitFor(() => expect(document.activeElement).not.toBe(notice));
    expect(document.activeElement?.textContent).toContain(said);
    expect(screen.getAllByText(said)).toHaveLength(1);
    // Nothing confirmed: the server refuses it as well.
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it("points Confirm tapped at the notice of the extension's office closed since, said once", async () => {
    const scrolled = spyOnScroll();
    const calls = await openStep6('office_closed', { extended_from: 's-0' });
    const choice = await screen.findByTestId('extension-office-closed');
    expect(confirm().disabled).toBe(false);
    fireEvent.click(confirm());
    await waitFor(() => expect(choice.contains(document.activeElement)).toBe(true));
    const notice = document.activeElement as HTMLElement;
    expect(notice.textContent).toMatch(/^Le bureau .* est fermé\. Choisissez un autre bureau ouvert/);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(scrolled.mock.contexts).toContain(notice);
    expect(screen.queryByTestId('confirm-blocked')).toBeNull();
    expect(screen.getAllByText(/Choisissez .*bureau ouvert/)).toHaveLength(1);
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });
});
