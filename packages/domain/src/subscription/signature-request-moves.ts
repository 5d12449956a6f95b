import type { SIGNATURE_REQUEST_STATUSES } from '../contracts/signature';
import { moveBy, type TMoveTable } from './moves';

/** Where a request to sign a paid contract stands. Its expiry is read from its date, never stored. */
export type TSignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

export const SIGNATURE_REQUEST_EVENTS = ['sign', 'cancel'] as const;
export type TSignatureRequestEvent = (typeof SIGNATURE_REQUEST_EVENTS)[number];

/**
 * The allowed moves of a signing request: signed once by its code, or voided while it waits (the
 * contract cancelled or terminated). A signed request stays signed: it is the evidence of the signature.
 */
export const SIGNATURE_REQUEST_MOVES: TMoveTable<TSignatureRequestStatus, TSignatureRequestEvent> = {
  pending: { sign: 'signed', cancel: 'cancelled' },
  signed: {},
  cancelled: {},
};

export const signatureRequestMove = (from: TSignatureRequestStatus, event: TSignatureRequestEvent) =>
  moveBy('signature request', SIGNATURE_REQUEST_MOVES, from, event);
