import { z } from 'zod';

export const ZHealthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  version: z.string(),
  /** This instance's document rendering: how busy it is, and the Chromium pages it holds open. */
  documents: z.object({
    rendering: z.number().int().nonnegative(),
    waiting: z.number().int().nonnegative(),
    pagesOpen: z.number().int().nonnegative(),
  }),
});
export type THealthAnswer = z.infer<typeof ZHealthAnswer>;
