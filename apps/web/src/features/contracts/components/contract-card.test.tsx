import type { TSouscriptionAnswer } from '@bi/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { renderScreen } from '../../../test/render-screen';
import { contractFixture } from '../../../test/contract-fixture';
import { ContractCard } from './contract-card';

beforeAll(() => i18n.loadNamespaces('contracts'));

const showCard = (subscription: TSouscriptionAnswer) =>
  renderScreen('/', [{ path: '/', element: <ContractCard subscription={subscription} /> }]);

/** The card's own buttons, the menu button aside. */
const buttons = () =>
  within(screen.getByTestId('contract-card'))
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter(Boolean);

const menuButton = () => screen.queryByRole('button', { name: /^Actions du contrat/ });

/** Each level of the menu as its entries read, the Modify submenu opened when there is one. */
async function menuEntries() {
  fireEvent.click(menuButton()!);
  const main = await screen.findByRole('menu');
  const entries = within(main)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  const modify = within(main).queryByRole('menuitem', { name: 'Modifier' });
  if (!modify) return { entries, modify: [] };
  fireEvent.click(modify);
  // The submenu is a modal of its own: the main menu is hidden from assistive technology behind it.
  const submenu = (await screen.findAllByRole('menu')).at(-1)!;
  return {
    entries,
    modify: within(submenu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

describe('a contract card (spec §4)', () => {
  it('shows code, dates, status and plate', async () => {
    await showCard(contractFixture({ statut: 'signed' }));
    const card = screen.getByTestId('contract-card');
    expect(within(card).getByRole('heading').textContent).toBe('BI-2031-000123');
    expect(screen.getByTestId('contract-period').textContent).toBe('Du 10/07/2031 au 09/08/2031');
    expect(screen.getByTestId('contract-status').textContent).toBe('Signé');
    expect(card.textContent).toContain('GH-456-JK');
  });

  it('confirmed before its effect date: Continue, and a menu to modify or cancel', async () => {
    await showCard(contractFixture({ statut: 'confirmed', signed_at: null, today: '2031-07-09' }));
    expect(buttons()).toEqual(['Continuer']);
    expect(await menuEntries()).toEqual({
      entries: ['Modifier', 'Annuler'],
      modify: ["Date d'effet", 'Garanties ou durée'],
    });
  });

  it('signed, cover under way: Detail and Extend, and a menu to extend or terminate', async () => {
    await showCard(contractFixture({ statut: 'signed', today: '2031-07-20' }));
    expect(buttons()).toEqual(['Détail', 'Prolonger']);
    expect(await menuEntries()).toEqual({ entries: ['Prolonger', 'Résilier'], modify: [] });
  });

  it('paid before its effect date: Continue and Detail; modify or cancel, but neither extend nor terminate', async () => {
    await showCard(contractFixture({ statut: 'paid', signed_at: null, today: '2031-07-01' }));
    expect(buttons()).toEqual(['Continuer', 'Détail']);
    expect((await menuEntries()).entries).toEqual(['Modifier', 'Annuler']);
  });

  it('judges dates on the server’s today, not the phone’s: the same contract after its end can only be extended', async () => {
    await showCard(contractFixture({ statut: 'signed', today: '2031-09-01' }));
    expect(buttons()).toEqual(['Détail', 'Prolonger']);
    expect((await menuEntries()).entries).toEqual(['Prolonger']);
  });

  it('a termination already asked is not offered again, nor Extend, and the card says when it was asked', async () => {
    await showCard(
      contractFixture({ today: '2031-07-20', termination_requested_at: '2031-07-15T09:30:00+01:00' }),
    );
    expect(buttons()).not.toContain('Prolonger');
    expect(menuButton()).toBeNull();
    expect(screen.getByTestId('termination-requested').textContent).toBe(
      'Résiliation demandée le \u206615/07/2031\u2069',
    );
  });

  it('says the contract was terminated once the insurer applied the termination, in its badge too', async () => {
    await showCard(
      contractFixture({
        statut: 'cancelled',
        today: '2031-07-20',
        termination_requested_at: '2031-07-15T09:30:00+01:00',
        termination_applied: true,
      }),
    );
    expect(screen.getByTestId('termination-requested').textContent).toBe(
      'Contrat résilié le \u206615/07/2031\u2069',
    );
    expect(screen.getByTestId('contract-status').textContent).toBe('Résilié');
  });

  it('says what is left to do on an unpaid or unsigned contract, never reading as insured', async () => {
    await showCard(contractFixture({ statut: 'confirmed', signed_at: null, today: '2031-07-01' }));
    expect(screen.getByTestId('contract-status').textContent).toBe('À payer');
    cleanup();
    await showCard(contractFixture({ statut: 'paid', signed_at: null, today: '2031-07-01' }));
    expect(screen.getByTestId('contract-status').textContent).toBe('Payé, à signer');
  });

  it('extended already by a paid contract: Extend is not offered again', async () => {
    await showCard(contractFixture({ today: '2031-07-20', extended: true }));
    expect(buttons()).not.toContain('Prolonger');
    expect((await menuEntries()).entries).not.toContain('Prolonger');
  });

  it('an unpaid extension of a contract being terminated: on hold, not continued, and the card says why', async () => {
    await showCard(
      contractFixture({
        statut: 'confirmed',
        signed_at: null,
        today: '2031-07-05',
        extends_terminating: true,
      }),
    );
    expect(buttons()).not.toContain('Continuer');
    // Not "to pay" above a line saying it can no longer be paid.
    expect(screen.getByTestId('contract-status').textContent).toBe('En attente');
    expect(screen.getByTestId('extends-terminating').textContent).toBe(
      "Cette prolongation ne peut plus être payée : la résiliation du contrat qu'elle prolonge a été demandée.",
    );
  });

  it('confirmed on its effect date: Continue only, no menu (nothing in it could be done)', async () => {
    await showCard(contractFixture({ statut: 'confirmed', signed_at: null, today: '2031-07-10' }));
    expect(buttons()).toEqual(['Continuer']);
    expect(menuButton()).toBeNull();
  });

  it('cancelled: no button, no menu, and the refund owed', async () => {
    const refund = { statut: 'pending' as const, montant: 1234.56, requested_at: '', due_by: '2031-08-06' };
    await showCard(contractFixture({ statut: 'cancelled', refund }));
    expect(buttons()).toEqual([]);
    expect(menuButton()).toBeNull();
    expect(screen.getByTestId('contract-status').textContent).toBe('Annulée');
    expect(screen.getByTestId('refund').textContent).toMatch(/1\.234,56\sMAD.*06\/08\/2031/);
  });

  it('reads the refund in Arabic as the quote does, the dirham after the digits (decision 038)', async () => {
    const refund = { statut: 'pending' as const, montant: 1234.56, requested_at: '', due_by: '2031-08-06' };
    await i18n.changeLanguage('ar');
    try {
      await showCard(contractFixture({ statut: 'cancelled', refund }));
      // A first-strong isolate, right to left as its Arabic word makes it; a left-to-right one had put
      // the dirham first for an Arabic reader.
      expect(screen.getByTestId('refund').textContent).toContain('\u20681.234,56\u00a0درهم\u2069');
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
