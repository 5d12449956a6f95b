import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { contractFixture } from '../../../test/contract-fixture';
import { renderBackoffice } from '../test/backoffice-screen';
import { contract, PATH, server, signInClerk } from '../test/contract-page-kit';
import { ContractPage } from './contract-page';

beforeEach(signInClerk);

/** Signed on 1 July 2031 (the fixture): seven clear days, until Tuesday the 8th. */
const signed = contract({ souscription: contractFixture({ statut: 'signed', today: '2031-07-11' }) });

describe('a withdrawal received by letter, at the counter', () => {
  it("judges the letter's date by the law's seven days, says the refund, and sends the date given", async () => {
    const withdrawn = contract({
      souscription: contractFixture({ statut: 'cancelled', today: '2031-07-11' }),
      handover_blockers: ['contract_closed'],
    });
    const calls = server(signed, {
      'POST /backoffice/souscriptions/s-1/withdrawal': () => ({ body: withdrawn }),
    });
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Enregistrer une rétractation reçue par lettre' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("jusqu'au \u206608/07/2031\u2069");
    const confirm = within(dialog).getByRole('button', { name: 'Enregistrer la rétractation' });

    // Today, the 11th, is past the seven days: refused before any call.
    expect(within(dialog).getByText(/Lettre hors délai/)).toBeTruthy();
    expect(confirm.hasAttribute('disabled')).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/Date de la lettre/), { target: { value: '2031-07-08' } });
    expect(within(dialog).getByTestId('withdrawal-letter-refund').textContent).toMatch(/MAD/);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('button', { name: /rétractation reçue/ })).toBeNull());
    const sent = calls.find((call) => call.path.endsWith('/withdrawal'))!;
    expect(sent.body).toEqual({ date_lettre: '2031-07-08' });
  });

  it('says the refund in Arabic as the quote does, the dirham after the digits (decision 038)', async () => {
    server(signed, {});
    await i18n.changeLanguage('ar');
    try {
      await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
      fireEvent.click(await screen.findByRole('button', { name: 'تسجيل تراجع وصل برسالة' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(/تاريخ الرسالة/), { target: { value: '2031-07-08' } });
      // A first-strong isolate, not a left-to-right one that had drawn the dirham first.
      expect(within(dialog).getByTestId('withdrawal-letter-refund').textContent).toContain(
        '\u20681.234,56\u00a0درهم\u2069',
      );
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('is not offered for a contract that is not signed', async () => {
    server(contract({ souscription: contractFixture({ statut: 'paid', signed_at: null }) }), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    await screen.findByTestId('contract-identity');
    expect(screen.queryByRole('button', { name: /rétractation reçue/ })).toBeNull();
  });
});
