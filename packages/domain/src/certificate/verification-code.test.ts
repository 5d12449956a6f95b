import { describe, expect, it } from 'vitest';
import { readVerificationCode } from './verification-code';

describe('readVerificationCode', () => {
  const code = 'Ab3_x-Yz09Kk8LmNoPqRsTuV';

  it('reads the code out of the QR code’s address, with or without a query', () => {
    expect(readVerificationCode(`https://assurance.example.ma/verifier/${code}`)).toBe(code);
    expect(readVerificationCode(`http://localhost:3000/verifier/${code}?lng=ar`)).toBe(code);
  });

  it('takes a code typed from the paper, spaces around it trimmed', () => {
    expect(readVerificationCode(`  ${code} `)).toBe(code);
  });

  it('takes a contract code, as a customer reads it out at the counter, in capitals', () => {
    expect(readVerificationCode(' brd-2026-000005 ')).toBe('BRD-2026-000005');
  });

  it('refuses what is not a code: another address, a short or odd text', () => {
    expect(readVerificationCode('https://example.com/other/page')).toBeNull();
    expect(readVerificationCode('BRD-2026')).toBeNull();
    expect(readVerificationCode('not a code at all')).toBeNull();
  });
});
