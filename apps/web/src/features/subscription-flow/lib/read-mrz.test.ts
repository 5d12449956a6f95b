import { describe, expect, it } from 'vitest';
import { measureRecovery } from './mrz/test-support/measure-recovery';
import { EL_MOUDEN, frenchCard, HOLDER, td1, td2, td3 } from './mrz/test-support/specimen-zones';
import { looksLikeMrz, mrzChecksHold, readMrz } from './read-mrz';

// ICAO 9303's specimens, with their check digits.
const PASSPORT = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];
const IDENTITY_CARD = [
  'I<UTOD231458907<<<<<<<<<<<<<<<',
  '7408122F1204159UTO<<<<<<<<<<<6',
  'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
];
// The passport's page as OCR reads it with the zone's characters only: no accents, no punctuation.
const PAGE = [
  'UTOPIA PASSPORT',
  'PASSPORT NO L898902C3',
  'SURNAME NOM',
  'ERIKSSON',
  'GIVEN NAMES',
  'ANNA MARIA',
];

describe('readMrz', () => {
  it('reads a passport (TD3) out of the page around it, the names as people write them', () => {
    expect(readMrz([...PAGE, ...PASSPORT].join('\n'))).toEqual({
      document: 'passport',
      format: 'TD3',
      issuingCountry: 'UTO',
      documentNumber: 'L898902C3',
      numberToCheck: false,
      lastName: 'Eriksson',
      firstName: 'Anna Maria',
      namesConfirmed: true,
      namesCut: false,
    });
  });

  it('confirms no number two spellings satisfy: L and 1 weigh alike in every check digit', () => {
    expect(readMrz(PASSPORT.join('\n'))).toMatchObject({ documentNumber: 'L898902C3', numberToCheck: true });
    expect(readMrz(PASSPORT.join('\n').replace('L898902C3', 'I898902C3'))).toBeNull();
    const card = readMrz(['NO D23145890', ...IDENTITY_CARD].join('\n'));
    expect(card).toMatchObject({ document: 'identity_card', format: 'TD1', documentNumber: 'D23145890' });
  });

  it('offers nothing when a check digit fails: a misread is never a reading', () => {
    const misread = PASSPORT[1]!.replace('7408122', '7408123');
    expect(readMrz([...PAGE, PASSPORT[0], misread].join('\n'))).toBeNull();
    // Its check digits hold neither: another reading of the zone may; an L or a 1 left open, they do.
    expect(mrzChecksHold([PASSPORT[0], misread].join('\n'))).toBe(false);
    expect(mrzChecksHold(PASSPORT.join('\n'))).toBe(true);
  });

  it('repairs a photo: look-alikes where only digits or letters stand, fillers read as letters, spaces, lengths', () => {
    const first = PASSPORT[0]!.replace('<<<<<<<<<<<<<<<<<<<', '<<<<<<<<L<<K<<<<<C<<<');
    const second = 'L8989O2C36UT0 74O8I22F12O4159ZE184226B<<<E10';
    expect(readMrz([...PAGE, first, second].join('\n'))).toMatchObject({
      documentNumber: 'L898902C3',
      lastName: 'Eriksson',
      firstName: 'Anna Maria',
    });
  });

  it('drops a character OCR read twice as two look-alikes, counted as a slip beside the fillers', () => {
    // A CNIE's CIN QZ671474 read "Q7Z671474" in a photo of a third seed: a filler's fit holds by luck.
    const doubled = [
      'I<MARTZ48073109Q7Z671474<<<<<<<',
      '9510227M3306231MAR<<<<<<<<<<<2',
      'BENJELLOUN<<MOHAMMED<AMINE<ABD',
    ];
    expect(readMrz(doubled.join('\n'))?.documentNumber).toBe('QZ671474');
    // A filler too many and a 2 read Z: dropping the Z of "7Z" holds too, by luck, but changes as much.
    const zone = td1({
      ...HOLDER,
      code: 'ID',
      country: 'MAR',
      number: 'I06149993',
      optional: 'CB504723',
      lastName: 'VAN DER BERG',
      firstName: 'ANNA',
    });
    const slipped = [zone[0]!.replace('CB504723<', 'CB5047Z3<<'), ...zone.slice(1)];
    expect(readMrz(slipped.join('\n'))?.documentNumber).toBe('CB504723');
    // Seed 36105's French passport at 24 px, two characters long ("60ZS5S9…" for 60ZS9…): its head cut
    // as two specks, Z, S and 5 settled by the passport's shape, it held as 25SS95620. Each character
    // cut is a slip, a letter ruled out by the shape alone a change: no reading (30 px read it right).
    const long = [
      'P<FRABERTRAND<DE<LA<VILLEMARQUE<<MATHIEU<<<<',
      '60ZS5S956203FRA9910241M3503063<<<<<<<<<<<<<<02',
    ];
    expect(readMrz(long.join('\n'))).toBeNull();
  });

  it("writes Germany's D as DEU and reads TD2 cards", () => {
    const german = td1({
      ...HOLDER,
      code: 'ID',
      country: 'D',
      number: 'T22000429',
      lastName: 'MUSTERMANN',
      firstName: 'ERIKA',
    });
    expect(readMrz(german.join('\n'))).toMatchObject({ issuingCountry: 'DEU', documentNumber: 'T22000429' });
    // L and 1 weigh alike, but a German number opens with a letter: the L is the issuer's.
    const opensWithL = td1({
      ...HOLDER,
      code: 'ID',
      country: 'D',
      number: 'L3Y744XM3',
      lastName: 'MUELLER',
      firstName: 'ANNA LENA',
    });
    expect(readMrz(opensWithL.join('\n'))?.documentNumber).toBe('L3Y744XM3');
    expect(readMrz(opensWithL.join('\n').replace('IDD<<L3Y', 'IDD<<13Y'))?.documentNumber).toBe('L3Y744XM3');
    const card = td2({
      ...HOLDER,
      code: 'I',
      country: 'UTO',
      number: 'D23045890',
      lastName: 'VAN DER BERG',
      firstName: 'ANNA',
    });
    expect(readMrz(card.join('\n'))).toMatchObject({
      format: 'TD2',
      document: 'identity_card',
      lastName: 'Van Der Berg',
    });
  });

  it('takes a number its line was cut at the head for only when the page prints it', () => {
    // Fresh seed 36413's passport: its 9 read as O9, a line a character long; cut at its head, the D, and
    // an 8 respelled B, the check digits held SBTX9WF09. Its page printed DS8TX9WF9.
    const zone = [
      'P<NLDJANSEN<<SANNE<<<<<<<<<<<<<<<<<<<<<<<<<<',
      'DS8TX9WFO92NLD6102021F2711047830201239<<<<<26',
    ];
    const page = ['JANSEN', 'SANNE', '02021961 RABAT', 'DS8TX9WF904112027'];
    expect(readMrz([...zone, '', ...page].join('\n'))).toBeNull();
    expect(readMrz(zone.join('\n'))).toBeNull();
    // A speck before a number the page prints is cut, as before.
    const french = td3({
      ...HOLDER,
      code: 'P',
      country: 'FRA',
      number: '19AB12345',
      lastName: 'MARTIN',
      firstName: 'LEA',
    });
    const speck = [french[0]!, `4${french[1]!}`];
    expect(readMrz([...speck, '', 'PASSEPORT 19AB12345'].join('\n'))).toMatchObject({
      documentNumber: '19AB12345',
    });
    expect(readMrz(speck.join('\n'))).toBeNull();
  });

  it("takes the page's number where it prints the zone's otherwise, only when the check digits hold it", () => {
    // Fresh seed 36413's passport at 30 px: its 9 read as an O, which a Dutch number never holds; an O
    // read for a Q and an 8 for a B made DSBTXQWF9 hold every check digit. Its page printed DS8TX9WF9,
    // which holds them too.
    const zone = [
      'P<NLDJANSEN<<SANNE<<<<<<<<<<<<<<<<<<<<<<<<<<',
      'DS8TXOWF92NLD6102021F2711047830201239<<<<<26',
    ];
    const page = ['JANSEN', 'SANNE', '02021961 RABAT', 'DS8TX9WF904112027'];
    expect(readMrz([...zone, '', ...page].join('\n'))).toMatchObject({
      documentNumber: 'DS8TX9WF9',
      numberToCheck: false,
    });
    // Printed otherwise and holding no check digit: neither is read.
    const other = page.map((line) => line.replace('DS8TX9WF9', 'DS8TX7WF9'));
    expect(readMrz([...zone, '', ...other].join('\n'))).toBeNull();
    // Nor a page's slip against a number the zone read as it stands (seed 36401's ZKFW6KA99).
    const asRead = [zone[0]!, zone[1]!.replace('DS8TXOWF92', 'DS8TX9WF92')];
    expect(readMrz([...asRead, '', ...other].join('\n'))).toMatchObject({ documentNumber: 'DS8TX9WF9' });
    // Read as it stands with an S for the 8, which the check digits weigh alike, against a page whose
    // number holds them too: two readings disagree and neither is read.
    const weighedAlike = [zone[0]!, zone[1]!.replace('DS8TXOWF92', 'DSSTX9WF92')];
    expect(readMrz([...weighedAlike, '', ...page].join('\n'))).toBeNull();
    // Without the page's number, the zone alone holds DS8TX9WF9 (its O a 9 whose tail was lost) and
    // DSBTXQWF9 (an 8 read for a B, the O for a Q) alike: it gave the wrong DSBTXQWF9 before its O could
    // be a 9, and now gives nothing. So it does with the page's number a character off (seed 36408's
    // "ZHO0751796" for ZH0751796), or with a look-alike slip of the page's own.
    const off = page.map((line) => line.replace('DS8TX9WF9', 'DSB8TX9WF9'));
    const slip = page.map((line) => line.replace('DS8TX9WF9', 'D5BTXOWF9'));
    for (const without of [off, slip, page.slice(0, 3), []])
      expect(readMrz([...zone, '', ...without].join('\n'))).toBeNull();
  });

  it('reads a Dutch number as its issuer shapes it: two letters, six letters or digits, a digit', () => {
    // Fresh tuning seeds' passports, their J read as an I in the zone: when J had no look-alike, a last
    // digit taken for its letter twin made the check digit hold, a wrong number filled in; now the
    // check digit tells the I (18) from the J (19) it was.
    const dutch = (number: string, zoneNumber: string) => {
      const zone = td3({
        ...HOLDER,
        code: 'P',
        country: 'NLD',
        number,
        lastName: 'JANSEN',
        firstName: 'SANNE',
      });
      return [zone[0], zone[1]!.replace(number, zoneNumber)].join('\n');
    };
    expect(readMrz(dutch('KJX42KCJ8', 'KJX42KCJ8'))?.documentNumber).toBe('KJX42KCJ8');
    expect(readMrz(dutch('KJX42KCJ8', 'KIX42KCJ8'))?.documentNumber).toBe('KJX42KCJ8');
    // The page above read the same way does not make it right.
    expect(readMrz(`${dutch('CJXKXYPH5', 'CIXKXYPH5')}\nCIXKXYPHS 16112032`)?.documentNumber).toBe(
      'CJXKXYPH5',
    );
    // Fresh seed 36101's passport, as its zone was read at 24 px (the page above dropped a J).
    const photo = [
      'P<NLDVAN<DER<BERG<<JOHANNA<MARIA<<<<<<<<<<<<',
      'ZGIBPSJ256NLD6811233F3005187360637738<<<<<38',
    ];
    expect(readMrz(`${photo.join('\n')}\n\nZGJBPS25 18052030`)?.documentNumber).toBe('ZGJBPSJ25');
    // Seed 36107's, its J read twice ("LIJ"): its first letter cut as a speck and the I respelled held
    // too ("FCRLJJT88"), a slip it now counts; the page above confirms the J read twice dropped.
    const twice = [
      'P<NLDDE<JONG<<WILLEM<HENDRIK<<<<<<<<<<<<<<<<',
      'JFCRLIJT886NLD7203202M3408102130856644<<<<<18',
    ];
    expect(readMrz(`${twice.join('\n')}\n\nDEJONG\nJFCRLJT8810082034`)).toMatchObject({
      documentNumber: 'JFCRLJT88',
      numberToCheck: false,
    });
    // Its last digit read as a letter is the digit the shape wants.
    expect(readMrz(dutch('KJX42KCJ8', 'KJX42KCJB'))?.documentNumber).toBe('KJX42KCJ8');
  });

  it('gives a number the check digits leave open as OCR read it, to check, unless the page prints it', () => {
    // A CIN's second character may be a letter or a digit; only the composite check digit covers it.
    const zone = td1({ ...EL_MOUDEN, code: 'ID', country: 'MAR', number: 'A00012345', optional: 'BG12345' });
    expect(readMrz(zone.join('\n'))).toMatchObject({ documentNumber: 'BG12345', numberToCheck: true });
    const asSix = zone.join('\n').replace('BG12345', 'B612345');
    expect(readMrz(asSix)).toMatchObject({ documentNumber: 'B612345', numberToCheck: true });
    // A letter between digits may be a digit misread: given to check only as OCR read the whole zone.
    const german = td1({
      ...HOLDER,
      code: 'ID',
      country: 'D',
      number: 'T2L000429',
      lastName: 'ROTH',
      firstName: 'EVA',
    });
    expect(readMrz(german.join('\n'))).toMatchObject({ documentNumber: 'T2L000429', numberToCheck: true });
    // An O there is a 0 (a German number has no vowel): settled as a date's letter is, no change.
    expect(readMrz(german.join('\n').replace('T2L000429', 'T2L00O429'))).toMatchObject({
      documentNumber: 'T2L000429',
      numberToCheck: true,
    });
    // But a letter between digits after a change the check digits vouch for is still no reading.
    expect(readMrz(german.join('\n').replace('T2L000429', 'T2L0004Z9'))).toBeNull();
    // A number the page prints is the page's, confirmed.
    expect(readMrz(`CIN BG12345\n${asSix}`)).toMatchObject({
      documentNumber: 'BG12345',
      numberToCheck: false,
    });
  });

  it("takes the page's number with a letter printed as its digit twin, where the check digits leave two", () => {
    // Fresh seed 36402's Moroccan passport: OJ9819555 read 0J… in the zone and on the page above; an O
    // read as a D and a J as an I weigh alike, so DI9819555 holds as well, one change more.
    const zone = [
      'P<MARBENNANI<<MOHAMMED<AMINE<ABDELKADER<<<<<',
      '0J98195557MAR6303105M3204186<<<<<<<<<<<<<<00',
    ];
    expect(readMrz(zone.join('\n'))).toBeNull();
    const above = ['BENNANI', 'MOHAMMEDAMINE ABDELKADER', '10031963CASABLANCA', '0J981955518042032'];
    expect(readMrz([...zone, '', ...above].join('\n'))).toMatchObject({
      documentNumber: 'OJ9819555',
      numberToCheck: false,
      namesConfirmed: true,
    });
    // The page's own letters still tell: printed with an I, it prints neither.
    const otherPage = [...above.slice(0, 3), '0I981955518042032'];
    expect(readMrz([...zone, '', ...otherPage].join('\n'))).toBeNull();
  });

  it('reads the French card of 1988–2021 (2×36, IDFRA), its given names cut to 14 characters', () => {
    const zone = ['IDFRAMEYER<<<<<<<<<<<<<<<<<<<<675034', '1305675007505MALO<<ALAIN<<J1212031M1'];
    expect(readMrz(['CARTE NATIONALE D IDENTITE', ...zone].join('\n'))).toEqual({
      document: 'identity_card',
      format: 'FR_ID',
      issuingCountry: 'FRA',
      documentNumber: '130567500750',
      numberToCheck: false,
      lastName: 'Meyer',
      firstName: 'Malo Alain J',
      namesConfirmed: false,
      namesCut: true,
    });
    const noisy = frenchCard({
      ...EL_MOUDEN,
      code: 'ID',
      country: 'FRA',
      number: '990692310285',
      office: '010',
      firstName: 'AMINE',
    });
    const read = readMrz([noisy[0]!.replace('<<<<<<', '<<K<<L<'), noisy[1]!.replace('1', 'I')].join('\n'));
    expect(read).toMatchObject({ documentNumber: '990692310285', lastName: 'El Mouden', firstName: 'Amine' });
  });
});

