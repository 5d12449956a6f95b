import { describe, expect, it } from 'vitest';
import { STATUSES } from '../subscription/lifecycle';
import { certificateValidity, type TCertificateStanding } from './validity';

const certificate: TCertificateStanding = {
  validFrom: '2026-07-01',
  validTo: '2026-07-31',
  revokedAt: null,
  contractStatus: 'signed',
};

describe('certificateValidity', () => {
  it.each([
    ['2026-06-30', 'not_yet_valid'],
    ['2026-07-01', 'valid'],
    ['2026-07-31', 'valid'],
    ['2026-08-01', 'expired'],
  ] as const)('on %s the certificate is %s', (today, expected) => {
    expect(certificateValidity(certificate, today)).toBe(expected);
  });

  it('a revoked certificate is cancelled even inside its dates', () => {
    expect(certificateValidity({ ...certificate, revokedAt: new Date('2026-07-05') }, '2026-07-10')).toBe(
      'cancelled',
    );
  });

  it("a cancelled contract's certificate is cancelled before anyone revokes it, and only that status does so", () => {
    const judged = STATUSES.map((contractStatus) => [
      contractStatus,
      certificateValidity({ ...certificate, contractStatus }, '2026-07-10'),
    ]);
    expect(Object.fromEntries(judged)).toEqual({
      simulation: 'valid',
      confirmed: 'valid',
      paid: 'valid',
      signed: 'valid',
      cancelled: 'cancelled',
      non_abouti: 'valid',
    });
  });
});
