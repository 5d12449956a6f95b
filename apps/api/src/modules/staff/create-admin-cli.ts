// npm run staff:create-admin -- --email ops@insurer.ma [--first-name …] [--last-name …] [--language fr]
// The first administrator: an account without a password and an invitation whose link is mailed (through
// the outbox, when the server runs) and printed here. On the embedded database, run it before `npm start`.
import { parseArgs } from 'node:util';
import { ZEmail } from '@bi/domain';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { prepareDatabase } from '../../db/prepare';
import { createStaffAccount } from './create-staff-account';
import { sendInvitation } from './send-invitation';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: 'Assurance' },
    language: { type: 'string', default: 'fr' },
  },
});
const email = ZEmail.safeParse(values.email);
const language = z.enum(['fr', 'en', 'ar']).safeParse(values.language);
if (!email.success || !language.success) {
  console.error(
    'Usage: npm run staff:create-admin -- --email <address> [--first-name …] [--last-name …] [--language fr|en|ar]',
  );
  process.exit(2);
}

const config = loadConfig();
const handle = await prepareDatabase(config);
try {
  const admin = await createStaffAccount(handle.db, {
    email: email.data,
    firstName: values['first-name'] ?? 'Admin',
    lastName: values['last-name'] ?? 'Assurance',
    role: 'admin',
    officeIds: [],
    language: language.data,
  });
  if (admin.role !== 'admin')
    throw new Error(`${admin.email} is already a staff member but not an administrator.`);
  const link = await sendInvitation(handle.db, config, admin, { ip: 'cli' });
  console.log(
    `Administrator ${admin.email}: an invitation is in the outbox. Set the password within ${config.staffInviteTtlHours} h at:\n${link}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