describe('looksLikeMrz', () => {
  it('tells a zone-shaped text, read or not, from a page without one', () => {
    expect(looksLikeMrz(PASSPORT.join('\n'))).toBe(true);
    expect(
      looksLikeMrz(PASSPORT[0]!.replace('<<<<<<', 'KLK<C<') + '\n' + PASSPORT[1]!.replace('0', ' ')),
    ).toBe(true);
    expect(looksLikeMrz('CERTIFICAT D IMMATRICULATION\nA 12345-A-6\nD1 RENAULT')).toBe(false);
    expect(readMrz('CERTIFICAT D IMMATRICULATION\nA 12345-A-6\nD1 RENAULT')).toBeNull();
    expect(readMrz('')).toBeNull();
  });
});

// Zones of every format and issuer above, generated with their check digits, then photographed with
// 0 to 3 slips (look-alikes, fillers read as letters), spaces, a filler too many or too few, and the
// page's lines around. Seeds 1 to 4 were looked at while tuning (72.3%, 74.3%, 73.2%, 72.3% read, and
// seeds 5 to 44 73.1% of 120,000, never a wrong number); the held-out seed was run once, after. What is not read is mostly a number holding
// L or 1, G or 6 (no check digit tells them apart) or letters and digits mixed where OCR confuses
// them, on a card whose page does not print the number. With the issuers' alphabets and German
// numbers' first letter (issue 36, second round; German numbers generated opening with a letter):
// seeds 1 to 4 72.7%, 74.6%, 73.4%, 72.8%, seeds 5 to 12 72.7% to 74.6%, never a wrong number; the
// held-out seed, run once after, 73.1% (2192 of 3000, was 2165), never wrong.
//
// Numbers the check digits leave open (an L or a 1, letters and digits meeting), read by OCR as one
// spelling, are given to check (issue 36, fifth round): seeds 1 to 3 read 94.3–94.7 % (2838, 2830,
// 2842 of 3000), 20–22 % of cases given to check, of which 2.1 %, 2.1 % and 3.6 % wrong (this model
// slips every look-alike alike, a 1 for an L as often as a filler for a K); none wrong confirmed. The
// held-out seed, run once after: 2818 read, 640 to check, 14 of them wrong.
describe('readMrz on generated zones with OCR noise', () => {
  const judged = (recovery: ReturnType<typeof measureRecovery>) => {
    expect(recovery.wrongNumbers).toEqual([]);
    expect(recovery.wrongNames).toEqual([]);
    expect(recovery.wrongToCheck.length).toBeLessThanOrEqual(0.03 * recovery.toCheck);
    expect(recovery.read / recovery.cases).toBeGreaterThan(0.93);
  };

  it('tuning seed: never a wrong number confirmed or surname, 95% read (2838 of 3000)', () => {
    judged(measureRecovery(1, 3000));
    // Three thousand zones solved: seconds alone, several times that beside a whole suite's load.
  }, 90_000);

  it('held-out seed: never a wrong number confirmed or surname, 94% read (2818 of 3000)', () => {
    judged(measureRecovery(36036, 3000));
    // Three thousand zones solved: seconds alone, several times that beside a whole suite's load.
  }, 90_000);
});
