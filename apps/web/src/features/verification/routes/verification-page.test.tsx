import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { VerificationPage } from './verification-page';

const certificate = {
  certificate_number: 'AT-2025-000123',
  plate: 'GH-456-JK',
  valid_from: '2025-05-12',
  valid_to: '2025-06-11',
  usage: { code: 'TOURISME', name: 'TOURISME' },
  trailer_covered: false,
  checked_on: '2025-05-20',
};

const open = (code: string) =>
  renderScreen(`/verifier/${code}`, [{ path: '/verifier/:code', element: <VerificationPage /> }]);

describe('the certificate check page', () => {
  it('says the verdict, the plate, the dates as dd/MM/yyyy, the usage and the number', async () => {
    const calls = fakeApi(({ path }) =>
      path === '/verification/Qx7-code' ? { body: { status: 'valid', ...certificate } } : undefined,
    );
    await open('Qx7-code');
    const verdict = await screen.findByTestId('verification-status');
    expect(verdict.dataset.status).toBe('valid');
    expect(verdict.textContent).toContain('VALIDE');
    expect(screen.getByTestId('verification-plate').textContent).toBe('GH-456-JK');
    expect(screen.getByTestId('valid-from').textContent).toBe('12/05/2025');
    expect(screen.getByTestId('valid-to').textContent).toBe('11/06/2025');
    expect(screen.getByTestId('usage').textContent).toBe('TOURISME');
    expect(screen.getByTestId('certificate-number').textContent).toBe('AT-2025-000123');
    expect(screen.getByTestId('checked-on').textContent).toContain('20/05/2025');
    expect(calls.map((call) => call.path)).toEqual(['/verification/Qx7-code']);
    expect(screen.queryByTestId('trailer')).toBeNull();
  });

  it('says the trailer is covered when the trailer option was bought', async () => {
    fakeApi(() => ({ body: { status: 'valid', ...certificate, trailer_covered: true } }));
    await open('Qx7-code');
    expect((await screen.findByTestId('trailer')).textContent).toBe('Couverte (option remorque)');
  });

  it.each([
    ['not_yet_valid', 'PAS ENCORE VALIDE'],
    ['expired', 'EXPIRÉE'],
    ['cancelled', 'ANNULÉE'],
  ])('names the %s status in words', async (status, words) => {
    fakeApi(() => ({ body: { status, ...certificate } }));
    await open('abc');
    const verdict = await screen.findByTestId('verification-status');
    expect(verdict.dataset.status).toBe(status);
    expect(verdict.textContent).toContain(words);
  });

  it('says "certificate not found" for a code the server does not know', async () => {
    fakeApi(() => ({ status: 404, body: { message: 'Attestation inconnue' } }));
    await open('nope');
    expect((await screen.findByTestId('verification-unknown')).textContent).toContain(
      'Attestation introuvable',
    );
    expect(screen.queryByTestId('verification-status')).toBeNull();
  });
});
