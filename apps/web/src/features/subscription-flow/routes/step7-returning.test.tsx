import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { Step7Page } from './step7-page';

// No photo was taken in this flow (jsdom has no IndexedDB for the kept ones).
vi.mock('../lib/kept-photos', () => ({ keptUploads: () => ({}), uploadKeptPhotos: async () => ({}) }));

const current = {
  _id: 's-2',
  version: 4,
  statut: 'confirmed',
  current_step: 7,
  ready_to_pay: false,
  extended_from: null,
  user_info: { type: 'physique' },
  vehicule_info: { immatriculation: 'AB-123-CD' },
  documents_info: null,
  payment_info: { is_paid: false },
  periode_info: { date_effet: '2099-01-01' },
  simulation_result: { primeNet: 400, totalTaxe: 97.91, primeTotal: 497.91 },
};
const last = {
  _id: 's-1',
  statut: 'signed',
  user_info: { type: 'physique' },
  vehicule_info: { immatriculation: 'GH-417-PX' },
  payment_info: { is_paid: true },
  documents_info: {
    identity_type: 'passport',
    identity_recto: 'f-id',
    identity_recto_name: 'passeport.jpg',
    permis_recto: 'f-p1',
    permis_recto_name: 'permis-recto.jpg',
    permis_verso: 'f-p2',
    permis_verso_name: 'permis-verso.jpg',
    cg_recto: 'f-cg',
    cg_recto_name: 'ancienne-carte-grise.jpg',
  },
};

describe("a returning customer's step 7", () => {
  it('offers the passport and licence sent with the last contract, but not another vehicle’s registration', async () => {
    session.store('token-1');
    flowState.setSubscriptionId('s-2');
    fakeApi(({ path }) => {
      if (path === '/users/souscriptions/s-2') return { body: current };
      if (path.startsWith('/users/souscriptions/?')) return { body: { value: [current, last], count: 2 } };
      return undefined;
    });
    await renderScreen('/souscriptions/step7', [{ path: '/souscriptions/step7', element: <Step7Page /> }]);
    expect(await screen.findByText('passeport.jpg')).toBeTruthy();
    expect(screen.getByText('permis-recto.jpg')).toBeTruthy();
    expect(screen.getByText('permis-verso.jpg')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passeport', pressed: true })).toBeTruthy();
    expect(screen.queryByText('ancienne-carte-grise.jpg')).toBeNull();
  });
});
