import type { TBackofficeContract, TReviewedDocument } from '@bi/domain';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { session } from '../../../lib/session';
import { contractFixture } from '../../../test/contract-fixture';
import { fakeApi } from '../../../test/render-screen';

/** The contract page's tests: a contract as the staff's API answers it, and its server faked. */

export const document = (
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

export function contract(overrides: Partial<TBackofficeContract> = {}): TBackofficeContract {
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

export const PATH = '/backoffice/souscriptions/s-1';

/** The hand-over a clerk recorded at Tanger Med, named in both languages as the API answers it. */
export const handedOverBy = (clerk: string): NonNullable<TBackofficeContract['handover']> => ({
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

/** A clerk's session, and the files' local addresses that jsdom lacks. */
export function signInClerk() {
  session.store('staff-token');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined }),
  );
}

/** The server: the contract as `shown`, a photo for every document, and `answers` for the clerk's calls. */
export function server(
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
export async function seenCard(kind: string) {
  const card = await screen.findByTestId(`document-${kind}`);
  await within(card).findByRole('img');
  return card;
}
