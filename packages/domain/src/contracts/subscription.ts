import { z } from 'zod';
import { MAX_DB_INTEGER } from './wire';

export const ZStatut = z.enum(['simulation', 'confirmed', 'paid', 'signed', 'cancelled', 'non_abouti']);
export type TStatut = z.infer<typeof ZStatut>;

/** The subscription as spec §3 names it; the step objects are filled as the flow advances. */
export const ZSouscriptionAnswer = z.object({
  _id: z.string(),
  code_str: z.string(),
  statut: ZStatut,
  current_step: z.number().int(),
  user_info: z.record(z.string(), z.unknown()),
  vehicule_info: z.record(z.string(), z.unknown()).nullable(),
  periode_info: z.record(z.string(), z.unknown()).nullable(),
  pack_info: z.record(z.string(), z.unknown()).nullable(),
  documents_info: z.record(z.string(), z.unknown()).nullable(),
  payment_info: z.object({ is_paid: z.boolean() }).catchall(z.unknown()),
  simulation_result: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSouscriptionAnswer = z.infer<typeof ZSouscriptionAnswer>;

/** Versions of the texts a customer accepts; a consent is stored with the version it was given to. */
export const LEGAL_TEXT_VERSIONS = { cgv: '1.0-2026-11-22', pdc: '1.0-2026-11-22' } as const;

export const LIST_PAGE_SIZE = 30;

/** GET /users/souscriptions/?$top=30&$skip=0&$sort=created_at DESC */
export const ZListQuery = z.object({
  $top: z.coerce.number().int().min(1).max(100).default(LIST_PAGE_SIZE),
  $skip: z.coerce.number().int().min(0).max(MAX_DB_INTEGER).default(0),
  $sort: z.enum(['created_at DESC', 'created_at ASC']).default('created_at DESC'),
});

export const ZListAnswer = z.object({
  count: z.number().int(),
  value: z.array(ZSouscriptionAnswer),
  skip: z.number().int(),
});
export type TListAnswer = z.infer<typeof ZListAnswer>;
