import { fireEvent, screen } from '@testing-library/react';
import { useNotices } from '../../../lib/notifications';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { PhoneVerificationDialog } from './phone-verification-dialog';

describe('the phone verification dialog', () => {
  it('asks to confirm the number as its country writes it internationally, left to right', async () => {
    fakeApi(() => undefined);
    const dialog = (
      <PhoneVerificationDialog
        open
        phone={{ phone: '06 12 34 56 78', country_code: '33' }}
        onVerify={async () => {}}
        onClose={() => {}}
        verifying={false}
      />
    );
    await renderScreen('/', [{ path: '/', element: dialog }]);
    // Unbroken: no-break spaces, which the default matcher would fold into plain ones.
    const shown = await screen.findByText('+33\u00a06\u00a012\u00a034\u00a056\u00a078', {
      normalizer: (text) => text,
    });
    expect(shown.tagName).toBe('BDI');
    expect(shown.getAttribute('dir')).toBe('ltr');
  });

  it('moves the focus to the first box once the code is sent, and says where it went once only', async () => {
    fakeApi(({ path }) =>
      path === '/auth/users/resend'
        ? { body: { ok: true, message: 'Un code a été envoyé au +33 6 12 34 56 78.', resend_in: 60 } }
        : undefined,
    );
    let notices: ReturnType<typeof useNotices> = [];
    function Notices() {
      notices = useNotices();
      return null;
    }
    const dialog = (
      <>
        <Notices />
        <PhoneVerificationDialog
          open
          phone={{ phone: '612345678', country_code: '33' }}
          onVerify={async () => {}}
          onClose={() => {}}
          verifying={false}
        />
      </>
    );
    await renderScreen('/', [{ path: '/', element: dialog }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Suivant' }));
    const first = await screen.findByLabelText('Chiffre 1 du code');
    expect(document.activeElement).toBe(first);
    expect(screen.getByText(/^Saisissez le code à 6 chiffres envoyé au/)).toBeTruthy();
    expect(notices).toEqual([]);
  });
});
