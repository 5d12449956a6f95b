import { describe, expect, it } from 'vitest';
import { measureRecovery } from './mrz/test-support/measure-recovery';
import { frenchCard, td1, td2, td3 } from './mrz/test-support/specimen-zones';
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

const HOLDER = { birth: '900215', sex: 'M', expiry: '310101' } as const;
const EL_MOUDEN = { ...HOLDER, lastName: 'EL MOUDEN', firstName: 'MOHAMMED AMINE ABDELKADER' };

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
    // A page's number a character off says nothing (seed 36408's "ZHO0751796" for ZH0751796).
    const off = page.map((line) => line.replace('DS8TX9WF9', 'DSB8TX9WF9'));
    expect(readMrz([...zone, '', ...off].join('\n'))).toMatchObject({ documentNumber: 'DSBTXQWF9' });
    // A page printing it with a look-alike slip of its own, or not at all, says nothing against it.
    const slip = page.map((line) => line.replace('DS8TX9WF9', 'D5BTXOWF9'));
    expect(readMrz([...zone, '', ...slip].join('\n'))).toMatchObject({ documentNumber: 'DSBTXQWF9' });
    expect(readMrz([...zone, '', ...page.slice(0, 3)].join('\n'))).toMatchObject({
      documentNumber: 'DSBTXQWF9',
    });
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

