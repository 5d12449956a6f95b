import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneNumber, phoneText } from './phone-number';

describe('a phone number as shown', () => {
  it('drops the national 0 after the country code, in the international form, never wrapping', () => {
    render(<PhoneNumber phone={{ phone: '0612345678', country_code: '212' }} />);
    const shown = screen.getByText(/^\+212/);
    expect(shown.textContent).toBe('+212\u00a06\u00a012\u00a034\u00a056\u00a078');
    expect(shown.getAttribute('dir')).toBe('ltr');
    expect(shown.style.whiteSpace).toBe('nowrap');
  });

  it('isolates it left to right inside a sentence', () => {
    expect(phoneText({ phone: '612345678', country_code: '+212' })).toBe(
      '\u2066+212\u00a06\u00a012\u00a034\u00a056\u00a078\u2069',
    );
  });

  it('shows a number it cannot read as it was typed', () => {
    expect(phoneText({ phone: '12', country_code: '33' })).toBe('\u2066+33\u00a012\u2069');
  });
});
