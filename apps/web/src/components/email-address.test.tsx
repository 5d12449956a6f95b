import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('an e-mail address on a phone', () => {
  it('may wrap after its @ and before its dots, never inside a name, and reads left to right', () => {
    const { container } = render(<EmailAddress email="mohammed-amine.el-idrissi@laposte-example.fr" />);
    const shown = container.firstElementChild!;
    expect(shown.getAttribute('dir')).toBe('ltr');
    expect(shown.textContent).toBe('mohammed-amine.el-idrissi@laposte-example.fr');
    expect(shown.innerHTML).toBe('mohammed-amine<wbr>.el-idrissi@<wbr>laposte-example<wbr>.fr');
  });
});
