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
