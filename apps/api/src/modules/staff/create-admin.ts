import { systemActor, ZEmail, type TLanguage } from '@bi/domain';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { audit } from '../../lib/audit';
import { createStaffAccount } from './create-staff-account';
import { sendInvitation } from './send-invitation';

export const CREATE_ADMIN_USAGE =
  'Usage: npm run staff:create-admin -- --email <address> [--first-name …] [--last-name …] [--language fr|en|ar]';

export type TAdminArgs = { email: string; firstName: string; lastName: string; language: TLanguage };

/** The command's arguments, or undefined when they do not make an administrator (the usage is shown). */
export function parseAdminArgs(args: string[]): TAdminArgs | undefined {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string', default: 'Admin' },
        'last-name': { type: 'string', default: 'Assurance' },
        language: { type: 'string', default: 'fr' },
      },
    }));
  } catch {
    // An unknown option or one without its value.
    return undefined;
  }
  const email = ZEmail.safeParse(values.email);
  const language = z.enum(['fr', 'en', 'ar']).safeParse(values.language);
  const name = z.string().trim().min(1).max(80);
  const firstName = name.safeParse(values['first-name']);
  const lastName = name.safeParse(values['last-name']);
  if (!email.success || !language.success || !firstName.success || !lastName.success) return undefined;
  return { email: email.data, firstName: firstName.data, lastName: lastName.data, language: language.data };
}

/**
 * The first administrator: an account without a usable password and an invitation whose link is mailed
 * (through the outbox, when the server runs) and answered, for the command to print. Run again for the
 * same address, it sends a fresh link; an address of a clerk or a customer is refused.
 */
export async function createFirstAdmin(db: TDatabase, config: TConfig, args: TAdminArgs): Promise<string> {
  const admin = await createStaffAccount(db, { ...args, role: 'admin', officeIds: [] });
  if (admin.role !== 'admin')
    throw new Error(`${admin.email} is already a staff member but not an administrator.`);
  const link = await sendInvitation(db, config, admin, { ip: 'cli' });
  await audit(db, {
    actor: systemActor('create-admin'),
    action: 'staff.invited',
    entityType: 'user',
    entityId: admin.id,
    data: { email: admin.email, role: 'admin', by: 'staff:create-admin' },
  });
  return `Administrator ${admin.email}: an invitation is in the outbox. Set the password within ${config.staffInviteTtlHours} h at:\n${link}\n`;
}
