import type { TAuditAction, TOfficeWithMailboxes, TStaffActor } from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';

/** What an office is, without its mailboxes (their own line says those): the audit's before and after. */
const factsOf = (office: TOfficeWithMailboxes) => ({
  code: office.intermediaire_Code,
  name: office.intermediaire_RS,
  name_ar: office.intermediaire_RS_AR,
  address: office.intermediaire_Adresse,
  address_ar: office.intermediaire_Adresse_AR,
  city: office.ville_Name,
  kind: office.type_Bureau,
  immediate_effect: office.effetImmediat,
  active: office.actif,
});

/** One line per change an administrator makes to an office, in the same transaction as the change. */
export async function auditOffice(
  tx: TTransaction,
  change: {
    admin: TStaffActor;
    action: TAuditAction;
    before: TOfficeWithMailboxes | null;
    after: TOfficeWithMailboxes;
  },
  context: TRequestContext,
) {
  await audit(tx, {
    actor: change.admin,
    action: change.action,
    entityType: 'office',
    entityId: String(change.after.intermediaire_Id),
    data: { before: change.before && factsOf(change.before), after: factsOf(change.after) },
    requestId: context.requestId,
  });
}
