import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nReady } from '../lib/i18n/i18n';
import { PasswordStrength } from './password-strength';

describe('the password strength meter', () => {
  it('judges nothing before anything is typed, and lists the rules to meet', async () => {
    await i18nReady;
    render(<PasswordStrength password="" />);
    expect(screen.queryByText(/Très faible/)).toBeNull();
    expect(screen.getByText('min 6 caractères')).toBeTruthy();
  });

  it('judges a password once one is typed', async () => {
    await i18nReady;
    render(<PasswordStrength password="abc" />);
    expect(screen.getByText(/Très faible|Faible/)).toBeTruthy();
  });
});
