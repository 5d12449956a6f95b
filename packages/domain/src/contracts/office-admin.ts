import { z } from 'zod';
import { ZOfficeRef } from './backoffice';
import { ZDbId } from './wire';

// The administrator's offices under /api/v1/backoffice/offices: opened, edited, closed and reopened from
// the console, each audited with the office before and after. A clerk's token is a 403 on each.

export const OFFICE_KINDS = ['border_post', 'direct', 'agent', 'broker'] as const;
export const ZOfficeKind = z.enum(OFFICE_KINDS);
export type TOfficeKind = z.infer<typeof ZOfficeKind>;

/** An office as the console shows it: its names, addresses, city, kind, flags, mailboxes and whether it is open. */
export const ZOfficeWithMailboxes = ZOfficeRef.extend({
  intermediaire_Adresse: z.string(),
  intermediaire_Adresse_AR: z
    .string()
    .nullable()
    .describe('The address the Arabic documents print; null until given (the French one stands in).'),
  ville_Id: z.number().int(),
  type_Bureau: ZOfficeKind,
  actif: z.boolean().describe('A closed office takes no new contract; its contracts stay workable.'),
  emails: z.array(z.string()),
});
export type TOfficeWithMailboxes = z.infer<typeof ZOfficeWithMailboxes>;
export const ZOfficeList = z.object({ value: z.array(ZOfficeWithMailboxes) });

const ZName = z.string().trim().min(1).max(120);
const ZAddress = z.string().trim().min(1).max(200);

const officeFields = {
  intermediaire_RS: ZName,
  intermediaire_RS_AR: ZName.nullable().default(null).describe('Null: the French name stands in.'),
  intermediaire_Adresse: ZAddress,
  ville_Id: ZDbId.describe('The entry city whose step 2 offers the office.'),
  type_Bureau: ZOfficeKind,
  effetImmediat: z.boolean().describe('A contract bought here may start the day it is bought.'),
};

/** POST /backoffice/offices: a new office, open at once, in French and Arabic. */
export const ZCreateOfficeBody = z
  .object({
    intermediaire_Code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,29}$/, 'backoffice.offices.badCode'),
    ...officeFields,
    intermediaire_Adresse_AR: ZAddress,
  })
  .strict();
export type TCreateOfficeBody = z.infer<typeof ZCreateOfficeBody>;

/** PUT /backoffice/offices/{id}: the whole office but its code; contracts made before keep what they copied. */
export const ZUpdateOfficeBody = z
  .object({ ...officeFields, intermediaire_Adresse_AR: ZAddress.nullable().default(null) })
  .strict();
export type TUpdateOfficeBody = z.infer<typeof ZUpdateOfficeBody>;
