import { describe, expect, it } from 'vitest';
import { cmiHash, cmiHashInput, isCmiHashValid } from './cmi-hash';

// The worked example of ../shared/spec/facts.md.
const fields = {
  clientid: '600000000',
  oid: 'BRD-2026-000123',
  amount: '497.91',
  currency: '504',
  okUrl: 'https://assurance.example.ma/payment/ok',
  failUrl: 'https://assurance.example.ma/payment/fail',
  shopurl: 'https://assurance.example.ma/',
  CallbackURL: 'https://assurance.example.ma/api/v1/payment/cmi/callback',
  email: 'karim@example.com',
  BillToName: 'Karim El|Idrissi',
  tel: '0612345678',
  storetype: '3D_PAY_HOSTING',
  trantype: 'PreAuth',
  rnd: '4f1c2a9e7b',
  lang: 'fr',
  hashAlgorithm: 'ver3',
  encoding: 'UTF-8',
};
const storeKey = 'Test\\Key|123';
const HASH = 'yjZ2J/dxVBbRJWOnwMRLWHafJDcJQSsfl+xasA/yBOlqKrEjqWnW8U8AcJefvdwwUb4+3+2cYwHXos7VGS4UCQ==';

describe('CMI ver3 hash', () => {
  it('hashes the worked example of facts.md to its string and its HASH', () => {
    expect(cmiHashInput(fields, storeKey)).toBe(
      '497.91|Karim El\\|Idrissi|https://assurance.example.ma/api/v1/payment/cmi/callback|600000000|504|karim@example.com|https://assurance.example.ma/payment/fail|ver3|fr|BRD-2026-000123|https://assurance.example.ma/payment/ok|4f1c2a9e7b|https://assurance.example.ma/|3D_PAY_HOSTING|0612345678|PreAuth|Test\\\\Key\\|123',
    );
    expect(cmiHash(fields, storeKey)).toBe(HASH);
  });

  it('accepts the genuine HASH and refuses another key, a changed field or a missing HASH', () => {
    expect(isCmiHashValid({ ...fields, HASH }, storeKey)).toBe(true);
    expect(isCmiHashValid({ ...fields, HASH }, 'another key')).toBe(false);
    expect(isCmiHashValid({ ...fields, amount: '1.00', HASH }, storeKey)).toBe(false);
    expect(isCmiHashValid(fields, storeKey)).toBe(false);
  });
});
