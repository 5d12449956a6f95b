import { moveBy, type TMoveTable } from './moves';

/** Where a certificate stands, read from its revocation date: none, it is issued; one, it is revoked. */
export const CERTIFICATE_STATUSES = ['issued', 'revoked'] as const;
export type TCertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const certificateStatus = (revokedAt: Date | null): TCertificateStatus =>
  revokedAt === null ? 'issued' : 'revoked';

/**
 * A certificate is issued once and revoked at most once (a newer one issued, the contract cancelled or
 * terminated); a revoked certificate never verifies again, and its revocation date is never moved.
 */
export const CERTIFICATE_MOVES: TMoveTable<TCertificateStatus, 'revoke'> = {
  issued: { revoke: 'revoked' },
  revoked: {},
};

export const certificateMove = (from: TCertificateStatus, event: 'revoke') =>
  moveBy('certificate', CERTIFICATE_MOVES, from, event);
