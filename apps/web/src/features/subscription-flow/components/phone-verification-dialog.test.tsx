import { screen } from '@testing-library/react';
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
});
