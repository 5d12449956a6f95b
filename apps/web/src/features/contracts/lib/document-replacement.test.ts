import { describe, expect, it } from 'vitest';
import { contractFixture } from '../../../test/contract-fixture';
import { canReplaceDocument } from './document-replacement';

describe('which documents the customer may replace', () => {
  it('a rejected or unchecked one of a paid or signed contract, never a verified one', () => {
    for (const statut of ['paid', 'signed'] as const) {
      const contract = contractFixture({ statut });
      expect(canReplaceDocument(contract, { status: 'rejected' })).toBe(true);
      expect(canReplaceDocument(contract, { status: 'pending' })).toBe(true);
      expect(canReplaceDocument(contract, { status: 'verified' })).toBe(false);
    }
  });

  it('none once the certificate is handed over, nor before payment or after cancelling', () => {
    const rejected = { status: 'rejected' as const };
    expect(
      canReplaceDocument(contractFixture({ handed_over_at: '2031-07-10T08:30:00+01:00' }), rejected),
    ).toBe(false);
    expect(canReplaceDocument(contractFixture({ certificate_collected: true }), rejected)).toBe(false);
    expect(canReplaceDocument(contractFixture({ statut: 'confirmed' }), rejected)).toBe(false);
    expect(canReplaceDocument(contractFixture({ statut: 'cancelled' }), rejected)).toBe(false);
  });
});
