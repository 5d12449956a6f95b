import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SigningPage } from './signing-page';
import { fakeApi, renderScreen } from '../../../test/render-screen';

const DEMANDE = '5f0c7a52-3c1e-4a55-9a4b-8d3c2f1e0a11';
const base = `/signature/requests/${DEMANDE}`;
// A code was just sent: the page opens on the code boxes.
const request = {
  demande: DEMANDE,
  status: 'pending',
  code_str: 'BI-2025-000042',
  phone_masked: '+212 •••••••78',
  resend_in: 45,
  return_url: `http://app.test/?demande=${DEMANDE}`,
};

/** The browser's WebOTP API, its answer given by the test; the requests it received, with their signal. */
function stubWebOtp() {
  const requests: { otp: unknown; signal: AbortSignal }[] = [];
  let deliver: (code: string) => void = () => undefined;
  const get = vi.fn(
    (options: { otp: unknown; signal: AbortSignal }) =>
      new Promise((resolve, reject) => {
        requests.push(options);
        deliver = (code) => resolve({ type: 'otp', code });
        options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('OTPCredential', class {});
  vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
  return { requests, get, deliver: (code: string) => deliver(code) };
}

const openSigning = () =>
  renderScreen(`/signer/${DEMANDE}`, [{ path: '/signer/:demande', element: <SigningPage /> }]);
const box = (position: number) => screen.getByLabelText<HTMLInputElement>(`Chiffre ${position} du code`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a code read from the SMS by the browser (WebOTP)', () => {
  it('fills the boxes, and signs only once the customer taps Sign (the signature is their own act)', async () => {
    const otp = stubWebOtp();
    // The signature's answer is left pending: the boxes are seen as they were sent.
    const calls = fakeApi(({ method, path }) => {
      if (method === 'GET' && path === base) return { body: request };
      if (method === 'POST' && path === `${base}/sign`) return new Promise<undefined>(() => undefined);
      return undefined;
    });
    await openSigning();
    await screen.findByLabelText('Chiffre 1 du code');
    expect(otp.requests[0]!.otp).toEqual({ transport: ['sms'] });

    otp.deliver('482913');
    await waitFor(() =>
      expect([1, 2, 3, 4, 5, 6].map((position) => box(position).value).join('')).toBe('482913'),
    );
    expect(calls.filter((call) => call.path === `${base}/sign`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    await waitFor(() => expect(calls.filter((call) => call.path === `${base}/sign`)).toHaveLength(1));
    expect(calls.find((call) => call.path === `${base}/sign`)!.body).toEqual({ code: '482913' });
  });

  it('stops listening when the code step goes, and is not asked of a browser without the API', async () => {
    const otp = stubWebOtp();
    fakeApi(({ path }) => (path === base ? { body: request } : undefined));
    const { router } = await openSigning();
    await screen.findByLabelText('Chiffre 1 du code');
    expect(otp.requests[0]!.signal.aborted).toBe(false);
    await router.navigate('/ailleurs');
    await waitFor(() => expect(otp.requests[0]!.signal.aborted).toBe(true));

    vi.unstubAllGlobals();
    const get = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    fakeApi(({ path }) => (path === base ? { body: request } : undefined));
    await router.navigate(`/signer/${DEMANDE}`);
    await screen.findByLabelText('Chiffre 1 du code');
    expect(get).not.toHaveBeenCalled();
  });
});
