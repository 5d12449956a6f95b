import { describe, expect, it } from 'vitest';
import { ZAuditQuery } from '../contracts/staff-admin';
import { AUDIT_RANGE_INVERTED, isAuditRangeInverted } from './audit-range';

describe('the journal’s range of days', () => {
  it('is inverted only when both ends are given and the end comes first', () => {
    expect(isAuditRangeInverted('2031-07-02', '2031-07-01')).toBe(true);
    expect(isAuditRangeInverted('2031-12-31', '2032-01-01')).toBe(false);
    expect(isAuditRangeInverted('2031-07-01', '2031-07-01')).toBe(false);
    expect(isAuditRangeInverted('2031-07-02', undefined)).toBe(false);
    expect(isAuditRangeInverted('', '2031-07-01')).toBe(false);
  });

  it('is refused by the API’s query under the "to" day, and views of documents are left out by default', () => {
    const inverted = ZAuditQuery.safeParse({ from: '2031-07-02', to: '2031-07-01' });
    expect(inverted.error?.issues).toEqual([
      expect.objectContaining({ path: ['to'], message: AUDIT_RANGE_INVERTED }),
    ]);
    expect(ZAuditQuery.parse({ from: '2031-07-01', to: '2031-07-01' })).toMatchObject({
      document_views: 'hidden',
    });
  });
});
