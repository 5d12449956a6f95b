import type { TBackofficeContract, TReviewedDocument } from '@bi/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { session } from '../../../lib/session';
import { contractFixture } from '../../../test/contract-fixture';
import { fakeApi } from '../../../test/render-screen';
import { terminationItem } from '../components/admin-test-kit';
import { renderBackoffice } from '../test/backoffice-screen';
import { ContractPage } from './contract-page';

const document = (
  kind: TReviewedDocument['kind'],
  status: TReviewedDocument['status'],
): TReviewedDocument => ({
  kind,
  file_id: `f-${kind}`,
  file_name: `${kind}.jpg`,
  mime_type: 'image/jpeg',
  status,
  reason: null,
  comment: null,
  reviewed_at: null,
  reviewed_by: null,
});

function contract(overrides: Partial<TBackofficeContract> = {}): TBackofficeContract {
  return {
    souscription: contractFixture({ statut: 'signed' }),
    customer: { email: 'nadia@example.com', phone: '612345678', language: 'fr' },
    office: null,
    documents: [document('permis_recto', 'pending'), document('cg_recto', 'verified')],
    archived: [],
    certificate: {
      number: 'ATT-BI-2031-000123-1',
      verification_code: 'Ab3_x-Yz09Kk8LmNoPqRsTuV',
      valid_from: '2031-07-10',
      valid_to: '2031-08-09',
      revoked_at: null,
    },
    handover: null,
    handover_blockers: ['document_unchecked'],
    termination: null,
    refund: null,
    ...overrides,
  };
}

const PATH = '/backoffice/souscriptions/s-1';

/** The hand-over a clerk recorded at Tanger Med, named in both languages as the API answers it. */
const handedOverBy = (clerk: string): NonNullable<TBackofficeContract['handover']> => ({
  handed_at: '2031-07-10T08:30:00.000Z',
  clerk,
  office: {
    intermediaire_Id: 3,
    intermediaire_RS: 'Poste frontière Tanger Med',
    intermediaire_RS_AR: 'المركز الحدودي طنجة المتوسط',
  },
  identity_checked: true,
  originals_checked: true,
});

beforeEach(() => {
  session.store('staff-token');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined }),
  );
});

/** The server: the contract as `shown`, a photo for every document, and `answers` for the clerk's calls. */
function server(
  shown: TBackofficeContract,
  answers: Record<string, () => { status?: number; body: unknown }>,
) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/backoffice/souscriptions/s-1') return { body: shown };
    if (call.path.endsWith('/view')) return { body: {} };
    return answers[`${call.method} ${call.path}`]?.();
  });
}

