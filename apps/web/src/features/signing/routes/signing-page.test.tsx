import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { SigningPage } from './signing-page';

const DEMANDE = '5f0c7a52-3c1e-4a55-9a4b-8d3c2f1e0a11';
const request = {
  demande: DEMANDE,
  status: 'pending',
  code_str: 'BI-2025-000042',
  phone_masked: '+212 •••••••78',
  resend_in: 0,
  code_alive: false,
  return_url: `http://app.test/?demande=${DEMANDE}`,
  contract: 'in_force',
};

const open = () =>
  renderScreen(`/signer/${DEMANDE}`, [{ path: '/signer/:demande', element: <SigningPage /> }]);
const base = `/signature/requests/${DEMANDE}`;
/** Signed: both documents by the request's own public links, and home (not a sign-in page). */
function expectConfirmation() {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contrat signé');
  expect(screen.getByRole('link', { name: 'Voir le contrat signé (PDF)' }).getAttribute('href')).toBe(
    `/api/v1${base}/document`,
  );
  expect(screen.getByRole('link', { name: "Télécharger l'attestation (PDF)" }).getAttribute('href')).toBe(
    `/api/v1${base}/certificate`,
  );
  expect(screen.getByRole('link', { name: "Revenir à l'accueil" }).getAttribute('href')).toBe('/');
  expect(screen.queryByRole('link', { name: /Connect/ })).toBeNull();
}
const typeCode = (code: string) =>
  fireEvent.change(screen.getByLabelText('Chiffre 1 du code'), { target: { value: code } });

describe('the signing page', () => {
  it('sends the code as it opens, refuses a wrong one under the boxes, signs with the right one and confirms with both documents, no session needed', async () => {
    let sent = false;
    const calls = fakeApi(({ method, path, body }: TApiCall) => {
      if (method === 'GET' && path === base) return { body: { ...request, code_alive: sent } };
      if (method === 'POST' && path === `${base}/code`) {
        sent = true;
        return { body: { ok: true, sent: true, message: 'Code envoyé.', resend_in: 60 } };
      }
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
    // No tap asks for the code: it goes as the page opens, once (decision 027).
    await screen.findByLabelText('Chiffre 1 du code');
    // Without `resend`: a code still alive on the server would be kept, not replaced.
    expect(calls.filter((call) => call.path === `${base}/code`).map((call) => call.body)).toEqual([
      { resend: false },
    ]);
    // Said in the form, not as a notice over the page's heading.
    expect((await screen.findByRole('status')).textContent).toBe('Code envoyé.');
    expect(await screen.findByRole('button', { name: /^Renvoyer dans (01:00|00:5\d)$/ })).toHaveProperty(
      'disabled',
      true,
    );
    const sign = screen.getByRole('button', { name: 'Signer' });
    expect(sign).toHaveProperty('disabled', true);

    typeCode('654321');
    fireEvent.click(sign);
    expect((await screen.findByRole('alert')).textContent).toBe('Code incorrect.');
    expect(screen.queryByTestId('signing-signed')).toBeNull();
    // A wrong digit leaves the code alive: still said sent.
    expect(screen.getByRole('status').textContent).toBe('Code envoyé.');

    typeCode('123456');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(sign);
    expect((await screen.findByTestId('signing-signed')).textContent).toContain('Votre contrat est signé');
    expectConfirmation();
    expect(calls.some((call) => call.headers.has('authorization'))).toBe(false);
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

  it('opened again once signed, shows the same confirmation', async () => {
    fakeApi(({ path }) => (path === base ? { body: { ...request, status: 'signed' } } : undefined));
    await open();
    await screen.findByTestId('signing-signed');
    expectConfirmation();
    expect(screen.queryByRole('button', { name: "M'envoyer le code" })).toBeNull();
  });

  it('says an expired or unknown link is no longer valid', async () => {
    fakeApi(() => ({ status: 404, body: { message: 'Demande introuvable.' } }));
    await open();
    expect((await screen.findByTestId('signing-gone')).textContent).toContain("n'est plus valable");
  });

  it('shows the confirmation when the contract was signed meanwhile, not the refusal', async () => {
    let signed = false;
    fakeApi(({ method, path }: TApiCall) => {
      if (method === 'GET' && path === base)
        return { body: { ...request, status: signed ? 'signed' : 'pending' } };
      if (method === 'POST' && path === `${base}/code`)
        return { body: { ok: true, sent: true, message: 'Code envoyé.', resend_in: 60 } };
      if (method === 'POST' && path === `${base}/sign`) {
        signed = true;
        return { status: 409, body: { message: 'Ce contrat est déjà signé.' } };
      }
      return undefined;
    });
    await open();
    await screen.findByLabelText('Chiffre 1 du code');
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect((await screen.findByTestId('signing-signed')).textContent).toContain('Votre contrat est signé');
    expect(screen.queryByText('Ce contrat est déjà signé.')).toBeNull();
    expectConfirmation();
  });

  it('signs once for a double tap on Sign', async () => {
    const calls = fakeApi(({ method, path }: TApiCall) => {
      if (method === 'GET' && path === base) return { body: request };
      if (method === 'POST' && path === `${base}/code`)
        return { body: { ok: true, sent: true, message: 'Code envoyé.', resend_in: 60 } };
      if (method === 'POST' && path === `${base}/sign`) return { body: { ...request, status: 'signed' } };
      return undefined;
    });
    await open();
    await screen.findByLabelText('Chiffre 1 du code');
    typeCode('123456');
    const sign = screen.getByRole('button', { name: 'Signer' });
    // Both taps land before React has drawn the button busy.
    act(() => {
      sign.click();
      sign.click();
    });
    expect((await screen.findByTestId('signing-signed')).textContent).toContain('Votre contrat est signé');
    expect(calls.filter((call) => call.path === `${base}/sign`)).toHaveLength(1);
  });

  it('says a contract signed then cancelled is no longer in force, without the certificate of it', async () => {
    fakeApi(({ method, path }) =>
      method === 'GET' && path === base
        ? { body: { ...request, status: 'signed', contract: 'cancelled' } }
        : undefined,
    );
    await open();
    expect((await screen.findByTestId('signing-ended')).textContent).toMatch(/signé, puis annulé/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contrat signé puis clos');
    expect(screen.getByRole('link', { name: 'Voir le contrat signé (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: "Télécharger l'attestation (PDF)" })).toBeNull();
    expect(screen.queryByTestId('signing-signed')).toBeNull();
  });
});
