import { describe, expect, it } from 'vitest';
import { EL_MOUDEN, HOLDER, td3 } from './mrz/test-support/specimen-zones';
import { readMrz } from './read-mrz';

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

  it('flags a name the page spells otherwise, and gives the page for a single look-alike letter, to check', () => {
    const benali = (firstName: string) =>
      td3({ ...HOLDER, code: 'P', country: 'MAR', number: 'AB2345078', lastName: 'BENALI', firstName });
    const youssef = benali('YOQUSSEF');
    expect(readMrz(['BENALI', 'YOUSSEF', ...youssef].join('\n'))).toMatchObject({
      firstName: 'Yoqussef',
      namesConfirmed: false,
    });
    const slip = benali('Y0USSEF');
    expect(readMrz(['BENALI', 'YOUSSEF', ...slip].join('\n'))).toMatchObject({
      firstName: 'Youssef',
      namesConfirmed: true,
    });
    const letter = benali('YDUSSEF');
    // A letter against a letter: either reading may be the misread one (a fresh seed's page read the
    // zone's IOAN as JOAN), so the page's spelling is given for the driver to check.
    expect(readMrz(['BENALI', 'YOUSSEF', ...letter].join('\n'))).toMatchObject({
      firstName: 'Youssef',
      namesConfirmed: false,
    });
    // Fresh seed 36533's Romanian card (TD2), its zone and the page above as the engine read them.
    const zone = ['IDROUCONSTANTINESCU<DUMITRASCU<<IOAN', 'UK681593<2R0U8402091F350908765073737'];
    const above = [
      'CONSTANTINESCUDUMITRASCU',
      'JOANAMADALINA',
      'F7R',
      '09021984RABAT',
      '',
      'UK68159308092035',
    ];
    expect(readMrz([...zone, '', ...above].join('\n'))).toMatchObject({
      documentNumber: 'UK681593',
      namesConfirmed: false,
      namesCut: true,
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
