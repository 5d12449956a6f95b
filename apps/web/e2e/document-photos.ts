import type { Browser } from 'playwright-core';
import { checkDigit, padded } from './photo-set/check-digit';
import { screenshot } from './screenshot';

/** The holder of the identity card the suite photographs. */
export const IDENTITY_CARD = {
  surname: 'EL<AMRANI',
  givenNames: 'SALMA',
  documentNumber: 'BK482193',
  nationality: 'MAR',
  birthDate: '920605',
  sex: 'F',
  expiryDate: '320118',
} as const;

/** The person on the passport the suite photographs, with the MRZ its data page carries. */
export const PASSPORT = {
  surname: 'BENNANI',
  givenNames: 'YOUSSEF',
  documentNumber: 'ZT4821973',
  nationality: 'MAR',
  birthDate: '880314',
  sex: 'M',
  expiryDate: '310702',
} as const;

/** The two 44-character lines of a TD3 passport's machine-readable zone. */
export function passportMrz(person = PASSPORT): [string, string] {
  const first = padded(`P<${person.nationality}${person.surname}<<${person.givenNames}`, 44);
  const number = padded(person.documentNumber, 9);
  const personal = padded('', 14);
  const composite =
    `${number}${checkDigit(number)}${person.birthDate}${checkDigit(person.birthDate)}` +
    `${person.expiryDate}${checkDigit(person.expiryDate)}${personal}${checkDigit(personal)}`;
  const second =
    `${number}${checkDigit(number)}${person.nationality}${person.birthDate}${checkDigit(person.birthDate)}` +
    `${person.sex}${person.expiryDate}${checkDigit(person.expiryDate)}${personal}${checkDigit(personal)}` +
    checkDigit(composite);
  return [first, second];
}

/** The three 30-character lines of a TD1 identity card's machine-readable zone (Morocco's CNIE is one). */
export function identityCardMrz(person = IDENTITY_CARD): [string, string, string] {
  const number = padded(person.documentNumber, 9);
  const first = padded(`I<${person.nationality}${number}${checkDigit(number)}`, 30);
  const dates =
    `${person.birthDate}${checkDigit(person.birthDate)}${person.sex}` +
    `${person.expiryDate}${checkDigit(person.expiryDate)}${person.nationality}`;
  const optional = padded('', 11);
  const composite = `${first.slice(5)}${dates.slice(0, 7)}${dates.slice(8, 15)}${optional}`;
  const second = `${dates}${optional}${checkDigit(composite)}`;
  const third = padded(`${person.surname}<<${person.givenNames}`, 30);
  return [first, second, third];
}

/**
 * A phone's photo of a document drawn as HTML: off-white paper on a table, turned a little and slightly
 * out of focus, rendered by Chromium itself and captured as a PNG (no binary fixture is kept).
 */
async function photograph(browser: Browser, documentHtml: string): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  try {
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html><body style="margin:0;background:#6f6a62;
      display:flex;align-items:center;justify-content:center;height:900px">
      <div style="transform:rotate(-1.2deg);filter:blur(0.5px);background:#f3eee2;color:#1d1f2a;
        box-shadow:0 8px 30px rgba(0,0,0,.45);border-radius:14px;padding:36px 40px;width:1060px;
        font-family:'DejaVu Sans',sans-serif">${documentHtml}</div></body></html>`);
    return await screenshot(page, { type: 'png' });
  } finally {
    await context.close();
  }
}

const field = (label: string, value: string) =>
  `<div style="margin-bottom:10px"><div style="font-size:13px;color:#5a5f73">${label}</div>
   <div style="font-size:22px;font-weight:600">${value}</div></div>`;

/** The data page of a Moroccan passport (PASSPORT), with its machine-readable zone at the foot. */
export async function passportPhoto(browser: Browser): Promise<Buffer> {
  const [first, second] = passportMrz().map((line) => line.replaceAll('<', '&lt;'));
  return photograph(
    browser,
    `<div style="font-size:20px;letter-spacing:2px;margin-bottom:18px">ROYAUME DU MAROC · PASSEPORT</div>
     <div style="display:flex;gap:36px">
       <div style="width:190px;height:240px;background:#b9b4aa;border-radius:6px"></div>
       <div>${field('Nom / Surname', PASSPORT.surname)}${field('Prénoms / Given names', PASSPORT.givenNames)}
         ${field('Nationalité / Nationality', 'MAROCAINE')}${field('Date de naissance / Date of birth', '14/03/1988')}
         ${field('N° du passeport / Passport No.', PASSPORT.documentNumber)}</div>
     </div>
     <div style="font-family:'DejaVu Sans Mono',monospace;font-size:31px;letter-spacing:1px;
       margin-top:34px;line-height:1.5;white-space:pre">${first}<br>${second}</div>`,
  );
}

/** The front of a Moroccan-style identity card (IDENTITY_CARD), its three MRZ lines at the foot. */
export async function identityCardPhoto(browser: Browser): Promise<Buffer> {
  const lines = identityCardMrz().map((line) => line.replaceAll('<', '&lt;'));
  return photograph(
    browser,
    `<div style="font-size:20px;letter-spacing:2px;margin-bottom:18px">ROYAUME DU MAROC · CARTE NATIONALE D'IDENTITÉ</div>
     <div style="display:flex;gap:36px">
       <div style="width:170px;height:210px;background:#b9b4aa;border-radius:6px"></div>
       <div>${field('Nom', 'EL AMRANI')}${field('Prénom', IDENTITY_CARD.givenNames)}
         ${field('Né(e) le', '05/06/1992')}${field('N°', IDENTITY_CARD.documentNumber)}</div>
     </div>
     <div style="font-family:'DejaVu Sans Mono',monospace;font-size:38px;letter-spacing:2px;
       margin-top:30px;line-height:1.45;white-space:pre">${lines.join('<br>')}</div>`,
  );
}

/**
 * An EU-style vehicle registration certificate: the plate in field A, make D.1, model D.3, the French
 * national kind J.1 ('VP' a passenger car), the energy P.3 ('GO' diesel) and the fiscal power P.6.
 */
export async function registrationPhoto(
  browser: Browser,
  vehicle: { plate: string; make: string; model: string; genre?: string; fuel?: string; power?: number },
): Promise<Buffer> {
  const { genre = 'VP', fuel = 'GO', power = 6 } = vehicle;
  const row = (code: string, value: string) =>
    `<div style="display:flex;gap:18px;font-size:24px;margin-bottom:12px">
       <span style="width:60px;font-weight:700">${code}</span><span>${value}</span></div>`;
  return photograph(
    browser,
    `<div style="font-size:22px;font-weight:700;margin-bottom:6px">CERTIFICAT D'IMMATRICULATION</div>
     <div style="font-size:14px;color:#5a5f73;margin-bottom:22px">Union européenne · Partie I</div>
     ${row('A', vehicle.plate)}${row('B', '12/03/2019')}${row('C.1', 'BENNANI YOUSSEF')}
     ${row('D.1', vehicle.make)}${row('D.2', 'BH0 2ABC')}${row('D.3', vehicle.model)}
     ${row('E', 'VF1RJA00X61234567')}${row('F.1', '1680')}${row('J.1', genre)}
     ${row('P.3', fuel)}${row('P.6', String(power))}${row('S.1', '5')}`,
  );
}
