import { describe, expect, it } from 'vitest';
import { certificateMove, certificateStatus, CERTIFICATE_STATUSES } from './certificate-moves';
import { RefusedMove } from './moves';
import { PAYMENT_EVENTS, PAYMENT_STATUSES, paymentMove } from './payment-moves';
import { REFUND_STATUSES } from './refund';
import { refundMove } from './refund-moves';
import { SIGNATURE_REQUEST_STATUSES } from '../contracts/signature';
import { SIGNATURE_REQUEST_EVENTS, signatureRequestMove } from './signature-request-moves';

/**
 * Every status × event of one table, written out as rows of next statuses ('-' refused) in the order
 * of its events: a change to a table must change this test.
 */
function checkTable<TStatus extends string, TEvent extends string>(
  statuses: readonly TStatus[],
  events: readonly TEvent[],
  move: (from: TStatus, event: TEvent) => TStatus,
  expected: Record<TStatus, string>,
) {
  for (const from of statuses) {
    const row = expected[from].trim().split(/\s+/);
    events.forEach((event, index) => {
      const next = row[index];
      it(`${from} × ${event} → ${next === '-' ? 'refused' : next}`, () => {
        if (next === '-') expect(() => move(from, event)).toThrow(RefusedMove);
        else expect(move(from, event)).toBe(next);
      });
    });
  }
}

describe("a payment attempt's moves", () => {
  checkTable(PAYMENT_STATUSES, PAYMENT_EVENTS, paymentMove, {
    //        approve    refuse   reject
    pending: 'approved  refused  rejected',
    approved: '-         -        -',
    refused: 'approved  refused  rejected',
    rejected: '-         -        -',
  });
});

describe("a signing request's moves", () => {
  checkTable(SIGNATURE_REQUEST_STATUSES, SIGNATURE_REQUEST_EVENTS, signatureRequestMove, {
    //        sign    cancel
    pending: 'signed  cancelled',
    signed: '-       -',
    cancelled: '-       -',
  });
});

describe("a certificate's moves", () => {
  checkTable(CERTIFICATE_STATUSES, ['revoke'] as const, certificateMove, {
    issued: 'revoked',
    revoked: '-',
  });

  it('reads its status from its revocation date', () => {
    expect(certificateStatus(null)).toBe('issued');
    expect(certificateStatus(new Date('2026-07-01T10:00:00Z'))).toBe('revoked');
  });
});

describe("a refund's moves", () => {
  checkTable(REFUND_STATUSES, ['refund'] as const, refundMove, {
    pending: 'refunded',
    refunded: '-',
  });
});

describe('a refused move', () => {
  it('names the entity, the status and the event, and carries no message for the caller', () => {
    const refused = (() => {
      try {
        return paymentMove('approved', 'refuse');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(RefusedMove);
    expect(refused).toMatchObject({ entity: 'payment', from: 'approved', event: 'refuse' });
    expect(refused).not.toHaveProperty('key');
  });
});
