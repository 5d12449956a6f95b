import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { contractFixture } from '../../../test/contract-fixture';
import { ContractDocuments } from './contract-documents';

beforeAll(() => i18n.loadNamespaces(['contracts', 'common']));

const show = (overrides: Parameters<typeof contractFixture>[0]) =>
  renderScreen('/', [
    { path: '/', element: <ContractDocuments subscription={contractFixture(overrides)} /> },
  ]);

/** Each item's words, without its buttons' labels. */
const texts = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiListItemText-root')!.textContent);

describe("the office's follow-up in the contract detail", () => {
  it('shows each document verified, rejected with its reason, or being checked', async () => {
    await show({
      documents_review: [
        { kind: 'identity_recto', status: 'verified', reason: null, comment: null },
        { kind: 'permis_recto', status: 'rejected', reason: 'unreadable', comment: 'Photo floue' },
        { kind: 'cg_recto', status: 'pending', reason: null, comment: null },
      ],
    });
    expect(texts(await i18n.t('contracts:documents.reviews'))).toEqual([
      "Pièce d'identité — rectoVérifié",
      'Permis de conduire — rectoRefusé : illisible ou flou. Photo floue',
      'Carte grise — rectoEn cours de vérification par le bureau',
    ]);
  });

  it('lists the sealed documents, the replaced contract marked, and says when the certificate was handed over', async () => {
    await show({
      handed_over_at: '2031-07-10T08:30:00+01:00',
      archive: [
        {
          id: 'a',
          kind: 'signed_contract',
          file_name: 'c.pdf',
          created_at: '2031-07-01T10:00:00+01:00',
          replaced: true,
        },
        {
          id: 'b',
          kind: 'endorsement',
          file_name: 'e.pdf',
          created_at: '2031-07-03T10:00:00+01:00',
          replaced: false,
        },
      ],
    });
    expect(texts('Documents du contrat')).toEqual([
      'Contrat signéÉtabli le 01/07/2031 — remplacé',
      'AvenantÉtabli le 03/07/2031',
    ]);
    expect(screen.getByText(/^Attestation remise au bureau le 10\/07\/2031/)).toBeTruthy();
  });

  it('opens a sealed document, a replaced one too, in a new tab through a short-lived link', async () => {
    session.store('token-1');
    const link = '/api/v1/users/souscriptions/s-1/archive/a?token=short-lived';
    const calls = fakeApi((call) =>
      call.method === 'POST' && call.path === '/users/souscriptions/s-1/archive/a/link'
        ? { body: { url: link, expires_in: 300 } }
        : undefined,
    );
    const tab = { location: { href: 'about:blank' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    await show({
      archive: [
        {
          id: 'a',
          kind: 'signed_contract',
          file_name: 'c.pdf',
          created_at: '2031-07-01T10:00:00+01:00',
          replaced: true,
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: /^Contrat signé/ }));
    await waitFor(() => expect(tab.location.href).toBe(link));
    // The tab opens at the click, blank, and never carries the session token.
    expect(window.open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /users/souscriptions/s-1/archive/a/link',
    ]);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('says a refund is due by its date, then made', async () => {
    const refund = {
      statut: 'pending' as const,
      montant: 1234.56,
      requested_at: '2031-07-02T10:00:00+01:00',
      due_by: '2031-07-30',
    };
    await show({ refund });
    expect(screen.getByText('Remboursement en cours, au plus tard le 30/07/2031.')).toBeTruthy();
    cleanup();
    await show({ refund: { ...refund, statut: 'refunded' } });
    expect(screen.getByText('Remboursement effectué.')).toBeTruthy();
  });
});
