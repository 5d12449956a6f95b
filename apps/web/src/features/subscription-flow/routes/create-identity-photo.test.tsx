import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import type { TPhotoOutcome } from '../lib/photo-outcome';
import { readIdentityPhoto } from '../lib/read-document-photo';
import type { TIdentityReading } from '../lib/read-mrz';
import { CreatePage } from './create-page';

vi.mock('../lib/read-document-photo', () => ({ readIdentityPhoto: vi.fn() }));
vi.mock('../lib/kept-photos', () => ({ keepPhoto: vi.fn(), keepIdentityPhoto: vi.fn() }));

const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'id.png', {
  type: 'image/png',
});
const SPANISH_DNI: TIdentityReading = {
  document: 'identity_card',
  format: 'TD1',
  issuingCountry: 'ESP',
  documentNumber: '99999999R',
  numberToCheck: false,
  lastName: 'Garcia Lopez',
  firstName: 'Youssef',
  namesConfirmed: true,
  namesCut: false,
};

async function photographed(outcome: TPhotoOutcome<TIdentityReading>) {
  vi.mocked(readIdentityPhoto).mockResolvedValue(outcome);
  await renderScreen('/souscriptions/create', [{ path: '/souscriptions/create', element: <CreatePage /> }]);
  fireEvent.change(screen.getByLabelText("Photographier mon passeport ou ma carte d'identité"), {
    target: { files: [PNG] },
  });
  return screen.findByRole('alert');
}

const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  fakeApi(() => undefined);
  flowState.setEmail('amal@example.com');
});

describe('the identity photo on /create', () => {
  it('fills names the printed page confirms under "Photo lue", and keeps the number its holder knows', async () => {
    const alert = await photographed({ kind: 'read', reading: SPANISH_DNI });
    expect(alert.textContent).toMatch(/^Photo lue :/);
    expect(value(/^Prénom/)).toBe('Youssef');
    expect(value(/^Nom/)).toBe('Garcia Lopez');
    expect(flowState.identityNumber()).toBe('99999999R');
    expect(flowState.identityType()).toBe('identity_card');
    expect(screen.queryByText(/À vérifier/)).toBeNull();
  });

  it('fills unconfirmed names with a note under each, and names them in the notice instead of a success', async () => {
    const alert = await photographed({ kind: 'read', reading: { ...SPANISH_DNI, namesConfirmed: false } });
    expect(alert.textContent).toBe('Photo lue en partie : vérifiez Prénom et Nom, puis corrigez si besoin.');
    expect(screen.getAllByText(/^À vérifier : lu sur la photo/)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/^Prénom/), { target: { value: 'Yousef' } });
    await waitFor(() => expect(screen.getAllByText(/^À vérifier/)).toHaveLength(1));
  });

  it('keeps a number whose L or 1 the reading could not settle for step 1 to flag, and names it in the notice', async () => {
    const cin = { ...SPANISH_DNI, issuingCountry: 'MAR', documentNumber: 'BG12345', numberToCheck: true };
    const alert = await photographed({ kind: 'read', reading: cin });
    expect(alert.textContent).toBe(
      "Photo lue en partie : vérifiez Numéro de pièce d'identité, puis corrigez si besoin.",
    );
    expect(flowState.identityNumber()).toBe('BG12345');
    expect(flowState.identityNumberToCheck()).toBe(true);
  });

  it('says a name cut short by the zone is to be completed', async () => {
    const cut = { ...SPANISH_DNI, firstName: 'Mohammed Amine Abde', namesCut: true };
    const alert = await photographed({ kind: 'read', reading: cut });
    expect(alert.textContent).toMatch(/^Photo lue en partie/);
    expect(screen.getAllByText(/^Coupé sur le document : complétez-le/)).toHaveLength(2);
  });

  it('says a registration certificate photographed here is not an identity document, and fills nothing', async () => {
    const alert = await photographed({ kind: 'wrong_document', looksLike: 'registration' });
    expect(alert.textContent).toMatch(/^Cette photo ressemble à une carte grise\./);
    expect(value(/^Prénom/)).toBe('');
    expect(flowState.identityNumber()).toBeNull();
  });
});
