import { describe, expect, it } from 'vitest';
import arAdmin from './ar/admin.json';
import ar from './ar/common.json';
import arContracts from './ar/contracts.json';
import arLegal from './ar/legal.json';
import enAdmin from './en/admin.json';
import en from './en/common.json';
import enContracts from './en/contracts.json';
import enLegal from './en/legal.json';
import frAdmin from './fr/admin.json';
import arReference from './ar/reference.json';
import enReference from './en/reference.json';
import frReference from './fr/reference.json';
import arTariffs from './ar/tariffs.json';
import enTariffs from './en/tariffs.json';
import frTariffs from './fr/tariffs.json';
import arFigures from './ar/figures.json';
import enFigures from './en/figures.json';
import frFigures from './fr/figures.json';
import frBackoffice from './fr/backoffice.json';
import fr from './fr/common.json';
import frContracts from './fr/contracts.json';
import frLegal from './fr/legal.json';

/** Every key path, with array lengths, so a missing paragraph in one language fails as loudly as a missing key. */
function shape(node: unknown, prefix = ''): string[] {
  if (Array.isArray(node))
    return [`${prefix}[${node.length}]`, ...node.flatMap((item, i) => shape(item, `${prefix}[${i}]`))];
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => shape(value, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

const emptyStrings = (node: unknown, prefix = ''): string[] =>
  typeof node === 'string'
    ? node.trim() === ''
      ? [prefix]
      : []
    : node !== null && typeof node === 'object'
      ? Object.entries(node).flatMap(([key, value]) => emptyStrings(value, `${prefix}.${key}`))
      : [];

describe.each([
  ['common', { fr, en, ar }],
  ['legal', { fr: frLegal, en: enLegal, ar: arLegal }],
  ['contracts', { fr: frContracts, en: enContracts, ar: arContracts }],
  ['admin', { fr: frAdmin, en: enAdmin, ar: arAdmin }],
  ['reference', { fr: frReference, en: enReference, ar: arReference }],
  ['tariffs', { fr: frTariffs, en: enTariffs, ar: arTariffs }],
  ['figures', { fr: frFigures, en: enFigures, ar: arFigures }],
])('the %s locale files', (_name, files) => {
  it('have the same keys in French, English and Arabic', () => {
    expect(shape(files.en)).toEqual(shape(files.fr));
    expect(shape(files.ar)).toEqual(shape(files.fr));
  });

  it('have no empty text', () => {
    for (const file of Object.values(files)) expect(emptyStrings(file)).toEqual([]);
  });
});

/**
 * A word ending in the plural "your" (-كم), but for two words whose root ends so. The legal texts keep
 * the formal plural of contracts; every screen speaks to the one person holding the phone.
 */
const pluralYou = (text: string) =>
  text.match(/\p{L}+كم(?!\p{L})/gu)?.filter((word) => !['تحكم', 'محاكم'].includes(word)) ?? [];

/** "Certificat" for the insurance attestation; the vehicle's "certificat d'immatriculation" is its own name. */
const FRENCH_CERTIFICATE = /\bcertificats?\b(?! d'immatriculation)/giu;

describe('the Arabic screens', () => {
  it.each([
    ['common', ar],
    ['contracts', arContracts],
    ['admin', arAdmin],
    ['tariffs', arTariffs],
    ['reference', arReference],
    ['figures', arFigures],
  ])('%s: speak to their reader in the singular', (_name, file) => {
    expect(pluralYou(JSON.stringify(file))).toEqual([]);
  });

  it.each([
    ['common', ar],
    ['contracts', arContracts],
    ['admin', arAdmin],
    ['legal', arLegal],
  ])('%s: name a subscription with one word, الاكتتاب, as the legal texts do', (_name, file) => {
    expect(JSON.stringify(file).match(/\p{L}*اشتراك\p{L}*/gu) ?? []).toEqual([]);
  });
});

describe('the French screens', () => {
  it.each([
    ['common', fr],
    ['contracts', frContracts],
    ['admin', frAdmin],
    ['backoffice', frBackoffice],
    ['legal', frLegal],
  ])('%s: name the insurance document "attestation", as it is printed', (_name, file) => {
    expect(JSON.stringify(file).match(FRENCH_CERTIFICATE) ?? []).toEqual([]);
  });
});
