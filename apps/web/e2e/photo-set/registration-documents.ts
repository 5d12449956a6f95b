import { moroccanFiscalPower } from '@bi/domain';
import { HOLDER_NAMES } from './holder-names';
import type { TDrawnDocument } from './photo-truth';
import { PLATES } from './plates';
import type { TCell, TRegistrationTemplate } from './registration-templates';
import { DIGITS, type TRandom } from './seeded-random';
import { VEHICLES } from './vehicles';

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

const cellHtml = ({ code, label, value }: TCell) =>
  `<span style="display:inline-flex;align-items:baseline;gap:1.6mm;margin-right:6mm">` +
  (code ? `<b style="font-size:2.6mm">${code}</b>` : '') +
  (label ? `<span style="font-size:2mm;color:#4f5568">${escaped(label)}</span>` : '') +
  `<span style="font-size:3.2mm;font-weight:600">${escaped(value)}</span></span>`;

function registrationHtml(template: TRegistrationTemplate, rows: TCell[][]) {
  return `<div style="box-sizing:border-box;width:${template.widthMm}mm;height:${template.heightMm}mm;padding:5mm 6mm;
      font-family:'DejaVu Sans',sans-serif;color:#20222c;border-radius:1mm;
      background:repeating-radial-gradient(circle at 30% 40%,transparent 0 2mm,rgba(90,120,90,.06) 2mm 2.3mm),
      linear-gradient(160deg,${template.tint[0]},${template.tint[1]})">
    <div style="font-size:3.6mm;font-weight:700;letter-spacing:.2mm">${escaped(template.title)}</div>
    <div style="font-size:2.2mm;color:#4f5568;margin-bottom:4mm">${escaped(template.subtitle)}</div>
    ${rows.map((row) => `<div style="margin-bottom:2.6mm;white-space:nowrap">${row.map(cellHtml).join('')}</div>`).join('')}
  </div>`;
}

/** One vehicle on one country's certificate, drawn from the seed, with its truth. */
export function drawRegistration(template: TRegistrationTemplate, random: TRandom): TDrawnDocument {
  const vehicle = random.pick(VEHICLES);
  const plate = PLATES[template.country](random);
  const names = HOLDER_NAMES[template.country];
  const owner = `${random.pick(names.surnames)} ${random.pick(names.given)}`;
  const date = `${String(random.int(1, 28)).padStart(2, '0')}/${String(random.int(1, 12)).padStart(2, '0')}/${random.int(2008, 2024)}`;
  const vin = `${random.pick(['VF3', 'VF1', 'WVW', 'VSS', 'ZFA', 'UU1'])}${random.string(6, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${random.string(8, DIGITS)}`;
  return {
    truth: {
      kind: 'registration',
      family: template.country,
      country: template.country,
      document: template.document,
      expected: { plate: [plate], make: [vehicle.make], model: [vehicle.model] },
      alsoChecked: {
        plateCountry: [template.country],
        fuel: [vehicle.fuel],
        seats: [String(vehicle.seats)],
        displacement: [String(vehicle.displacement)],
        // Morocco's fiscal power, computed from P.1 and P.3 (decision 035); France's printed P.6 only
        // where the reading falls back on it, filled with a note saying whose it is.
        power: [
          String(moroccanFiscalPower(vehicle.displacement, vehicle.fuel === 'DIESEL' ? 'diesel' : 'petrol')),
          ...(template.country === 'FR' ? [String(vehicle.fiscalPower)] : []),
        ],
      },
    },
    html: registrationHtml(template, template.rows({ plate, vehicle, owner, date, vin })),
    widthMm: template.widthMm,
    heightMm: template.heightMm,
  };
}
