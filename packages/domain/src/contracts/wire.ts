import { z } from 'zod';
import { isIsoDate } from '../time';

/** A calendar date on the wire: `YYYY-MM-DD`, a real day. */
export const ZIsoDate = z.string().refine(isIsoDate, { message: 'validation.invalidDate' });

/** An amount on the wire: MAD with two decimals, derived from integer centimes. */
export const ZAmount = z.number().multipleOf(0.01);

export const resultOf = <T extends z.ZodType>(item: T) => z.object({ result: z.array(item) });

/** The largest value of PostgreSQL's `integer`: an id or a count beyond it is a 400, never a 500. */
export const MAX_DB_INTEGER = 2_147_483_647;

/** A reference id (country, city, office, usage…) as it travels in a body. */
export const ZDbId = z.number().int().positive().max(MAX_DB_INTEGER);

/** The same id read from a query string. */
export const ZDbIdQuery = z.coerce.number().int().positive().max(MAX_DB_INTEGER);
