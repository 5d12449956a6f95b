import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { EmailPage } from './email-page';

describe('the e-mail step', () => {
  it("shows the server's refusal of the address under the field, and sends a corrected one on", async () => {
    fakeApi((call) => {
      if (call.path !== '/auth/users/check') return undefined;
      return (call.body as { email: string }).email === 'nadia@example'
        ? {
            status: 400,
            body: {
              message: 'Certaines informations sont invalides.',
              result: [{ field: 'email', message: 'Adresse e-mail invalide.' }],
            },
          }
        : { status: 404, body: { message: 'Aucun compte.' } };
    });
    await renderScreen('/souscriptions/email', [{ path: '/souscriptions/email', element: <EmailPage /> }]);
    const field = await screen.findByLabelText(/Adresse e-mail/);
    fireEvent.change(field, { target: { value: 'nadia@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByText('Adresse e-mail invalide.');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'nadia@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/souscriptions/create'));
  });
});
