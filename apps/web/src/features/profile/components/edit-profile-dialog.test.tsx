import type { TUserAnswer } from '@bi/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import '../../../test/french-phone';
import { EditProfileDialog } from './edit-profile-dialog';

const CUSTOMER: TUserAnswer = {
  email: 'karim@example.com',
  phone: '612345678',
  country_code: '212',
  first_name: 'Karim',
  last_name: 'Alaoui',
  raison_sociale: null,
  type: 'physique',
  language: 'fr',
  role: 'customer',
};

async function openDialog() {
  const onClose = vi.fn();
  await renderScreen('/', [
    { path: '/', element: <EditProfileDialog open onClose={onClose} user={CUSTOMER} /> },
  ]);
  return { onClose, number: screen.getByRole('textbox', { name: /Téléphone/ }) };
}

const disabled = (element: HTMLElement) => (element as HTMLButtonElement | HTMLInputElement).disabled;
const sendButton = () => screen.getByRole('button', { name: 'Recevoir un code par SMS' });

describe('my profile: the phone changes once the new number is proved by SMS', () => {
  it('asks no code for the stored number, however it is typed', async () => {
    fakeApi(() => undefined);
    const { number } = await openDialog();
    expect(disabled(sendButton())).toBe(true);
    fireEvent.change(number, { target: { value: '06 12 34 56 78' } });
    expect(disabled(sendButton())).toBe(true);
    fireEvent.change(number, { target: { value: '+212 6 12 34 56 78' } });
    expect(disabled(sendButton())).toBe(true);
    fireEvent.change(number, { target: { value: '0698765432' } });
    expect(disabled(sendButton())).toBe(false);
  });

  it('sends the code to the new number, then changes the phone with the code typed', async () => {
    const calls = fakeApi((call) => {
      if (call.method === 'POST' && call.path === '/users/me/phone')
        return { body: { ok: true, message: 'Code envoyé au +212 6 98 76 54 32', resend_in: 60 } };
      if (call.method === 'PUT' && call.path === '/users/me/phone')
        return { body: { ...CUSTOMER, phone: '698765432' } };
      return undefined;
    });
    const { onClose, number } = await openDialog();
    fireEvent.change(number, { target: { value: '0698765432' } });
    // A new number that reads as French and Dutch too: its country is asked before any code is sent.
    expect(disabled(sendButton())).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Maroc +212' }));
    fireEvent.click(sendButton());

    await screen.findByText('Saisissez le code à 6 chiffres reçu par SMS sur le nouveau numéro.');
    expect(disabled(number)).toBe(true);
    expect(disabled(screen.getByRole('button', { name: /Renvoyer/ }))).toBe(true);
    const validate = screen.getByRole('button', { name: 'Valider' });
    expect(disabled(validate)).toBe(true);
    '48213'
      .split('')
      .forEach((digit, index) =>
        fireEvent.change(screen.getByLabelText(`Chiffre ${index + 1} du code`), { target: { value: digit } }),
      );
    expect(disabled(validate)).toBe(true);
    fireEvent.change(screen.getByLabelText('Chiffre 6 du code'), { target: { value: '7' } });
    fireEvent.click(validate);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      calls.filter((call) => call.path === '/users/me/phone').map(({ method, body }) => ({ method, body })),
    ).toEqual([
      { method: 'POST', body: { phone: '0698765432', country_code: '212' } },
      { method: 'PUT', body: { phone: '0698765432', country_code: '212', sms_code: '482137' } },
    ]);
  });

  it('says why a wrong code is refused and stays on the code step', async () => {
    fakeApi((call) => {
      if (call.method === 'POST') return { body: { ok: true, message: 'Code envoyé', resend_in: 60 } };
      if (call.method === 'PUT') return { status: 400, body: { message: 'Code incorrect.' } };
      return undefined;
    });
    const { onClose, number } = await openDialog();
    fireEvent.change(number, { target: { value: '0698765432' } });
    fireEvent.click(screen.getByRole('button', { name: 'Maroc +212' }));
    fireEvent.click(sendButton());
    await screen.findByLabelText('Chiffre 1 du code');
    '000000'
      .split('')
      .forEach((digit, index) =>
        fireEvent.change(screen.getByLabelText(`Chiffre ${index + 1} du code`), { target: { value: digit } }),
      );
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Code incorrect.');
    expect(screen.queryByLabelText('Chiffre 1 du code')).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
