import { describe, expect, it } from 'vitest';
import { digitsOnly, westernDigits } from './western-digits';

describe('digits as an Arabic keyboard types them', () => {
  it('writes Arabic-Indic and Eastern Arabic-Indic digits as Western ones, the Arabic decimal separator as a dot', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('٤١٥٫١٢')).toBe('415.12');
    expect(westernDigits('415,12 MAD')).toBe('415,12 MAD');
  });

  it("keeps a numeric field's digits, whichever keyboard typed them, up to its length", () => {
    expect(digitsOnly('٢٠١٩', 4)).toBe('2019');
    expect(digitsOnly('1 2٣-4x5', 4)).toBe('1234');
    expect(digitsOnly('۱۲۳۴۵۶')).toBe('123456');
    expect(digitsOnly('abc', 3)).toBe('');
  });
});
