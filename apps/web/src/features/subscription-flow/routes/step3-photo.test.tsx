import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { readCertificatePhoto } from '../lib/read-certificate-photo';
import { Step3Page } from './step3-page';

vi.mock('../lib/read-certificate-photo', () => ({ readCertificatePhoto: vi.fn() }));
vi.mock('../lib/kept-photos', () => ({ keepPhoto: async () => {}, uploadKeptPhotos: async () => ({}) }));

const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'cg.png', {
  type: 'image/png',
});
const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  session.store('token-1');
  flowState.setSubscriptionId('s-1');
  fakeApi(({ path }) => {
    if (path === '/users/souscriptions/s-1')
      return {
        body: {
          _id: 's-1',
          version: 3,
          statut: 'simulation',
          current_step: 3,
          today: '2026-11-29',
          user_info: { type: 'physique' },
          vehicule_info: null,
        },
      };
    if (path.startsWith('/users/souscriptions/usages') || path.startsWith('/users/souscriptions/carburants'))
      return { body: { result: [] } };
    if (path.startsWith('/users/souscriptions/marques')) return { body: { result: [] } };
    return undefined;
  });
});

describe('the registration photo on step 3', () => {
  it('fills what the driver left empty, never what they typed, and asks to check a computed power', async () => {
    vi.mocked(readCertificatePhoto).mockResolvedValue({
      kind: 'read',
      reading: {
        plate: 'GH-417-PX',
        plateCountry: 'FR',
        model: 'CLIO',
        power: 6,
        powerComputed: true,
        displacement: 1461,
        firstRegistration: '2019-06-14',
      },
    });
    await renderScreen('/souscriptions/step3', [{ path: '/souscriptions/step3', element: <Step3Page /> }]);
    fireEvent.change(await screen.findByLabelText(/^Modèle/), { target: { value: 'MEGANE' } });
    fireEvent.change(screen.getByLabelText('Photographier la carte grise'), { target: { files: [PNG] } });

    // No success badge: the power is an estimate to check.
    expect(await screen.findByText(/^Photo lue en partie : vérifiez Puissance fiscale \(CV\)/)).toBeTruthy();
    expect(screen.queryByText(/^Photo lue :/)).toBeNull();
    expect(value(/^Numéro d'immatriculation/)).toBe('GH-417-PX');
    expect(value(/^Modèle/)).toBe('MEGANE');
    expect(value(/^Puissance fiscale/)).toBe('6');
    expect(value(/^Année de 1re mise en circulation/)).toBe('2019');
    expect(
      screen.getByText(/^Calculée d'après la cylindrée \(1461 cm³\) selon la règle marocaine/),
    ).toBeTruthy();

    // The driver types their own power: the note about the estimate goes.
    fireEvent.change(screen.getByLabelText(/^Puissance fiscale/), { target: { value: '7' } });
    await waitFor(() => expect(screen.queryByText(/^Calculée d'après la cylindrée/)).toBeNull());
  });

  it('says a passport photographed here is not the certificate, and fills nothing', async () => {
    vi.mocked(readCertificatePhoto).mockResolvedValue({ kind: 'wrong_document', looksLike: 'passport' });
    await renderScreen('/souscriptions/step3', [{ path: '/souscriptions/step3', element: <Step3Page /> }]);
    fireEvent.change(await screen.findByLabelText('Photographier la carte grise'), {
      target: { files: [PNG] },
    });
    expect(await screen.findByText(/^Cette photo ressemble à un passeport\./)).toBeTruthy();
    expect(value(/^Numéro d'immatriculation/)).toBe('');
  });
});
