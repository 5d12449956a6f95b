import { afterSaleFactsOf } from '@bi/domain';
import { describe, expect, it } from 'vitest';
import { contractFixture } from '../../../test/contract-fixture';
import { cardActionsOf } from './card-actions';

describe('the card rules read from an answer', () => {
  it('takes the dates from the period and the signature, the collected certificate and a termination asked', () => {
    const facts = afterSaleFactsOf(
      contractFixture({ certificate_collected: true, termination_requested_at: '2031-07-15T09:30:00+01:00' }),
    );
    expect(facts).toEqual({
      statut: 'signed',
      effectDate: '2031-07-10',
      endDate: '2031-08-09',
      certificateCollected: true,
      terminationRequested: true,
      extended: false,
      extendsTerminating: false,
      concludedOn: '2031-07-01',
    });
    expect(afterSaleFactsOf(contractFixture({ extended: true })).extended).toBe(true);
    expect(afterSaleFactsOf(contractFixture({ extends_terminating: true })).extendsTerminating).toBe(true);
  });

  it('continues a subscription whose dates are not chosen yet, on any day', () => {
    const actions = cardActionsOf(contractFixture({ statut: 'simulation', periode_info: null }));
    expect(actions).toMatchObject({ continue: true, menu: false, detail: false });
  });

  it('judges with the answer’s today: a signed contract seen before its start can still be cancelled', () => {
    expect(cardActionsOf(contractFixture({ today: '2031-07-09' })).cancel).toBe(true);
    expect(cardActionsOf(contractFixture({ today: '2031-07-10' })).cancel).toBe(false);
  });
});
