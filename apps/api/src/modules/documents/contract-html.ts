import {
  amountToCentimes,
  displayName,
  formatCeiling,
  directionOf,
  formatDeductible,
  formatDisplayDate,
  formatMad,
  formatMoroccoDateTime,
  FUELS,
  GUARANTEES,
  localizedName,
  PACKS,
  PERIODS,
  USAGES,
  type TLanguage,
  type TIsoDate,
  type TQuoteResult,
  type TSouscriptionAnswer,
  formatPhone,
} from '@bi/domain';
import ar from './texts/ar.json';
import en from './texts/en.json';
import fr from './texts/fr.json';
import { EMBEDDED_FONTS } from './pdf-renderer';

/** The contract's words, also the shared labels (insurer, plate, usage, office) of the certificate. */
export const CONTRACT_TEXTS = { fr, en, ar } as const;
type TTexts = typeof fr;

export const escape = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
const money = (amount: number | undefined) => formatMad(amountToCentimes(amount ?? 0));
/** A tax rate in percent, written as the amounts are (de-DE: 1,3). */
const RATE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
/** Every value is isolated, so a plate, an amount or "1 MOIS" keeps its own order inside Arabic text. */
export const value = (text: unknown) => `<bdi>${escape(text)}</bdi>`;
export const row = (label: string, text: unknown) =>
  `<tr><th>${escape(label)}</th><td>${value(text)}</td></tr>`;

/**
 * An A4 document in the language's direction, fonts embedded, with the house style the contract and
 * the certificate share; `css` adds the document's own rules.
 */
