import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recognizeMrzText, type TMrzReadOptions } from '../../../lib/ocr/recognize-mrz-text';
import { readIdentityPhoto } from './read-document-photo';
import { readMrz } from './read-mrz';

vi.mock('../../../lib/ocr/recognize-mrz-text', () => ({ recognizeMrzText: vi.fn() }));

// ICAO 9303's specimen passport, whose L898902C3 an L or a 1 leaves open, and a German card's zone.
const PASSPORT = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
].join('\n');
const CARD = [
  'IDD<<L3Y744XM35<<<<<<<<<<<<<<<',
  '7012244M3306275D<<<<<<<<<<<<<6',
  'MUELLER<<ANNA<LENA<<<<<<<<<<<<',
].join('\n');
const DATA_PAGE = 'SURNAME\nERIKSSON\nGIVEN NAMES\nANNA MARIA\nPASSPORT NO\nL898902C3';

/**
 * The OCR as a photo of `zone` gives it: the page above read when the caller asks, with `page` in it;
 * the whole photo, `whole`, when the caller asks for it then.
 */
function photographed(zone: string, lines: number, page: string | null, whole = '') {
  wholePhotoRead = false;
  vi.mocked(recognizeMrzText).mockImplementation(async (_photo: Blob, options?: TMrzReadOptions) => {
    const above = options?.above?.(zone, lines) ? page : null;
    wholePhotoRead = options?.page?.(zone, above) === true;
    return { zone, above, page: wholePhotoRead ? whole : null };
  });
}

let wholePhotoRead = false;

