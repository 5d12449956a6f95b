import { SHOWN_STATUSES } from '@bi/domain';
import { describe, expect, it } from 'vitest';
import arBackoffice from './ar/backoffice.json';
import arContracts from './ar/contracts.json';
import enBackoffice from './en/backoffice.json';
import enContracts from './en/contracts.json';
import frBackoffice from './fr/backoffice.json';
import frContracts from './fr/contracts.json';

/**
 * Decision 042: a status has one word, whoever reads it. The customer reads it on the contracts'
 * cards (`contracts`), the office on its queues, a contract's page and its history (`backoffice`).
 */
describe.each([
  ['fr', frContracts.status, frBackoffice.status],
  ['en', enContracts.status, enBackoffice.status],
  ['ar', arContracts.status, arBackoffice.status],
])('the status words in %s', (_language, customer, office) => {
  it.each(SHOWN_STATUSES)('%s reads the same to the customer and to the office', (status) => {
    expect(customer[status]?.trim()).toBeTruthy();
    expect(office[status]).toBe(customer[status]);
  });

  it('name no status the domain does not have', () => {
    expect(Object.keys(customer).sort()).toEqual([...SHOWN_STATUSES].sort());
    expect(Object.keys(office).sort()).toEqual([...SHOWN_STATUSES].sort());
  });
});
