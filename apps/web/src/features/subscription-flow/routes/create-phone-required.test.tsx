import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { CreatePage } from './create-page';

describe('the phone on /create', () => {
  it('is marked required like the other fields, and left empty says so', async () => {
    fakeApi(() => undefined);
    flowState.setEmail('amal@example.com');
    await renderScreen('/souscriptions/create', [{ path: '/souscriptions/create', element: <CreatePage /> }]);
    const phone = await screen.findByLabelText(/^Téléphone/);
    expect(phone.hasAttribute('required')).toBe(true);
    expect(screen.getByText('Téléphone').closest('label')?.textContent).toMatch(/\*/);
    fireEvent.blur(phone);
    expect((await screen.findByText('Ce champ est obligatoire.')).closest('.MuiFormControl-root')).toBe(
      phone.closest('.MuiFormControl-root'),
    );
  });
});
