import {
  amountToCentimes,
  basisPointsOf,
  centimesToAmount,
  percentOf,
  PERIODS,
  USAGES,
  westernDigits,
  ZTariffRates,
  type TTariffRates,
} from '@bi/domain';

/** How a figure is typed: dirhams with centimes, or a percentage. */
export type TFigureUnit = 'mad' | 'percent';

/** One figure of a tariff version the editor shows, by its place in the rates (`usages.TAXI.liability.M1`). */
export type TFigure = { key: string; path: (string | number)[]; unit: TFigureUnit };

export type TFigureSection =
  | { kind: 'taxes'; figures: TFigure[] }
  | { kind: 'usage'; usage: (typeof USAGES)[number]; figures: TFigure[] }
  | { kind: 'guarantees'; figures: TFigure[] }
  | { kind: 'packs'; figures: TFigure[] };

const figure = (unit: TFigureUnit, ...path: (string | number)[]): TFigure => ({
  key: path.join('.'),
  path,
  unit,
});

/** The editor's sections, in the order an administrator reads a tariff. */
export function figureSections(rates: TTariffRates): TFigureSection[] {
  const cover = rates.extended_cover;
  return [
    {
      kind: 'taxes',
      figures: [
        figure('percent', 'taxes', 'insurance_tax_bp'),
        figure('percent', 'taxes', 'solidarity_bp'),
        figure('percent', 'taxes', 'fgac_bp'),
        figure('mad', 'taxes', 'stamp_centimes'),
      ],
    },
    ...USAGES.map((usage) => ({
      kind: 'usage' as const,
      usage,
      figures: [
        ...PERIODS.map((period) => figure('mad', 'usages', usage.code, 'liability', period.code)),
        figure('percent', 'usages', usage.code, 'trailer_rate_bp'),
      ],
    })),
    {
      kind: 'guarantees',
      figures: Object.entries(cover.guarantees_monthly).flatMap(([guarantee, formulas]) =>
        Object.keys(formulas ?? {}).map((formula) =>
          figure('mad', 'extended_cover', 'guarantees_monthly', guarantee, formula),
        ),
      ),
    },
    {
      kind: 'packs',
      figures: cover.packs.map((_, index) =>
        figure('percent', 'extended_cover', 'packs', index, 'discount_bp'),
      ),
    },
  ];
}

const read = (rates: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((node, part) => (node as Record<string | number, unknown>)[part], rates);

/** The rates as the editor's fields show them: 415.12 for 41 512 centimes, 14 for 1 400 bp. */
export function formOf(rates: TTariffRates): Record<string, string> {
  return Object.fromEntries(
    figureSections(rates).flatMap((section) =>
      section.figures.map((one) => {
        const stored = read(rates, one.path) as number;
        return [one.key, String(one.unit === 'mad' ? centimesToAmount(stored) : percentOf(stored))];
      }),
    ),
  );
}

/** "415,12", "415.12" or "٤١٥٫١٢": what a phone's keyboard gives in French, English or Arabic. */
const numberOf = (text: string): number | null => {
  const normal = westernDigits(text).trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
};

function written(rates: TTariffRates, path: (string | number)[], value: number): TTariffRates {
  const copy = structuredClone(rates);
  const parent = read(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

export type TFormResult =
  | { rates: TTariffRates; errors: null }
  | { rates: null; errors: Record<string, 'fieldInvalid' | 'percentInvalid'> };

/**
 * The fields typed back into the rates, each checked by the domain's schema (the API's own): a figure
 * that is not a number, a negative one or a rate past 100 % is named by its field.
 */
export function ratesOf(base: TTariffRates, form: Record<string, string>): TFormResult {
  let rates = base;
  const errors: Record<string, 'fieldInvalid' | 'percentInvalid'> = {};
  const figures = figureSections(base).flatMap((section) => section.figures);
  for (const one of figures) {
    const typed = numberOf(form[one.key] ?? '');
    if (typed === null) errors[one.key] = 'fieldInvalid';
    else
      rates = written(rates, one.path, one.unit === 'mad' ? amountToCentimes(typed) : basisPointsOf(typed));
  }
  const checked = ZTariffRates.safeParse(rates);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = issue.path.join('.');
      const unit = figures.find((one) => one.key === key)?.unit;
      errors[key] ??= unit === 'percent' ? 'percentInvalid' : 'fieldInvalid';
    }
  }
  return Object.keys(errors).length > 0 ? { rates: null, errors } : { rates, errors: null };
}
