import type { TOfficeWithMailboxes } from '@bi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { cities, officeEmails, offices } from '../../db/schema';
import { officeNameOf } from '../office-work/office-name';

/**
 * Every office, closed ones included (the console reopens them and their contracts stay workable),
 * with the mailboxes that learn of its work, or the one office asked for; by French name.
 */
export async function loadOfficesWithMailboxes(
  db: TDatabase | TTransaction,
  officeId?: number,
): Promise<TOfficeWithMailboxes[]> {
  const rows = await db
    .select({ office: offices, cityName: cities.name, cityNameAr: cities.nameAr })
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .where(officeId === undefined ? undefined : eq(offices.id, officeId))
    .orderBy(asc(offices.name), asc(offices.id));
  const mailboxes = rows.length
    ? await db
        .select()
        .from(officeEmails)
        .where(
          inArray(
            officeEmails.officeId,
            rows.map(({ office }) => office.id),
          ),
        )
        .orderBy(asc(officeEmails.id))
    : [];
  return rows.map(({ office, cityName, cityNameAr }) => ({
    ...officeNameOf(office),
    intermediaire_Code: office.code,
    intermediaire_Adresse: office.address,
    intermediaire_Adresse_AR: office.addressAr,
    ville_Id: office.cityId,
    ville_Name: cityName,
    ville_Name_AR: cityNameAr,
    type_Bureau: office.kind,
    posteFrontalier: office.kind === 'border_post',
    effetImmediat: office.immediateEffect,
    actif: office.active,
    emails: mailboxes.filter((mailbox) => mailbox.officeId === office.id).map((mailbox) => mailbox.email),
  }));
}
