import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../../lib/leave-page';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { SigningPage } from './signing-page';

vi.mock('../../../lib/leave-page', () => ({ leavePage: vi.fn() }));

const DEMANDE = '5f0c7a52-3c1e-4a55-9a4b-8d3c2f1e0a11';
const request = {
  demande: DEMANDE,
  status: 'pending',
  code_str: 'BI-2025-000042',
  phone_masked: '+212••••••78',
  resend_in: 0,
  return_url: `http://app.test/?demande=${DEMANDE}`,
};

const open = () =>
  renderScreen(`/signer/${DEMANDE}`, [{ path: '/signer/:demande', element: <SigningPage /> }]);
const base = `/signature/requests/${DEMANDE}`;
const typeCode = (code: string) =>
  fireEvent.change(screen.getByLabelText('Chiffre 1 du code'), { target: { value: code } });

beforeEach(() => vi.mocked(leavePage).mockClear());

describe('the signing page', () => {
  it('sends the code, refuses a wrong one under the boxes, signs with the right one and goes back to the app', async () => {
    const calls = fakeApi(({ method, path, body }: TApiCall) => {
      if (method === 'GET' && path === base) return { body: request };
      if (method === 'POST' && path === `${base}/code`)
        return { body: { ok: true, message: 'Code envoyé.', resend_in: 60 } };
      if (method === 'POST' && path === `${base}/sign`)
        return (body as { code: string }).code === '123456'
          ? { body: { ...request, status: 'signed' } }
          : {
              status: 422,
              body: { message: 'Code incorrect.', result: [{ field: 'code', message: 'Code incorrect.' }] },
            };
      return undefined;
    });
    await open();
    expect((await screen.findByTestId('signing-code')).textContent).toBe('BI-2025-000042');
    expect(screen.getByRole('link', { name: 'Lire le contrat (PDF)' }).getAttribute('href')).toBe(
      `/api/v1${base}/document`,
    );
    expect(screen.queryByLabelText('Chiffre 1 du code')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: "M'envoyer le code" }));
    await screen.findByLabelText('Chiffre 1 du code');
    expect(await screen.findByRole('button', { name: /^Renvoyer dans (01:00|00:5\d)$/ })).toHaveProperty(
      'disabled',
      true,
    );
    const sign = screen.getByRole('button', { name: 'Signer' });
    expect(sign).toHaveProperty('disabled', true);

    typeCode('654321');
    fireEvent.click(sign);
    expect((await screen.findByRole('alert')).textContent).toBe('Code incorrect.');
    expect(leavePage).not.toHaveBeenCalled();

    typeCode('123456');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(sign);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(request.return_url));
    expect(calls.filter((call) => call.path === `${base}/sign`).map((call) => call.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('asked too soon, waits for as long as the request says', async () => {
    let sentAt: number | null = null;
    fakeApi(({ method, path }) => {
      if (method === 'GET' && path === base)
        return { body: { ...request, resend_in: sentAt === null ? 0 : 42 } };
      if (method === 'POST' && path === `${base}/code`) {
        sentAt = Date.now();
        return {
          status: 429,
          body: { message: 'Patientez avant de demander un autre code.', resend_in: 42 },
        };
      }
      return undefined;
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: "M'envoyer le code" }));
    expect(await screen.findByRole('button', { name: /^Renvoyer dans 00:4[12]$/ })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('opens on the code boxes, the countdown running, when a code was sent just before', async () => {
    fakeApi(({ path }) => (path === base ? { body: { ...request, resend_in: 30 } } : undefined));
    await open();
    await screen.findByLabelText('Chiffre 1 du code');
    expect(screen.getByRole('button', { name: /^Renvoyer dans 00:(29|30)$/ })).toBeTruthy();
  });

  it('says a signed contract is signed, with the way back to the app', async () => {
    fakeApi(({ path }) => (path === base ? { body: { ...request, status: 'signed' } } : undefined));
    await open();
    expect((await screen.findByTestId('signing-already-signed')).textContent).toContain('déjà signé');
    expect(screen.getByRole('link', { name: "Retour à l'application" }).getAttribute('href')).toBe(
      request.return_url,
    );
    expect(screen.queryByRole('button', { name: "M'envoyer le code" })).toBeNull();
  });

  it('says an expired or unknown link is no longer valid', async () => {
    fakeApi(() => ({ status: 404, body: { message: 'Demande introuvable.' } }));
    await open();
    expect((await screen.findByTestId('signing-gone')).textContent).toContain("n'est plus valable");
  });
});
