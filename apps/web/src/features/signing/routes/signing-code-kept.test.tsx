import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { SigningPage } from './signing-page';

const DEMANDE = '5f0c7a52-3c1e-4a55-9a4b-8d3c2f1e0a11';
const base = `/signature/requests/${DEMANDE}`;
const request = {
  demande: DEMANDE,
  status: 'pending',
  code_str: 'BI-2025-000042',
  phone_masked: '+212 •••••••78',
  resend_in: 0,
  code_alive: true,
  return_url: `http://app.test/?demande=${DEMANDE}`,
  contract: 'in_force',
};
const SUPERSEDED = 'Un nouveau code a été envoyé depuis : saisissez le dernier reçu.';
const EXPIRED = 'Le code de signature a expiré. Demandez-en un nouveau.';

const open = () =>
  renderScreen(`/signer/${DEMANDE}`, [{ path: '/signer/:demande', element: <SigningPage /> }]);
const typeCode = (code: string) =>
  fireEvent.change(screen.getByLabelText('Chiffre 1 du code'), { target: { value: code } });
const refusal = (message: string) => ({
  status: 422,
  body: { message, result: [{ field: 'code', message }] },
});
const codeCalls = (calls: TApiCall[]) => calls.filter((call) => call.path === `${base}/code`);

describe('the signing page opened again', () => {
  it('sends no code while the one sent is alive, and only Resend asks a new one', async () => {
    const calls = fakeApi(({ method, path }: TApiCall) => {
      if (method === 'GET' && path === base) return { body: request };
      if (method === 'POST' && path === `${base}/code`)
        return { body: { ok: true, sent: true, message: 'Code envoyé.', resend_in: 60 } };
      return undefined;
    });
    await open();
    await screen.findByLabelText('Chiffre 1 du code');
    expect(screen.getByText(/^Saisissez le code à 6 chiffres envoyé au/)).toBeTruthy();
    expect(codeCalls(calls)).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: 'Renvoyer le code' }));
    await waitFor(() => expect(codeCalls(calls).map((call) => call.body)).toEqual([{ resend: true }]));
    expect((await screen.findByRole('status')).textContent).toBe('Code envoyé.');
  });

  it('says a code replaced by a newer one apart from a wrong one', async () => {
    fakeApi(({ method, path, body }: TApiCall) => {
      if (method === 'GET' && path === base) return { body: request };
      if (method === 'POST' && path === `${base}/sign`)
        return refusal((body as { code: string }).code === '111111' ? SUPERSEDED : 'Code incorrect.');
      return undefined;
    });
    await open();
    await screen.findByLabelText('Chiffre 1 du code');
    typeCode('111111');
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SUPERSEDED);
  });

  it('after an expired code, no longer says a code was sent, and asks for a new one', async () => {
    let alive = false;
    fakeApi(({ method, path }: TApiCall) => {
      if (method === 'GET' && path === base) return { body: { ...request, code_alive: alive } };
      if (method === 'POST' && path === `${base}/code`) {
        alive = true;
        // Its 60 s long over once the code has expired: Resend is open again.
        return { body: { ok: true, sent: true, message: 'Code envoyé.', resend_in: 0 } };
      }
      if (method === 'POST' && path === `${base}/sign`) {
        alive = false;
        return refusal(EXPIRED);
      }
      return undefined;
    });
    await open();
    expect((await screen.findByRole('status')).textContent).toBe('Code envoyé.');
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    await screen.findByText(/^Ce code n'est plus valable : demandez-en un nouveau/);
    expect(screen.queryByText(/^Saisissez le code/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    // Waited for: the page reads the request again after the refusal before it offers Resend.
    fireEvent.click(await screen.findByRole('button', { name: 'Renvoyer le code' }));
    expect((await screen.findByRole('status')).textContent).toBe('Code envoyé.');
    await screen.findByText(/^Saisissez le code à 6 chiffres envoyé au/);
  });
});
