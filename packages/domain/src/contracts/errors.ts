import { z } from 'zod';

export const ZFieldError = z.object({ field: z.string(), message: z.string() });

/** Every 4xx and 5xx answer: a message in the caller's language, plus field errors when a body was refused. */
export const ZErrorAnswer = z.object({
  message: z.string(),
  result: z.array(ZFieldError).optional(),
});
export type TErrorAnswer = z.infer<typeof ZErrorAnswer>;
