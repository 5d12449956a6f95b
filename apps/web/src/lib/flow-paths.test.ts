import { PAYMENT_RETURN_PAGES } from '@bi/domain';
import { describe, expect, it } from 'vitest';
import { nextAfterStep, stepPath } from './flow-paths';
import { flowPath, FLOW_PAGES } from './flow-pages';

describe('the flow paths', () => {
  it('follow the domain step map', () => {
    expect(stepPath(0)).toBe('/souscriptions/create');
    expect(stepPath(4)).toBe('/souscriptions/step4');
    expect(nextAfterStep(3)).toBe('/souscriptions/step4');
    expect(nextAfterStep(7)).toBe('/souscriptions/payment');
    expect(nextAfterStep(2, true)).toBe('/souscriptions/step4');
    expect(nextAfterStep(2)).toBe('/souscriptions/step3');
    expect(flowPath('signature')).toBe('/souscriptions/signature');
  });

  it('hold the pages the payment gateway sends the browser back to', () => {
    expect(flowPath('signature')).toBe(PAYMENT_RETURN_PAGES.ok);
    expect(flowPath('paiement-refuse')).toBe(PAYMENT_RETURN_PAGES.fail);
  });

  it('list each screen once, in the order of the flow', () => {
    expect(FLOW_PAGES).toEqual([
      'commencer',
      'email',
      'password',
      'create',
      'step1',
      'step2',
      'step3',
      'step4',
      'step5',
      'step6',
      'step7',
      'payment',
      'paiement-refuse',
      'signature',
    ]);
  });
});