describe('readIdentityPhoto', () => {
  beforeEach(() => {
    vi.mocked(recognizeMrzText).mockReset();
  });

  it("reads a card's zone alone: its back prints neither names nor number, no page is read", async () => {
    photographed(CARD, 3, 'never read');
    const outcome = await readIdentityPhoto(new Blob());
    expect(outcome).toMatchObject({ kind: 'read', reading: { documentNumber: 'L3Y744XM3' } });
    expect(wholePhotoRead).toBe(false);
  });

  it("reads a card's zone left open on the whole photo, from the photo decoded once", async () => {
    // Its composite check digit read as a 7: the zone alone reads nothing; the card's front prints it.
    const open = CARD.replace('<<<<<6\n', '<<<<<7\n');
    photographed(open, 3, null, `${CARD}\nMUELLER\nANNA LENA`);
    const outcome = await readIdentityPhoto(new Blob());
    expect(wholePhotoRead).toBe(true);
    expect(outcome).toMatchObject({ kind: 'read', reading: { documentNumber: 'L3Y744XM3' } });
  });

  it("gives no names from the whole photo when the zone's readings at each size agree on other ones", async () => {
    const open = CARD.replace('<<<<<6\n', '<<<<<7\n');
    const garbled = CARD.replace('MUELLER<<ANNA<LENA<<<<<<<<<<<<', 'MUELLFR<<ANNA<LENA<<<<LLLL000');
    photographed(`${open}\n\n\n${open}`, 3, null, garbled);
    const outcome = await readIdentityPhoto(new Blob());
    expect(outcome).toMatchObject({
      kind: 'read',
      reading: { documentNumber: 'L3Y744XM3', lastName: '', firstName: '' },
    });
  });

  it("settles a passport's number and confirms its names from the page above the zone, not the whole photo", async () => {
    photographed(PASSPORT, 2, DATA_PAGE);
    const outcome = await readIdentityPhoto(new Blob());
    expect(outcome).toMatchObject({
      kind: 'read',
      reading: { documentNumber: 'L898902C3', lastName: 'Eriksson', namesConfirmed: true },
    });
    expect(wholePhotoRead).toBe(false);
  });

  it('gives the number as read, to check, when neither the zone nor the page above settles it', async () => {
    photographed(PASSPORT, 2, 'SURNAME\nERIKSSON');
    expect(await readIdentityPhoto(new Blob())).toMatchObject({
      kind: 'read',
      reading: { documentNumber: 'L898902C3', numberToCheck: true },
    });
    expect(wholePhotoRead).toBe(false);
    // Its L read as an I, neither twin: nothing tells which, and nothing more is read.
    photographed(PASSPORT.replace('L898902C3', 'I898902C3'), 2, 'SURNAME\nERIKSSON');
    expect(await readIdentityPhoto(new Blob())).toEqual({ kind: 'unreadable' });
    expect(wholePhotoRead).toBe(false);
  });

  it('reads the zone again until its number is settled, or left open on lines of their length', async () => {
    photographed(CARD, 3, null);
    await readIdentityPhoto(new Blob());
    const { enough } = vi.mocked(recognizeMrzText).mock.calls[0]![1]!;
    expect(enough!(CARD, false)).toBe(true);
    // A number to check is enough: another letter size would leave its L or 1 as open.
    expect(enough!(PASSPORT, false)).toBe(true);
    // Read as neither twin, it is open: well-formed lines would read so again, a line a character off may not.
    const open = PASSPORT.replace('L898902C3', 'I898902C3');
    expect(enough!(open, true)).toBe(true);
    expect(enough!(open, false)).toBe(false);
    expect(enough!(open.replace('7408122', '7408123'), true)).toBe(false);
  });

  it('reads the zone again while a name is left out for a letter read twice, not while its number is', async () => {
    photographed(CARD, 3, null);
    await readIdentityPhoto(new Blob());
    const { enough } = vi.mocked(recognizeMrzText).mock.calls[0]![1]!;
    // Fresh seed 36401's card read "JO0AO" at 24 px: the name left out, the number read. At 30 px the
    // line came at its length, and the two readings agree on the O read twice.
    const doubled = CARD.replace('MUELLER<<', 'MUEL1LER<<');
    expect(readMrz(doubled)).toMatchObject({ documentNumber: 'L3Y744XM3', lastName: '' });
    expect(enough!(doubled, false)).toBe(false);
    expect(enough!(CARD, true)).toBe(true);
  });

  it('reads no number from the zone alone that the page above prints otherwise', async () => {
    // Fresh seed 36611's French passport at 30 px, its O read as a 0, which the number's shape puts
    // back: a page printing an X where the zone has a T, which holds no check digit, leaves nothing to
    // read; a page whose T came out a 7, a slip of its type, says nothing against it.
    const zone = [
      'P<FRANGUYEN<<JEAN<BAPTISTE<MARIE<<<<<<<<<<<<',
      '740T934637FRA8510035M2807100<<<<<<<<<<<<<<00',
    ].join('\n');
    expect(readMrz(zone)).toMatchObject({ documentNumber: '74OT93463' });
    photographed(zone, 2, 'NGUYEN\nJEANBAPTISTEMARIE\n74OX9346310072028');
    expect(await readIdentityPhoto(new Blob())).toEqual({ kind: 'unreadable' });
    photographed(zone, 2, 'NGUYEN\nJEANBAPTISTEMARIE\n74079346310072028');
    expect(await readIdentityPhoto(new Blob())).toMatchObject({
      reading: { documentNumber: '74OT93463', namesConfirmed: true },
    });
    // Printed a character off, the page says nothing against it.
    photographed(zone, 2, 'NGUYEN\nJEANBAPTISTEMARIE\n74OTX93463');
    expect(await readIdentityPhoto(new Blob())).toMatchObject({ reading: { documentNumber: '74OT93463' } });
  });

  it('reads the whole photo when no zone was found', async () => {
    photographed('NOTHING', 0, null, `${DATA_PAGE}\n${PASSPORT}`);
    const outcome = await readIdentityPhoto(new Blob());
    expect(wholePhotoRead).toBe(true);
    expect(outcome).toMatchObject({ kind: 'read', reading: { documentNumber: 'L898902C3' } });
  });
});
