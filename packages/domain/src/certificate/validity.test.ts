import { describe, expect, it } from 'vitest';
import { certificateValidity } from './validity';

const certificate = { validFrom: '2026-07-01', validTo: '2026-07-31', revoked: false };

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
    expect(certificateValidity({ ...certificate, revoked: true }, '2026-07-10')).toBe('cancelled');
  });
});