/** A document's card once its picture is on screen: the clerk judges only what they have seen. */
async function seenCard(kind: string) {
  const card = await screen.findByTestId(`document-${kind}`);
  await within(card).findByRole('img');
  return card;
}

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

  it('lets the clerk judge a document only once its picture is on screen', async () => {
    let deliver = () => {};
    const arrived = new Promise<void>((resolve) => (deliver = resolve));
    fakeApi(async (call) => {
      if (call.method === 'GET' && call.path === '/backoffice/souscriptions/s-1') return { body: contract() };
      if (!call.path.endsWith('/view')) return undefined;
      await arrived;
      return { body: {} };
    });
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const licence = await screen.findByTestId('document-permis_recto');
    const disabled = () =>
      ['Valider', 'Refuser'].map((name) =>
        within(licence).getByRole('button', { name }).hasAttribute('disabled'),
      );
    expect(disabled()).toEqual([true, true]);
    deliver();
    await within(licence).findByRole('img');
    expect(disabled()).toEqual([false, false]);
  });

  it('lets the clerk refuse, not validate, a document whose file cannot be fetched', async () => {
    fakeApi((call) =>
      call.method === 'GET' && call.path === '/backoffice/souscriptions/s-1'
        ? { body: contract() }
        : undefined,
    );
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const licence = await screen.findByTestId('document-permis_recto');
    await within(licence).findByRole('alert');
    expect(within(licence).getByRole('button', { name: 'Valider' }).hasAttribute('disabled')).toBe(true);
    expect(within(licence).getByRole('button', { name: 'Refuser' }).hasAttribute('disabled')).toBe(false);
  });

  it('rejects a document with a reason from the list, and the page shows the answer', async () => {
    const rejected = contract({
      documents: [
        { ...document('permis_recto', 'rejected'), reason: 'unreadable' },
        document('cg_recto', 'verified'),
      ],
      handover_blockers: ['document_rejected'],
    });
    const calls = server(contract(), {
      'POST /backoffice/souscriptions/s-1/documents/permis_recto/review': () => ({ body: rejected }),
    });
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const licence = await seenCard('permis_recto');
    fireEvent.click(within(licence).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Refuser' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(dialog).getByLabelText(/Raison/));
    fireEvent.click(await screen.findByRole('option', { name: 'Illisible ou flou' }));
    fireEvent.click(send);
    await waitFor(() => expect(within(licence).getByTestId('review-status').textContent).toBe('Refusé'));
    // The decision names the file the clerk looked at: a file replaced meanwhile is not judged blind.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'rejected',
      reason: 'unreadable',
      file_id: 'f-permis_recto',
    });
    expect(licence.textContent).toContain('Illisible ou flou');
    expect(screen.getByTestId('handover-panel').textContent).toContain('Un document est refusé');
  });

  it('verifies once for a double tap on Valider', async () => {
    const verified = contract({
      documents: [document('permis_recto', 'verified'), document('cg_recto', 'verified')],
    });
    const calls = server(contract(), {
      'POST /backoffice/souscriptions/s-1/documents/permis_recto/review': () => ({ body: verified }),
    });
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const licence = await seenCard('permis_recto');
    const verify = within(licence).getByRole('button', { name: 'Valider' });
    // Both taps land before React has drawn the button busy.
    act(() => {
      verify.click();
      verify.click();
    });
    await waitFor(() => expect(within(licence).getByTestId('review-status').textContent).toBe('Vérifié'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the file the customer sent meanwhile when the decision is refused as stale, and decides on it', async () => {
    const replaced = { ...document('permis_recto', 'pending'), file_id: 'f-new', file_name: 'nouveau.jpg' };
    let shown = contract();
    const calls = fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/backoffice/souscriptions/s-1') return { body: shown };
      if (call.path.endsWith('/view')) return { body: {} };
      if (call.method !== 'POST') return undefined;
      if ((call.body as { file_id: string }).file_id === 'f-new')
        return {
          body: contract({
            documents: [{ ...replaced, status: 'verified' }, document('cg_recto', 'verified')],
          }),
        };
      shown = contract({ documents: [replaced, document('cg_recto', 'verified')] });
      return {
        status: 409,
        body: { message: 'Le client a remplacé ce document : regardez le nouveau avant de décider.' },
      };
    });
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const licence = await seenCard('permis_recto');
    fireEvent.click(within(licence).getByRole('button', { name: 'Valider' }));
    // The new file is fetched (a third picture in all), and judged once it is on screen.
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/view'))).toHaveLength(3));
    const verify = within(licence).getByRole('button', { name: 'Valider' });
    await waitFor(() => expect(verify.hasAttribute('disabled')).toBe(false));
    fireEvent.click(verify);
    await waitFor(() => expect(within(licence).getByTestId('review-status').textContent).toBe('Vérifié'));
    expect(
      calls
        .filter((call) => call.method === 'POST')
        .map((call) => (call.body as { file_id: string }).file_id),
    ).toEqual(['f-permis_recto', 'f-new']);
  });

  it('leads from an open termination request to where it is decided (the office mail links here)', async () => {
    server(contract({ termination: terminationItem() }), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const handle = await screen.findByRole('link', { name: 'Traiter la demande' });
    expect(handle.getAttribute('href')).toBe('/backoffice/resiliations');
  });

  it("keeps the certificate's number and dates in their own order, as Arabic needs", async () => {
    server(contract(), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const state = (await screen.findByTestId('certificate-state')).textContent ?? '';
    expect(state).toContain('\u2066ATT\u2011BI\u20112031\u2011000123\u20111\u2069');
    expect(state).toContain('\u206610/07/2031\u2069');
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

  it('asks for a reason in words when the clerk picks "other"', async () => {
    server(contract(), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    fireEvent.click(within(await seenCard('permis_recto')).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText(/Raison/));
    fireEvent.click(await screen.findByRole('option', { name: 'Autre raison' }));
    const send = within(dialog).getByRole('button', { name: 'Refuser' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Précision/), {
      target: { value: 'Photo du permis d’un autre' },
    });
    expect(send.hasAttribute('disabled')).toBe(false);
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
