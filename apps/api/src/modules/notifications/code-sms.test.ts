import { LANGUAGES } from '@bi/domain';
import { describe, expect, it } from 'vitest';
import { codeSmsText } from './code-sms';
import { render } from './templates';

const ORIGIN = 'https://assurance.example.ma:8443';

describe('an SMS carrying a code', () => {
  it('ends with the origin-bound line, the host without its port', () => {
    expect(codeSmsText('123456 is your code.', '123456', ORIGIN)).toBe(
      '123456 is your code.\n\n@assurance.example.ma #123456',
    );
  });

  it('refuses a text in which another number comes before the code', () => {
    expect(() => codeSmsText('Contract BRD-2026-000123: 654321.', '654321', ORIGIN)).toThrow(/first number/);
  });

  it.each(LANGUAGES)('is in that form in %s, for the account code and the signing code', (language) => {
    const account = render('sms_code', language, { code: '482913', minutes: 10 }, ORIGIN).text;
    const signing = render(
      'signature_code_sms',
      language,
      { code: 'BRD-2026-000123', otp: '271828', minutes: 10 },
      ORIGIN,
    ).text;
    for (const [text, code] of [
      [account, '482913'],
      [signing, '271828'],
    ] as const) {
      // What a phone's autofill takes: the first six-digit number, and the WebOTP API: the last line.
      expect(/\b\d{6}\b/.exec(text)?.[0]).toBe(code);
      expect(text.split('\n').at(-1)).toBe(`@assurance.example.ma #${code}`);
    }
    expect(signing).toContain('BRD-2026-000123');
  });

  it('is not rendered without the origin it is bound to', () => {
    expect(() => render('sms_code', 'fr', { code: '482913', minutes: 10 })).toThrow(/origin/);
  });
});

describe('a link in a message', () => {
  it("opens the app in the recipient's language, the rest of the link kept", () => {
    const mail = render('password_reset', 'ar', {
      minutes: 30,
      link: 'https://assurance.example.ma/auth/reset#token=a.b',
    });
    expect(mail.text).toContain('https://assurance.example.ma/auth/reset?lng=ar#token=a.b');
    const sms = render('signature_invitation_sms', 'en', {
      code: 'BRD-2026-000123',
      link: 'https://assurance.example.ma/signer/abc?lng=fr',
    });
    expect(sms.text).toContain('https://assurance.example.ma/signer/abc?lng=en');
  });
});
