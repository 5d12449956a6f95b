import { z } from 'zod';

export const ZPersonType = z.enum(['physique', 'morale', 'corporation']);
export type TPersonType = z.infer<typeof ZPersonType>;

type TNamed = {
  type: TPersonType;
  first_name?: string;
  last_name?: string;
  raison_sociale?: string;
};

/** Spec §5: the names a person type gives, a person's first and last, a company's name. */
export const nameFieldsOf = (type: TPersonType) =>
  type === 'physique' ? (['first_name', 'last_name'] as const) : (['raison_sociale'] as const);

/**
 * Only the names of the chosen type, the others left out: a company keeps no first name typed before
 * switching, and a sign-up refuses an empty name of the other type. The web sends these, the API stores them.
 */
export function namesOfType(value: TNamed): Pick<TNamed, 'first_name' | 'last_name' | 'raison_sociale'> {
  const kept = new Set<string>(nameFieldsOf(value.type));
  return {
    first_name: kept.has('first_name') ? value.first_name : undefined,
    last_name: kept.has('last_name') ? value.last_name : undefined,
    raison_sociale: kept.has('raison_sociale') ? value.raison_sociale : undefined,
  };
}

/** Spec §5: a person gives first and last name, a company its name. One rule for every form that asks. */
export function requireNamesOfType(value: TNamed, context: z.RefinementCtx) {
  for (const field of nameFieldsOf(value.type)) {
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
