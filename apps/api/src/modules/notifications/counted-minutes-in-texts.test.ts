import { describe, expect, it } from 'vitest';
import { render } from './templates';

describe('minutes in the texts, counted as the language counts', () => {
  it('says "10 دقائق" in an Arabic code SMS, not "10 دقيقة"', () => {
    const { text } = render(
      'signature_code_sms',
      'ar',
      { otp: '123456', code: 'BRD-2026-000001', minutes: 10 },
      'https://app.example',
    );
    expect(text).toContain('10 دقائق');
    expect(text).not.toContain('10 دقيقة');
  });

  it('says "30 دقيقة" in an Arabic reset mail (the form for 11 to 99)', () => {
    const { text } = render('password_reset', 'ar', { minutes: 30, link: 'https://app.example/r' });
    expect(text).toContain('30 دقيقة');
  });
});
