import { cleanup, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { renderScreen } from '../../../test/render-screen';
import { contractFixture } from '../test/contract-fixture';
import { ContractDocuments } from './contract-documents';

beforeAll(() => i18n.loadNamespaces(['contracts', 'common']));

const show = (overrides: Parameters<typeof contractFixture>[0]) =>
  renderScreen('/', [
    { path: '/', element: <ContractDocuments subscription={contractFixture(overrides)} /> },
  ]);

const texts = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

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