describe('readMrz names, which no check digit covers', () => {
  const zone = td3({ ...EL_MOUDEN, code: 'P', country: 'MAR', number: 'AB2345078' });
  const read = (...page: string[]) => readMrz([...page, ...zone].join('\n'));

  it('confirms them when the page shows them, accents, case and hyphens aside', () => {
    expect(read('Nom : El-Mouden', 'Prénoms : Mohammed Amine Abdelkader')).toMatchObject({
      lastName: 'El Mouden',
      firstName: 'Mohammed Amine Abdelkader',
      namesConfirmed: true,
      namesCut: false,
    });
    expect(read('ROYAUME DU MAROC')).toMatchObject({ lastName: 'El Mouden', namesConfirmed: false });
  });

  it("confirms the zone's C where the page's Ç, read with the zone's letters, came out a G", () => {
    const francoise = td3({
      ...HOLDER,
      code: 'P',
      country: 'FRA',
      number: '19AB12345',
      lastName: 'MARTIN',
      firstName: 'LEA FRANCOISE',
    });
    expect(readMrz(['MARTIN', 'LEA FRANGOISE', ...francoise].join('\n'))).toMatchObject({
      firstName: 'Lea Francoise',
      namesConfirmed: true,
    });
  });

  it('flags a name the page spells otherwise, and takes the page for a single look-alike letter', () => {
    const youssef = td3({
      ...HOLDER,
      code: 'P',
      country: 'MAR',
      number: 'AB2345078',
      lastName: 'BENALI',
      firstName: 'YOQUSSEF',
    });
    expect(readMrz(['BENALI', 'YOUSSEF', ...youssef].join('\n'))).toMatchObject({
      firstName: 'Yoqussef',
      namesConfirmed: false,
    });
    const slip = td3({
      ...HOLDER,
      code: 'P',
      country: 'MAR',
      number: 'AB2345078',
      lastName: 'BENALI',
      firstName: 'Y0USSEF',
    });
    expect(readMrz(['BENALI', 'YOUSSEF', ...slip].join('\n'))).toMatchObject({
      firstName: 'Youssef',
      namesConfirmed: true,
    });
    const letter = td3({
      ...HOLDER,
      code: 'P',
      country: 'MAR',
      number: 'AB2345078',
      lastName: 'BENALI',
      firstName: 'YDUSSEF',
    });
    expect(readMrz(['BENALI', 'YOUSSEF', ...letter].join('\n'))).toMatchObject({
      firstName: 'Youssef',
      namesConfirmed: true,
    });
  });

  it('leaves a name out when its line is a character too long and two of its letters look alike', () => {
    // The tuning CNIE's YOUSSEF, its O read twice, as Q and O, on a line one character too long.
    const zone = [
      'I<MARNP40550228UE426068<<<<<<<',
      '5209196M2901226MAR<<<<<<<<<<<2',
      'BENNANI<<YQOUSSEF<<<<<<<<<<<<<<',
    ];
    expect(readMrz(zone.join('\n'))).toMatchObject({
      documentNumber: 'UE426068',
      lastName: 'Bennani',
      firstName: '',
    });
    // The same line at its length: a filler more or less is no doubt about the letters.
    const fitted = [...zone.slice(0, 2), zone[2]!.slice(0, 30)];
    expect(readMrz(fitted.join('\n'))?.firstName).toBe('Yqoussef');
    // A page printing the name confirms it, look-alikes or not.
    const page = ['NOM BENNANI', 'PRENOM YQOUSSEF'];
    expect(readMrz([...page, ...zone].join('\n'))?.firstName).toBe('Yqoussef');
    // Or printing it without the letters read twice, as seed 36105's passport page above its zone did
    // ("YOQOUSSEF" on a names line two characters long): the page's, confirmed.
    const passport = [
      'P<MAREL<IDRISSI<EL<ALAOUI<<YOQOUSSEF<<<<<<<<<<',
      'XX89744783MAR6305062M3301236<<<<<<<<<<<<<<02',
    ];
    const above = ['ELIDRISSIELALAOUI', 'PG', 'YOUSSEF', 'XX8974478 23 012033'];
    expect(readMrz([...passport, '', ...above].join('\n'))).toMatchObject({
      firstName: 'Youssef',
      namesConfirmed: true,
    });
    // Not where the names line has its length: the zone's letters are then no doubles.
    const atLength = [passport[0]!.replace('<<<<<<<<<<', '<<<<<<<<'), passport[1]!];
    expect(readMrz([...atLength, '', ...above].join('\n'))).toMatchObject({ namesConfirmed: false });
  });

  it('leaves a name out when its line is too long and it read two look-alikes that its letters settled alike', () => {
    // A fresh seed's Portuguese card: JOAO's O read twice, as 0 and O, which a name's letters make OO.
    const zone = [
      'I<PRT001151523<ZY38<<<<<<<<<<<',
      '5408070M3507016PRT<<<<<<<<<<<8',
      'SILVA<<J0OAO<PEDRO<<<<<<<<<<<<<',
    ];
    expect(readMrz(zone.join('\n'))).toMatchObject({ documentNumber: '001151523ZY3', firstName: '' });
    // At its length, the 0 is the letter its place holds.
    const fitted = [...zone.slice(0, 2), zone[2]!.slice(0, 30)];
    expect(readMrz(fitted.join('\n'))?.firstName).toBe('Jooao Pedro');
  });

  it('leaves a name out when its line is too long and it ends in a letter alone: the character too many', () => {
    // A fresh seed's old French card, a speck read as an H at the surname field's end; the office's
    // characters made the last check digit hold around it.
    const zone = ['IDFRAMARTIN<<<<<<<<<<<<<<<<<<<H690776', '0504690435549LEA<<FRANCOISE7403161F4'];
    expect(readMrz(zone.join('\n'))).toMatchObject({
      documentNumber: '050469043554',
      lastName: '',
      firstName: 'Lea Francoise',
    });
    // A page printing it so is another reading: taken.
    expect(readMrz(['NOM MARTIN H', 'PRENOMS LEA FRANCOISE', ...zone].join('\n'))?.lastName).toBe('Martin H');
  });

  it('leaves a name out when its line is too long and the page shows it with a letter fewer', () => {
    // Fresh seed 36410's passport: a T made up in the zone's names line, read a character long; the page
    // above it printed JOHANNAMARIA. Which of the two is right, nothing tells.
    const zone = [
      'P<NLDJANSEN<<JOHANNA<MARTIA<<<<<<<<<<<<<<<<<<',
      'KZNRK2RT50NLD0305152M3203167579060000<<<<<38',
    ];
    const above = ['JANSEN', 'JOHANNAMARIA', '15052003 MADRID', 'KZNRK2RT5 16032032'];
    expect(readMrz([...zone, '', ...above].join('\n'))).toMatchObject({
      documentNumber: 'KZNRK2RT5',
      lastName: 'Jansen',
      firstName: '',
      namesConfirmed: false,
    });
    // Read at its length, the zone's name is given as read, for the customer to check.
    const atLength = [zone[0]!.replace('<<<<<<<<<<<<<<<<<<', '<<<<<<<<<<<<<<<<<'), zone[1]!];
    expect(readMrz([...atLength, '', ...above].join('\n'))).toMatchObject({ firstName: 'Johanna Martia' });
  });

  it("leaves them out when the whole photo's names line is not the one the zone's own readings agree on", () => {
    // A tuning seed's Italian card: the number's check digit read as an E at every size, so the whole
    // photo was read, its zone's number right and its names line garbled; no check digit tells.
    const alone = [
      'I<UTOD23145890E<<<<<<<<<<<<<<<',
      '7408122F1204159UTO<<<<<<<<<<<6',
      'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
    ];
    const zone = [alone, alone, alone].map((lines) => lines.join('\n')).join('\n\n\n');
    const page = [
      'I<UTOD231458907<<<<<<<<<<<<<<<',
      '7408122F1204159UTO<<<<<<<<<<<6',
      'ERIKSST<<ANNA<MARIA<<<<LLLL00',
    ];
    const text = `${zone}\n\nUTOPIA IDENTITY CARD\n\n${page.join('\n')}`;
    expect(readMrz(zone)).toBeNull();
    expect(readMrz(text, zone)).toMatchObject({
      documentNumber: 'D23145890',
      lastName: '',
      firstName: '',
      namesCut: false,
    });
    // Zone readings giving that same line do not contradict it.
    const agreeing = [alone.slice(0, 2), page.slice(2)].flat().join('\n');
    expect(readMrz(text, `${agreeing}\n\n${agreeing}`)?.lastName).toBe('Eriksst');
  });

  it('says when the field is full or may be, and puts back the surname separator read as a letter', () => {
    const long = td3({
      ...HOLDER,
      code: 'P',
      country: 'MAR',
      number: 'AB2345078',
      lastName: 'OUAZZANI CHAHDI',
      firstName: 'MOHAMMED AMINE ABDELKADER',
    });
    expect(readMrz(long.join('\n'))).toMatchObject({ firstName: 'Mohammed Amine Abdelka', namesCut: true });
    // Full but for one filler, which a next given name would have followed (JEAN-BAPTISTE MARIE).
    const card = ['IDFRAGIRAUD<<<<<<<<<<<<<<<<<<<750153', '1507750946996JEAN<BAPTISTE<5204054M8'];
    expect(readMrz(card.join('\n'))).toMatchObject({ firstName: 'Jean Baptiste', namesCut: true });
    const separator = [zone[0]!.replace('MOUDEN<<', 'MOUDEN<K'), zone[1]].join('\n');
    expect(readMrz(separator)).toMatchObject({
      lastName: 'El Mouden',
      firstName: 'Mohammed Amine Abdelkader',
    });
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
