import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recognizeDocument, type TDocumentText } from '../../../lib/ocr/recognize-document';
import { FRENCH_PASSPORT_PAGE } from '../../../test/passport-page';
import { readCertificatePhoto } from './read-certificate-photo';

// Only the engine's reading is replaced: what the reader makes of its text and its words is the real one.
vi.mock('../../../lib/ocr/recognize-document', async (actual) => ({
  ...(await actual<Record<string, unknown>>()),
  recognizeDocument: vi.fn(),
}));

/** A page read as `text`, its plate's words read again as `again` says for each letter height. */
function photoReads(text: string, again: Record<number, string> = {}) {
  const readAgain = vi.fn((_words: unknown, letterPixels: number) =>
    Promise.resolve(again[letterPixels] ?? ''),
  );
  const lines = text.split('\n').map((line, row) =>
    line.split(' ').map((word, at) => ({
      text: word,
      region: { left: at * 100, top: row * 40, width: 90, height: 30 },
    })),
  );
  const page: TDocumentText = { text, lines, readAgain };
  vi.mocked(recognizeDocument).mockImplementationOnce((_photo, withText) => withText(page) as never);
  return readAgain;
}

// The tuning half's Dutch certificate as the page cropped to its words read it: 43-STV-5 as 83-STV-5.
const DUTCH = 'KENTEKENBEWIJS DEEL IA\nA kenteken 83-STV-5\nB 14.06.2019\nD.1 VOLKSWAGEN';

