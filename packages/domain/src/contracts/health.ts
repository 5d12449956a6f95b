import { z } from 'zod';

export const ZHealthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  version: z.string(),
});
export type THealthAnswer = z.infer<typeof ZHealthAnswer>;
