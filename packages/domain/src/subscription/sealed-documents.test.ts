import { describe, expect, it } from 'vitest';
import { replacedDocumentIds, type TSealedDocument } from './sealed-documents';

const sealed = (id: string, kind: TSealedDocument['kind'], replacesId: string | null = null) => ({
  id,
  kind,
  replacesId,
});

describe('replacedDocumentIds', () => {
  it('marks what an endorsement names and every certificate but the newest', () => {
    const archive = [
      sealed('contract', 'signed_contract'),
      sealed('certificate-1', 'certificate'),
      sealed('endorsement-1', 'endorsement', 'contract'),
      sealed('certificate-2', 'certificate'),
      sealed('endorsement-2', 'endorsement', 'endorsement-1'),
      sealed('certificate-3', 'certificate'),
    ];
    expect([...replacedDocumentIds(archive)].sort()).toEqual(
      ['certificate-1', 'certificate-2', 'contract', 'endorsement-1'].sort(),
    );
  });

  it('keeps a terminated contract’s last certificate unreplaced: it was revoked, nothing took its place', () => {
    expect(
      replacedDocumentIds([sealed('contract', 'signed_contract'), sealed('certificate', 'certificate')]).size,
    ).toBe(0);
  });
});
