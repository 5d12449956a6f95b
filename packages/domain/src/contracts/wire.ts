import { z } from 'zod';
import { isIsoDate } from '../time';

/** A calendar date on the wire: `YYYY-MM-DD`, a real day. */
export const ZIsoDate = z.string().refine(isIsoDate, { message: 'validation.invalidDate' });

/** An amount on the wire: MAD with two decimals, derived from integer centimes. */
export const ZAmount = z.number().multipleOf(0.01);

export const resultOf = <T extends z.ZodType>(item: T) => z.object({ result: z.array(item) });
