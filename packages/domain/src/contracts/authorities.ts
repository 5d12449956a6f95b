import { z } from 'zod';
import { ZInstant } from './backoffice';
import { ZIsoDate } from './wire';

// The authorities' check by plate (police, customs), and the administrator's calls that manage their keys.

/** GET /api/v1/authorities/coverage?plate=…: a plate as typed at the roadside, spaces and dashes welcome. */
export const ZCoverageQuery = z
  .object({
    plate: z
      .string()
      .trim()
      .min(2)
      .max(20)
      .regex(/^[\p{L}\d][\p{L}\d\s\-./|]*$/u, { message: 'validation.invalidFormat' }),
  })
  .strict();

/**
 * Whether the vehicle is covered today in Morocco, until when and by which certificate: never a name,
 * an identity number or anything else about the person insured.
 */
export const ZCoverageAnswer = z
  .object({
    plate: z.string().describe('The plate as asked, trimmed and in capitals.'),
    covered: z.boolean(),
    valid_until: ZIsoDate.optional().describe('The last day the certificate in force covers, when covered.'),
    certificate_number: z.string().optional(),
  })
  .strict();
export type TCoverageAnswer = z.infer<typeof ZCoverageAnswer>;

/**
 * Why a lookup was refused, as its journal line says (decision 047): no key, an unknown one, a revoked
 * one, one past its last day, or past its budget per minute or per hour.
 */
export const AUTHORITY_LOOKUP_REFUSALS = [
  'no_key',
  'unknown_key',
  'revoked',
  'expired',
  'minute_budget',
  'hour_budget',
] as const;
export type TAuthorityLookupRefusal = (typeof AUTHORITY_LOOKUP_REFUSALS)[number];

/** The lookups a key may make per minute and per hour, whatever the instance answering. */
const ZBudget = z.number().int().min(1).max(10_000);

const budgetsInOrder = (body: { per_minute: number; per_hour: number }) => body.per_minute <= body.per_hour;
const BUDGETS_INVERTED = { message: 'authorities.budgetInverted', path: ['per_hour'] };

/**
 * A key's life in months, by default and at most (decision 047): an authority renews its key once a
 * year, so a key forgotten in a gateway or a leaked one stops by itself.
 */
export const AUTHORITY_KEY_MONTHS = 12;

/** POST /api/v1/backoffice/authority-keys */
export const ZCreateAuthorityKeyBody = z
  .object({
    authority: z.string().trim().min(2).max(120),
    per_minute: ZBudget.default(60),
    per_hour: ZBudget.default(1000),
    expires_on: ZIsoDate.optional().describe(
      'The last day in Morocco the key answers: from tomorrow to a year from today, a year by default.',
    ),
  })
  .strict()
  .refine(budgetsInOrder, BUDGETS_INVERTED);
export type TCreateAuthorityKeyBody = z.infer<typeof ZCreateAuthorityKeyBody>;

/** PATCH /api/v1/backoffice/authority-keys/{id}: a key's lookups per minute and per hour, both said. */
export const ZAuthorityKeyBudgetsBody = z
  .object({ per_minute: ZBudget, per_hour: ZBudget })
  .strict()
  .refine(budgetsInOrder, BUDGETS_INVERTED);
export type TAuthorityKeyBudgetsBody = z.infer<typeof ZAuthorityKeyBudgetsBody>;

export const ZAuthorityKey = z.object({
  id: z.string(),
  authority: z.string(),
  /** The key's first characters, to tell it apart in the list and in the journal; never enough to use it. */
  prefix: z.string(),
  per_minute: z.number().int(),
  per_hour: z.number().int(),
  created_by_email: z.string().nullable(),
  created_at: ZInstant,
  revoked_at: ZInstant.nullable(),
  expires_on: ZIsoDate.describe('The last day in Morocco the key answers; past it a lookup is a 401.'),
});
export type TAuthorityKey = z.infer<typeof ZAuthorityKey>;
export const ZAuthorityKeyList = z.object({ value: z.array(ZAuthorityKey) });

/** The creation's answer: the key itself, shown this once (only its hash is kept). */
export const ZCreatedAuthorityKey = ZAuthorityKey.extend({ key: z.string() });
export type TCreatedAuthorityKey = z.infer<typeof ZCreatedAuthorityKey>;