describe('readCertificatePhoto', () => {
  beforeEach(() => vi.mocked(recognizeDocument).mockReset());

  it("fills the plate when its words read again alone say the page's very characters", async () => {
    const readAgain = photoReads(DUTCH, { 48: '83-STV-5\n' });
    const outcome = await readCertificatePhoto(new Blob());
    expect(outcome).toMatchObject({ kind: 'read', reading: { plate: '83-STV-5', make: 'VOLKSWAGEN' } });
    expect(readAgain).toHaveBeenCalledTimes(1);
    expect(readAgain.mock.calls[0]![0]).toEqual([expect.objectContaining({ text: '83-STV-5' })]);
  });

  it('leaves the plate to type, the other fields filled, when the second and third readings differ', async () => {
    photoReads(DUTCH, { 48: '43-STV-5\n', 64: '83-STV-5\n' });
    const outcome = await readCertificatePhoto(new Blob());
    expect(outcome).toMatchObject({ kind: 'read', reading: { make: 'VOLKSWAGEN' } });
    expect(outcome.kind === 'read' && outcome.reading.plate).toBeFalsy();
  });

  it("takes the plate the second and third readings agree on over the page's misread one", async () => {
    photoReads(DUTCH, { 48: '43-STV-5\n', 64: '43-STV-5\n' });
    expect(await readCertificatePhoto(new Blob())).toMatchObject({
      kind: 'read',
      reading: { plate: '43-STV-5', plateCountry: 'NL' },
    });
  });

  it("takes the page's plate that a third reading agrees with, when the second is in no format", async () => {
    // Fresh seed 36606's Dutch ZS-198-F, read "Z5-198-F" at 48 px: a 5 where the plate has a letter.
    const page = 'KENTEKENBEWIJS DEEL IA\nA kenteken ZS-198-F B 14/09/2019\nD.1 TOYOTA';
    const readAgain = photoReads(page, { 48: 'Z5-198-F\n', 64: 'ZS-198-F\n' });
    expect(await readCertificatePhoto(new Blob())).toMatchObject({ reading: { plate: 'ZS-198-F' } });
    expect(readAgain).toHaveBeenCalledTimes(2);
    photoReads(page, { 48: 'Z5-198-F\n', 64: 'Z5-198-F\n' });
    const outcome = await readCertificatePhoto(new Blob());
    expect(outcome.kind === 'read' && outcome.reading.plate).toBeFalsy();
  });

  it('leaves the plate to type when the second reading, in no format, differs from the page elsewhere too', async () => {
    // A review's case: the page's misread 83-STV-5, read "43-5TV-5" at 48 px and 83-STV-5 at 64 px.
    photoReads(DUTCH, { 48: '43-5TV-5\n', 64: '83-STV-5\n' });
    const misread = await readCertificatePhoto(new Blob());
    expect(misread.kind === 'read' && misread.reading.plate).toBeFalsy();
    // Nor does a second reading that gave nothing leave the page's plate to a third alone.
    photoReads(DUTCH, { 64: '83-STV-5\n' });
    const unread = await readCertificatePhoto(new Blob());
    expect(unread.kind === 'read' && unread.reading.plate).toBeFalsy();
  });

  it('leaves the plate to type when it is read again in another format (0S, then 05)', async () => {
    const readAgain = photoReads('CERTIFICADO DE MATRICULA\nA won ML-90-0S\nD.1 FIAT', {
      48: 'ML-90-05\n',
      64: 'ML-90-05\n',
    });
    expect(await readCertificatePhoto(new Blob())).toEqual({ kind: 'read', reading: { make: 'FIAT' } });
    expect(readAgain).toHaveBeenCalledTimes(1);
  });

  it('takes a plate read again with a capital fewer, in the same format (KK C 2754 of K C 2754)', async () => {
    photoReads('ZULASSUNGSBESCHEINIGUNG TEIL I\nA KK C 2754\nD.1 FIAT', {
      48: 'K C 2754\n',
      64: 'K C 2754\n',
    });
    expect(await readCertificatePhoto(new Blob())).toMatchObject({ reading: { plate: 'K C 2754' } });
  });

  it('reads nothing when the plate was all the page gave and it is not confirmed', async () => {
    photoReads('KENTEKENBEWIJS\nA 83-STV-5', { 48: '83-5TV-5' });
    expect(await readCertificatePhoto(new Blob())).toEqual({ kind: 'unreadable' });
  });

  // Seed 36300's Dutch certificate: its seats, 5, read 3 by the page, 5 by its digit read again.
  const SEATS = 'KENTEKENBEWIJS\nD.1 merk PEUGEOT\nS.1 zitplaatsen 3';

  it("fills the seats two readings of their digit agree on, the page's misread one left out", async () => {
    const readAgain = photoReads(SEATS, { 48: '5\n', 64: '5\n' });
    expect(await readCertificatePhoto(new Blob())).toEqual({
      kind: 'read',
      reading: { make: 'PEUGEOT', seats: 5 },
    });
    expect(readAgain).toHaveBeenCalledWith([expect.objectContaining({ text: '3' })], 48, '0123456789');
  });

  it('leaves the seats to type when no two readings agree', async () => {
    photoReads(SEATS, { 48: '5\n', 64: '9\n' });
    expect(await readCertificatePhoto(new Blob())).toEqual({ kind: 'read', reading: { make: 'PEUGEOT' } });
  });

  // Fresh seed 36622's Dutch certificate under glare: SANDERO read "SANDEROQO" by the page.
  const MODEL = 'KENTEKENBEWIJS\nD.1 merk DACIA D.3 handelsbenaming SANDEROQO';

  it('fills the model only where its words read again agree with the page', async () => {
    const readAgain = photoReads(MODEL, { 48: 'D.3 handelsbenaming SANDERO\n', 64: 'SANDERO\n' });
    expect(await readCertificatePhoto(new Blob())).toEqual({ kind: 'read', reading: { make: 'DACIA' } });
    expect(readAgain).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ text: 'SANDEROQO' })]),
      48,
    );
    photoReads(MODEL.replace('SANDEROQO', 'SANDERO'), { 48: 'D.3 handelsbenaming SANDERO\n' });
    expect(await readCertificatePhoto(new Blob())).toEqual({
      kind: 'read',
      reading: { make: 'DACIA', model: 'SANDERO' },
    });
  });

  it("says a passport's page looks like a passport, and fills nothing", async () => {
    const readAgain = photoReads(FRENCH_PASSPORT_PAGE);
    expect(await readCertificatePhoto(new Blob())).toEqual({ kind: 'wrong_document', looksLike: 'passport' });
    expect(readAgain).not.toHaveBeenCalled();
  });

  it('knows the passport by its zone alone, the word "passport" read nowhere on the page', async () => {
    photoReads(FRENCH_PASSPORT_PAGE.replace(/passe?port/gi, ''));
    expect(await readCertificatePhoto(new Blob())).toEqual({ kind: 'wrong_document', looksLike: 'passport' });
  });

  it("says an identity card's zone looks like an identity card", async () => {
    // The back of a Spanish DNI: its three-line zone under the holder's address.
    photoReads(
      [
        'DOMICILIO AVDA DE MADRID 34',
        'IDESPBAA000589<99999999R<<<<<<',
        '8001014F3106028ESP<<<<<<<<<<<7',
        'ESPANOLA<ESPANOLA<<CARMEN<<<<<',
      ].join('\n'),
    );
    expect(await readCertificatePhoto(new Blob())).toEqual({
      kind: 'wrong_document',
      looksLike: 'identity_card',
    });
  });
});
