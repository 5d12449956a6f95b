import {
  amountToCentimes,
  formatDisplayDate,
  formatMad,
  formatMoroccoDateTime,
  FUELS,
  GUARANTEES,
  PACKS,
  PERIODS,
  USAGES,
  type TLanguage,
  type TSouscriptionAnswer,
} from '@bi/domain';
import ar from './texts/ar.json';
import en from './texts/en.json';
import fr from './texts/fr.json';
import { EMBEDDED_FONTS } from './pdf-renderer';

const TEXTS = { fr, en, ar } as const;
type TTexts = typeof fr;
type TJson = Record<string, unknown>;

const escape = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
const money = (amount: unknown) => formatMad(amountToCentimes(Number(amount ?? 0)));
/** Every value is isolated, so a plate, an amount or "1 MOIS" keeps its own order inside Arabic text. */
const value = (text: unknown) => `<bdi>${escape(text)}</bdi>`;
const row = (label: string, text: unknown) => `<tr><th>${escape(label)}</th><td>${value(text)}</td></tr>`;
const localized = (language: TLanguage, item: TJson, base: string) =>
  String(item[`${base}${language === 'en' ? '_EN' : language === 'ar' ? '_AR' : ''}`] ?? item[base] ?? '');

/** Ceilings and deductibles as spec §9 shows them: a deductible above 100 is an amount, else a rate. */
function coverRows(texts: TTexts, language: TLanguage, result: TJson): string {
  const lines = (result.garanties as { code: string; formule: string; prime: number }[] | undefined) ?? [];
  return lines
    .map((line) => {
      const guarantee = GUARANTEES.find((candidate) => candidate.code === line.code);
      const formula = guarantee?.formules.find((candidate) => candidate.code === line.formule);
      const name = guarantee
        ? localized(language, guarantee as unknown as TJson, 'grnt_Name')
        : texts.trailer;
      const ceiling =
        formula?.valeurMax == null
          ? value(texts.none)
          : line.code === 'INCENDIE'
            ? escape(texts.marketValue).replace('{{amount}}', value(formatMad(formula.valeurMax * 100)))
            : value(formatMad(formula.valeurMax * 100));
      const deductible = !formula?.franchise
        ? texts.none
        : formula.franchise > 100
          ? formatMad(formula.franchise * 100)
          : `${formula.franchise} %`;
      return `<tr><td>${escape(name)}</td><td>${ceiling}</td><td>${value(deductible)}</td><td class="num">${escape(money(line.prime))}</td></tr>`;
    })
    .join('');
}

/** Names read from the database in the document's language (the subscription keeps the French ones). */
export type TDocumentNames = { office?: string; country?: string };

