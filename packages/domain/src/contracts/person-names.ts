import { z } from 'zod';

export const ZPersonType = z.enum(['physique', 'morale', 'corporation']);
export type TPersonType = z.infer<typeof ZPersonType>;

type TNamed = {
  type: TPersonType;
  first_name?: string;
  last_name?: string;
  raison_sociale?: string;
};

/** Spec §5: a person gives first and last name, a company its name. One rule for every form that asks. */
export function requireNamesOfType(value: TNamed, context: z.RefinementCtx) {
  const required =
    value.type === 'physique' ? (['first_name', 'last_name'] as const) : (['raison_sociale'] as const);
  for (const field of required) {
    if (!value[field]) context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  }
}

type TDisplayable = {
  first_name?: string | null;
  last_name?: string | null;
  raison_sociale?: string | null;
};

/** How the insured is named on screens, documents and mails: the company's name, else first and last. */
export function displayName(person: TDisplayable): string {
  const company = person.raison_sociale?.trim();
  if (company) return company;
  return [person.first_name, person.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
