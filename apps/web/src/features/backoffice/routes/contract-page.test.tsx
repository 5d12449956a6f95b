import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { contractFixture } from '../../../test/contract-fixture';
import { refundItem, terminationItem } from '../components/admin-test-kit';
import { renderBackoffice } from '../test/backoffice-screen';
import { contract, document, handedOverBy, PATH, server, signInClerk } from '../test/contract-page-kit';
import { ContractPage } from './contract-page';

beforeEach(signInClerk);

describe('a contract at the counter', () => {
  it('names who and what it covers under its title, above the documents to hold against them', async () => {
    server(contract(), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const identity = await screen.findByTestId('contract-identity');
    expect(identity.textContent?.replace(/[\u2066-\u2069]/g, '')).toBe(
      'Nadia Berrada · FR556677GH-456-JK · PEUGEOT 308 · du 10/07/2031 au 09/08/2031',
    );
    const documents = screen.getByTestId('document-permis_recto');
    expect(identity.compareDocumentPosition(documents) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts the hand-over after the documents while it is to do, and first once it is done', async () => {
    const follows = (first: Element, second: Element) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    server(contract(), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const panel = await screen.findByTestId('handover-panel');
    expect(follows(screen.getByTestId('document-cg_recto'), panel)).toBe(true);
    cleanup();
    server(
      contract({
        handover: handedOverBy('salma@assurance-frontiere.ma'),
        handover_blockers: ['already_handed_over'],
      }),
      {},
    );
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const done = await screen.findByTestId('handover-done');
    expect(follows(done, screen.getByTestId('document-permis_recto'))).toBe(true);
  });

  it('leads from an open termination request to where it is decided (the office mail links here)', async () => {
    server(contract({ termination: terminationItem() }), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const handle = await screen.findByRole('link', { name: 'Traiter la demande' });
    expect(handle.getAttribute('href')).toBe('/backoffice/resiliations');
  });

  it('keeps the handover closed while a termination request is open, and says to decide it first', async () => {
    server(contract({ termination: terminationItem(), handover_blockers: ['termination_requested'] }), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const panel = await screen.findByTestId('handover-panel');
    expect(panel.textContent).toContain("Le client a demandé la résiliation : décidez d'abord la demande");
    expect(
      within(panel).getByRole('button', { name: 'Enregistrer la remise' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it("keeps the certificate's number and dates in their own order, as Arabic needs", async () => {
    server(contract(), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const state = (await screen.findByTestId('certificate-state')).textContent ?? '';
    expect(state).toContain('\u2066ATT\u2011BI\u20112031\u2011000123\u20111\u2069');
    expect(state).toContain('\u206610/07/2031\u2069');
  });

  it('reads the refund owed in Arabic as the quote does, the dirham after the digits (decision 038)', async () => {
    server(contract({ refund: refundItem() }), {});
    await i18n.changeLanguage('ar');
    try {
      await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
      // A first-strong isolate: right to left, as its Arabic word makes it; a left-to-right one had put
      // the dirham first for an Arabic reader.
      expect((await screen.findByTestId('refund-state')).textContent).toContain(
        '\u20681.234,56\u00a0درهم\u2069',
      );
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('shows a cancelled contract as closed: nothing to hand over, no document to judge, its documents no longer in force', async () => {
    server(
      contract({
        souscription: contractFixture({ statut: 'cancelled' }),
        handover_blockers: ['contract_closed'],
        archived: [
          {
            id: 'a-1',
            kind: 'certificate',
            file_name: 'ATT-BI-2031-000123-1.pdf',
            sha256: 'ab',
            created_at: '2031-07-01T10:00:00.000Z',
            replaced: false,
          },
        ],
      }),
      {},
    );
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const panel = await screen.findByTestId('handover-panel');
    expect(panel.textContent).toBe("Le contrat est annulé ou résilié : aucune attestation n'est à remettre.");
    expect(screen.queryByRole('checkbox')).toBeNull();
    const licence = screen.getByTestId('document-permis_recto');
    expect(within(licence).queryByRole('button', { name: 'Valider' })).toBeNull();
    expect(screen.getByTestId('archived-documents').textContent).toContain('plus en vigueur');
  });

  it('titles a contract by its status, a terminated one as terminated rather than cancelled', async () => {
    server(
      contract({ souscription: contractFixture({ statut: 'cancelled', termination_applied: true }) }),
      {},
    );
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/ · Résilié$/);
    cleanup();
    server(contract({ souscription: contractFixture({ statut: 'cancelled' }) }), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/ · Annulée$/);
  });

  it('lists the sealed documents, the replaced contract marked so', async () => {
    const sealed = (id: string, kind: 'signed_contract' | 'endorsement', replaced: boolean) => ({
      id,
      kind,
      file_name: `${kind}.pdf`,
      sha256: 'ab',
      created_at: '2031-07-01T10:00:00.000Z',
      replaced,
    });
    server(
      contract({ archived: [sealed('a-1', 'signed_contract', true), sealed('a-2', 'endorsement', false)] }),
      {},
    );
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const archive = await screen.findByTestId('archived-documents');
    expect(
      within(archive)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Contrat signé.*remplacé$/),
      expect.stringMatching(/^Avenant.*en vigueur$/),
    ]);
  });

  it('records the handover only once both checks are ticked and nothing blocks it', async () => {
    const ready = contract({
      documents: [document('permis_recto', 'verified'), document('cg_recto', 'verified')],
      handover_blockers: [],
    });
    const handedOver = {
      ...ready,
      handover: handedOverBy('salma.benjelloun.guichet2@assurance-frontiere.ma'),
    };
    const calls = server(ready, {
      'POST /backoffice/souscriptions/s-1/handover': () => ({ body: handedOver }),
    });
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const record = await screen.findByRole('button', { name: 'Enregistrer la remise' });
    expect(record.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText(/J'ai vérifié l'identité/));
    expect(record.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText(/J'ai vérifié les originaux/));
    fireEvent.click(record);
    const done = await screen.findByTestId('handover-done');
    expect(done.textContent).toContain('\u2068salma.benjelloun.guichet2@assurance-frontiere.ma\u2069');
    expect(done.textContent).toContain('(Poste frontière Tanger Med)');
    // The long address wraps inside the box rather than running out of it on a phone.
    expect(getComputedStyle(done).overflowWrap).toBe('anywhere');
    await i18n.changeLanguage('ar');
    try {
      await waitFor(() => expect(done.textContent).toContain('(المركز الحدودي طنجة المتوسط)'));
    } finally {
      await i18n.changeLanguage('fr');
    }
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      identity_checked: true,
      originals_checked: true,
    });
    // Handed over: the documents no longer change.
    expect(
      within(screen.getByTestId('document-permis_recto')).queryByRole('button', { name: 'Refuser' }),
    ).toBeNull();
  });

  it('keeps the handover closed while a document is unchecked, and says why', async () => {
    server(contract(), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const panel = await screen.findByTestId('handover-panel');
    expect(panel.textContent).toContain('Des documents restent à vérifier.');
    expect(
      within(panel).getByRole('button', { name: 'Enregistrer la remise' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
