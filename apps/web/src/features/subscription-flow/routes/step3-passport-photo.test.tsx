import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recognizeDocument } from '../../../lib/ocr/recognize-document';
import { flowState } from '../../../lib/flow-state';
import { session } from '../../../lib/session';
import { FRENCH_PASSPORT_PAGE } from '../../../test/passport-page';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { keepPhoto, uploadKeptPhotos } from '../lib/kept-photos';
import { Step3Page } from './step3-page';

// The engine's text recognition alone is replaced: the photo goes through the real reader.
vi.mock('../../../lib/ocr/recognize-document', () => ({ recognizeDocument: vi.fn() }));
vi.mock('../lib/kept-photos', () => ({
  keepPhoto: vi.fn(async () => {}),
  uploadKeptPhotos: vi.fn(async () => ({})),
}));

const PNG = new File(
  [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
  'IMG_2041.png',
  {
    type: 'image/png',
  },
);
const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  vi.mocked(keepPhoto).mockClear();
  vi.mocked(uploadKeptPhotos).mockClear();
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
    if (/^\/users\/souscriptions\/(usages|carburants|marques)/.test(path)) return { body: { result: [] } };
    return undefined;
  });
});

describe("a passport photographed at step 3's camera", () => {
  it('is said to look like a passport, fills nothing and is not kept as the certificate', async () => {
    const page = { text: FRENCH_PASSPORT_PAGE, lines: [], readAgain: vi.fn() };
    vi.mocked(recognizeDocument).mockImplementationOnce((_photo, withText) => withText(page) as never);
    await renderScreen('/souscriptions/step3', [{ path: '/souscriptions/step3', element: <Step3Page /> }]);
    fireEvent.change(await screen.findByLabelText('Photographier la carte grise'), {
      target: { files: [PNG] },
    });

    expect(await screen.findByText(/^Cette photo ressemble à un passeport\./)).toBeTruthy();
    expect(recognizeDocument).toHaveBeenCalled();
    expect(screen.queryByText(/^Photo lue/)).toBeNull();
    expect(value(/^Numéro d'immatriculation/)).toBe('');
    expect(value(/^Modèle/)).toBe('');
    expect(value(/^Année de 1re mise en circulation/)).toBe('');
    expect(keepPhoto).not.toHaveBeenCalled();
    expect(uploadKeptPhotos).not.toHaveBeenCalled();
  });
});
