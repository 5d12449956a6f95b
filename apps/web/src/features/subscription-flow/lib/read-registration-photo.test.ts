import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recognizeText } from '../../../lib/ocr/recognize-text';
import { FRENCH_PASSPORT_PAGE } from '../../../test/passport-page';
import { readRegistrationPhoto } from './read-document-photo';

// Only the engine's text recognition is replaced: what the reader makes of its text is the real one.
vi.mock('../../../lib/ocr/recognize-text', () => ({ recognizeText: vi.fn() }));

const recognized = (text: string) => vi.mocked(recognizeText).mockResolvedValue(text);

describe('readRegistrationPhoto on a photo that is no registration certificate', () => {
  beforeEach(() => vi.mocked(recognizeText).mockReset());

  it("says a passport's page looks like a passport and fills nothing", async () => {
    recognized(FRENCH_PASSPORT_PAGE);
    const photo = new Blob(['a photo']);
    const outcome = await readRegistrationPhoto(photo);
    expect(outcome).toEqual({ kind: 'wrong_document', looksLike: 'passport' });
    expect(recognizeText).toHaveBeenCalledWith(photo);
  });

  it('knows the passport by its zone alone, the word "passport" read nowhere on the page', async () => {
    recognized(FRENCH_PASSPORT_PAGE.replace(/passe?port/gi, ''));
    expect(await readRegistrationPhoto(new Blob())).toEqual({
      kind: 'wrong_document',
      looksLike: 'passport',
    });
  });

  it("says an identity card's zone looks like an identity card", async () => {
    // The back of a Spanish DNI: its three-line zone under the holder's address.
    recognized(
      [
        'DOMICILIO AVDA DE MADRID 34',
        'IDESPBAA000589<99999999R<<<<<<',
        '8001014F3106028ESP<<<<<<<<<<<7',
        'ESPANOLA<ESPANOLA<<CARMEN<<<<<',
      ].join('\n'),
    );
    expect(await readRegistrationPhoto(new Blob())).toEqual({
      kind: 'wrong_document',
      looksLike: 'identity_card',
    });
  });

  it('still reads a certificate, the same reader given its text', async () => {
    recognized("CERTIFICAT D'IMMATRICULATION\nA GH-417-PX B 14/06/2019\nD.1 RENAULT D.3 CLIO\nP.6 6");
    expect(await readRegistrationPhoto(new Blob())).toMatchObject({
      kind: 'read',
      reading: { plate: 'GH-417-PX', make: 'RENAULT', model: 'CLIO' },
    });
  });
});
