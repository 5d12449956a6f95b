import { describe, expect, it } from 'vitest';
import { terminationRefundCentimes } from '../subscription/refund';
import { canReview, currentReviewStatus, reviewTransition } from './document-review';
import { handoverBlockers } from './handover';
import { canActOnOffice, officeFilterOf } from './staff-roles';
import { isTerminationPending, terminationTransition } from './termination';

const REQUIRED = ['identity_recto', 'permis_recto', 'cg_recto'] as const;

describe('who acts for which office', () => {
  it('a clerk for their own offices only, an administrator for every one', () => {
    const clerk = { role: 'clerk' as const, officeIds: [3, 4] };
    expect(canActOnOffice(clerk, 3)).toBe(true);
    expect(canActOnOffice(clerk, 5)).toBe(false);
    expect(canActOnOffice(clerk, null)).toBe(false);
    expect(canActOnOffice({ role: 'admin', officeIds: [] }, 5)).toBe(true);
    expect(officeFilterOf(clerk)).toEqual([3, 4]);
    expect(officeFilterOf({ role: 'admin', officeIds: [] })).toBeNull();
  });
});

describe('a document’s review', () => {
  it('moves only as its table allows', () => {
    expect(reviewTransition('pending', 'verify')).toBe('verified');
    expect(reviewTransition('verified', 'reject')).toBe('rejected');
    expect(reviewTransition('rejected', 'replace')).toBe('pending');
    expect(canReview('verified', 'verify')).toBe(false);
    expect(canReview('verified', 'replace')).toBe(false);
    // The customer was told to send another: the rejected file is not verified after all.
    expect(canReview('rejected', 'verify')).toBe(false);
    expect(() => reviewTransition('verified', 'replace')).toThrow();
  });

  it('holds for the file it was made on only', () => {
    expect(currentReviewStatus('file-2', { fileId: 'file-2', status: 'verified' })).toBe('verified');
    expect(currentReviewStatus('file-2', { fileId: 'file-1', status: 'verified' })).toBe('pending');
    expect(currentReviewStatus(undefined, { fileId: 'file-1', status: 'rejected' })).toBe('pending');
    expect(currentReviewStatus('file-1', undefined)).toBe('pending');
  });
});

describe('the handover', () => {
  const all = (status: 'pending' | 'verified' | 'rejected') =>
    Object.fromEntries(REQUIRED.map((kind) => [kind, status]));

  const facts = {
    statut: 'signed' as const,
    handedOver: false,
    terminationRequested: false,
    required: REQUIRED,
  };

  it('waits for a signed contract whose every document is verified, once', () => {
    expect(handoverBlockers({ ...facts, reviews: all('verified') })).toEqual([]);
    expect(handoverBlockers({ ...facts, reviews: {} })).toEqual(['document_unchecked']);
    expect(handoverBlockers({ ...facts, reviews: { ...all('verified'), cg_recto: 'rejected' } })).toEqual([
      'document_rejected',
    ]);
    expect(handoverBlockers({ ...facts, statut: 'paid', reviews: all('verified') })).toEqual(['not_signed']);
    expect(handoverBlockers({ ...facts, statut: 'confirmed', reviews: all('verified') })).toEqual([
      'not_paid',
    ]);
    expect(handoverBlockers({ ...facts, handedOver: true, reviews: all('verified') })).toEqual([
      'already_handed_over',
    ]);
  });

  it('waits while a termination request is open: the office decides it first', () => {
    expect(handoverBlockers({ ...facts, terminationRequested: true, reviews: all('verified') })).toEqual([
      'termination_requested',
    ]);
  });

  it('says a cancelled or terminated contract has nothing to hand over, whatever else holds', () => {
    for (const statut of ['cancelled', 'non_abouti'] as const)
      expect(handoverBlockers({ ...facts, statut, reviews: { cg_recto: 'rejected' } })).toEqual([
        'contract_closed',
      ]);
  });
});

describe('a termination request', () => {
  it('is applied once, and asked again after a refusal', () => {
    expect(terminationTransition('open', 'apply')).toBe('applied');
    expect(terminationTransition('refused', 'request')).toBe('open');
    expect(() => terminationTransition('applied', 'refuse')).toThrow();
    expect(() => terminationTransition('open', 'request')).toThrow();
    expect(isTerminationPending('refused')).toBe(false);
    expect(isTerminationPending('applied')).toBe(true);
  });

  it('refunds the days not covered, pro rata, never the stamp', () => {
    const contract = {
      totalCentimes: 31_500,
      stampCentimes: 1_500,
      effectDate: '2026-07-01',
      endDate: '2026-07-30',
    };
    // Thirty days of cover, ten used: two thirds of the premium without the stamp.
    expect(terminationRefundCentimes({ ...contract, terminatedOn: '2026-07-10' })).toBe(20_000);
    expect(terminationRefundCentimes({ ...contract, terminatedOn: '2026-07-30' })).toBe(0);
    expect(terminationRefundCentimes({ ...contract, terminatedOn: '2026-06-20' })).toBe(30_000);
  });
});