export function documentHtml(language: TLanguage, css: string, body: string): string {
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><style>
${EMBEDDED_FONTS}
body{font-family:Roboto,'Noto Sans Arabic',sans-serif;font-size:10.5pt;color:#1b1f1c;margin:0}
h1{font-size:16pt;color:#00623a;margin:0 0 4pt}h2{font-size:11.5pt;color:#00623a;border-bottom:1px solid #00623a;margin:12pt 0 4pt;padding-bottom:2pt}
table{width:100%;border-collapse:collapse}th,td{text-align:start;padding:2.5pt 4pt;vertical-align:top}
.grid th{width:38%;color:#4a524c;font-weight:400}.meta{color:#4a524c}
${css}
</style></head><body>
${body}
</body></html>`;
}

/** Ceilings and deductibles as spec §9 shows them: a deductible above 100 is an amount, else a rate. */
function coverRows(texts: TTexts, language: TLanguage, result: TQuoteResult | null): string {
  return (result?.garanties ?? [])
    .map((line) => {
      const guarantee = GUARANTEES.find((candidate) => candidate.code === line.code);
      const formula = guarantee?.formules.find((candidate) => candidate.code === line.formule);
      const name = guarantee ? localizedName(guarantee, 'grnt_Name', language) : texts.trailer;
      const ceilingText = formula ? formatCeiling(formula) : null;
      const ceiling =
        ceilingText === null
          ? value(texts.none)
          : line.code === 'INCENDIE'
            ? escape(texts.marketValue).replace('{{amount}}', value(ceilingText))
            : value(ceilingText);
      const deductible = (formula && formatDeductible(formula)) ?? texts.none;
      return `<tr><td>${escape(name)}</td><td>${ceiling}</td><td>${value(deductible)}</td><td class="num">${escape(money(line.prime))}</td></tr>`;
    })
    .join('');
}

/** Names read from the database in the document's language (the subscription keeps the French ones). */
export type TDocumentNames = { office?: string; officeAddress?: string; country?: string };

/**
 * What heads an endorsement (avenant): its number among the contract's endorsements and the document
 * it takes the place of, named by the day it was sealed.
 */
export type TEndorsementHeading = {
  number: number;
  replaces: 'signed_contract' | 'endorsement';
  replacesDate: TIsoDate;
};

function endorsementHeading(texts: TTexts, endorsement: TEndorsementHeading): string {
  const replaces =
    endorsement.replaces === 'signed_contract' ? texts.replacesContract : texts.replacesEndorsement;
  const date = value(formatDisplayDate(endorsement.replacesDate));
  return `<h1>${escape(texts.endorsementTitle).replace('{{number}}', value(endorsement.number))}</h1>
<p class="endorsement">${escape(replaces).replace('{{date}}', date)}<br>${escape(texts.endorsementObject)}</p>`;
}

/** The particular conditions of the contract, in the customer's language, laid out for A4. */
export function contractHtml(
  subscription: TSouscriptionAnswer,
  language: TLanguage,
  names: TDocumentNames,
  issuedAt: Date,
  endorsement?: TEndorsementHeading,
): string {
  const texts = CONTRACT_TEXTS[language];
  const user = subscription.user_info;
  const vehicle = subscription.vehicule_info;
  const period = subscription.periode_info;
  const result = subscription.simulation_result;
  const cover = subscription.pack_info;
  // Reference names in the document's language, from the catalogue the ids point to.
  const usage = USAGES.find((candidate) => candidate.usage_Id === vehicle?.usage_Id);
  const fuel = FUELS.find((candidate) => candidate.combustile_Id === vehicle?.combustile_Id);
  const duration = PERIODS.find((candidate) => candidate.periode_Id === period?.periode_Id);
  const pack = PACKS.find((candidate) => candidate.pack_Id === cover?.pack_Id);
  const formula =
    cover?.type === 'carte' ? texts.carte : pack ? localizedName(pack, 'pack_Name', language) : null;
  // The rate is the one the contract was priced at (its tariff version's), never a fixed text: a version
  // may change it, and a contract keeps the rate it was sold with.
  const taxLabel = (tax: { code: string; taux: number | null }) => {
    const label: unknown = Reflect.get(texts, tax.code);
    const name = typeof label === 'string' ? label : tax.code;
    return tax.taux === null ? name : `${name} (${RATE.format(tax.taux)} %)`;
  };
  const draft = subscription.statut !== 'signed';
  return documentHtml(
    language,
    `.lines td,.lines th{border-bottom:1px solid #dde3de}.num{text-align:end;white-space:nowrap;direction:ltr;unicode-bidi:isolate}.phone{white-space:nowrap}
.total td{font-weight:700;font-size:12pt;border-top:2px solid #00623a}.draft{background:#fff4e2;padding:5pt;border-radius:4pt;margin:6pt 0}
.endorsement{background:#e8f3ec;padding:5pt;border-radius:4pt;margin:6pt 0}
h2{break-after:avoid}tr{break-inside:avoid}thead{display:table-header-group}.keep{break-inside:avoid}`,
    `${endorsement ? endorsementHeading(texts, endorsement) : `<h1>${escape(texts.title)}</h1>`}
<div class="meta">${escape(texts.reference)} ${value(subscription.code_str)} · ${escape(texts.issuedOn)} ${value(formatMoroccoDateTime(issuedAt))}</div>
${draft ? `<div class="draft">${escape(texts.draft)}</div>` : ''}
<h2>${escape(texts.insurer)}</h2><p>${escape(texts.insurerText)}</p>
<h2>${escape(texts.insured)}</h2><table class="grid">
${row(texts.name, displayName(user))}${row(texts.identity, user.num_identity)}${row(texts.address, [user.address1, user.address2, user.ville, names.country ?? user.pays_Name].filter(Boolean).join(', '))}<tr><th>${escape(texts.contact)}</th><td>${value(user.email)} · <bdi dir="ltr" class="phone">${escape(formatPhone(user.phone ?? '', user.country_code ?? ''))}</bdi></td></tr>
${row(texts.office, [names.office ?? user.intermediaire_RS, names.officeAddress ?? user.intermediaire_Adresse].filter(Boolean).join(' — '))}</table>
<h2>${escape(texts.vehicle)}</h2><table class="grid">
${row(texts.plate, vehicle?.immatriculation)}${row(texts.makeModel, `${vehicle?.marque_Name ?? ''} ${vehicle?.model ?? ''}`)}
${row(texts.usage, usage ? localizedName(usage, 'usage_Name', language) : vehicle?.usage_Name)}
${row(texts.seats, vehicle?.nbre_places)}${row(texts.fuel, fuel ? localizedName(fuel, 'combustile_Libelle', language) : vehicle?.combustile_Libelle)}${row(texts.power, vehicle?.puissance)}</table>
<h2>${escape(texts.period)}</h2><table class="grid">
${row(texts.effect, period ? formatDisplayDate(period.date_effet) : '')}${row(texts.end, period ? formatDisplayDate(period.date_fin) : '')}${row(texts.duration, duration ? localizedName(duration, 'periode_Name', language) : period?.periode_Name)}</table>
<section class="keep"><h2>${escape(texts.cover)}</h2>${formula ? `<table class="grid">${row(texts.formula, formula)}</table>` : ''}<table class="lines"><thead><tr><th>${escape(texts.guarantee)}</th><th>${escape(texts.ceiling)}</th><th>${escape(texts.deductible)}</th><th class="num">${escape(texts.premium)}</th></tr></thead><tbody>${coverRows(texts, language, result)}</tbody></table></section>
<h2>${escape(texts.breakdown)}</h2><table class="lines">
<tr><td>${escape(texts.primeNet)}</td><td class="num">${escape(money(result?.primeNet))}</td></tr>
${(result?.taxes ?? []).map((tax) => `<tr><td>${escape(taxLabel(tax))}</td><td class="num">${escape(money(tax.montant))}</td></tr>`).join('')}
<tr class="total"><td>${escape(texts.primeTotal)}</td><td class="num">${escape(money(result?.primeTotal))}</td></tr></table>
<h2>${escape(texts.legal)}</h2>${texts.legalText.map((paragraph) => `<p>${escape(paragraph.replace('{{version}}', result?.tarif_version ?? ''))}</p>`).join('')}`,
  );
}