/** The particular conditions of the contract, in the customer's language, laid out for A4. */
export function contractHtml(
  subscription: TSouscriptionAnswer,
  language: TLanguage,
  names: TDocumentNames = {},
  issuedAt = new Date(),
): string {
  const texts = TEXTS[language];
  const user = subscription.user_info as TJson;
  const vehicle = (subscription.vehicule_info ?? {}) as TJson;
  const period = (subscription.periode_info ?? {}) as TJson;
  const result = (subscription.simulation_result ?? {}) as TJson;
  const cover = (subscription.pack_info ?? {}) as TJson;
  const name = user.raison_sociale ?? [user.first_name, user.last_name].filter(Boolean).join(' ');
  // Reference names in the document's language, from the catalogue the ids point to.
  const usage = USAGES.find((candidate) => candidate.usage_Id === vehicle.usage_Id);
  const fuel = FUELS.find((candidate) => candidate.combustile_Id === vehicle.combustile_Id);
  const duration = PERIODS.find((candidate) => candidate.periode_Id === period.periode_Id);
  const pack = PACKS.find((candidate) => candidate.pack_Id === cover.pack_Id);
  const formula =
    cover.type === 'carte'
      ? texts.carte
      : pack
        ? localized(language, pack as unknown as TJson, 'pack_Name')
        : cover.selected_pack;
  const taxes = (result.taxes as { code: keyof TTexts; montant: number }[] | undefined) ?? [];
  const draft = subscription.statut !== 'signed';
  return `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><style>
${EMBEDDED_FONTS}
body{font-family:Roboto,'Noto Sans Arabic',sans-serif;font-size:10.5pt;color:#1b1f1c;margin:0}
h1{font-size:16pt;color:#00623a;margin:0 0 4pt}h2{font-size:11.5pt;color:#00623a;border-bottom:1px solid #00623a;margin:12pt 0 4pt;padding-bottom:2pt}
table{width:100%;border-collapse:collapse}th,td{text-align:start;padding:2.5pt 4pt;vertical-align:top}
.grid th{width:38%;color:#4a524c;font-weight:400}.lines td,.lines th{border-bottom:1px solid #dde3de}.num{text-align:end;white-space:nowrap;direction:ltr;unicode-bidi:isolate}
.total td{font-weight:700;font-size:12pt;border-top:2px solid #00623a}.draft{background:#fff4e2;padding:5pt;border-radius:4pt;margin:6pt 0}
.meta{color:#4a524c}
</style></head><body>
<h1>${escape(texts.title)}</h1>
<div class="meta">${escape(texts.reference)} ${value(subscription.code_str)} · ${escape(texts.issuedOn)} ${value(formatMoroccoDateTime(issuedAt))}</div>
${draft ? `<div class="draft">${escape(texts.draft)}</div>` : ''}
<h2>${escape(texts.insurer)}</h2><p>${escape(texts.insurerText)}</p>
<h2>${escape(texts.insured)}</h2><table class="grid">
${row(texts.name, name)}${row(texts.identity, user.num_identity)}${row(texts.address, [user.address1, user.address2, user.ville, names.country ?? user.pays_Name].filter(Boolean).join(', '))}<tr><th>${escape(texts.contact)}</th><td>${value(user.email)} · <bdi dir="ltr">+${escape(user.country_code)} ${escape(user.phone)}</bdi></td></tr>
${row(texts.office, [names.office ?? user.intermediaire_RS, user.intermediaire_Adresse].filter(Boolean).join(' — '))}</table>
<h2>${escape(texts.vehicle)}</h2><table class="grid">
${row(texts.plate, vehicle.immatriculation)}${row(texts.makeModel, `${vehicle.marque_Name ?? ''} ${vehicle.model ?? ''}`)}
${row(texts.usage, usage ? localized(language, usage as unknown as TJson, 'usage_Name') : vehicle.usage_Name)}
${row(texts.seats, vehicle.nbre_places)}${row(texts.fuel, fuel ? localized(language, fuel as unknown as TJson, 'combustile_Libelle') : vehicle.combustile_Libelle)}${row(texts.power, vehicle.puissance)}</table>
<h2>${escape(texts.period)}</h2><table class="grid">
${row(texts.effect, period.date_effet ? formatDisplayDate(String(period.date_effet)) : '')}${row(texts.end, period.date_fin ? formatDisplayDate(String(period.date_fin)) : '')}${row(texts.duration, duration ? localized(language, duration as unknown as TJson, 'periode_Name') : period.periode_Name)}</table>
<h2>${escape(texts.cover)}</h2>${formula ? `<table class="grid">${row(texts.formula, formula)}</table>` : ''}<table class="lines"><tr><th>${escape(texts.guarantee)}</th><th>${escape(texts.ceiling)}</th><th>${escape(texts.deductible)}</th><th class="num">${escape(texts.premium)}</th></tr>${coverRows(texts, language, result)}</table>
<h2>${escape(texts.breakdown)}</h2><table class="lines">
<tr><td>${escape(texts.primeNet)}</td><td class="num">${escape(money(result.primeNet))}</td></tr>
${taxes.map((tax) => `<tr><td>${escape(texts[tax.code] ?? tax.code)}</td><td class="num">${escape(money(tax.montant))}</td></tr>`).join('')}
<tr class="total"><td>${escape(texts.primeTotal)}</td><td class="num">${escape(money(result.primeTotal))}</td></tr></table>
<h2>${escape(texts.legal)}</h2>${texts.legalText.map((paragraph) => `<p>${escape(paragraph.replace('{{version}}', String(result.tarif_version ?? '')))}</p>`).join('')}
</body></html>`;
}
