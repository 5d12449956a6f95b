// npm run staff:create-admin -- --email ops@insurer.ma [--first-name …] [--last-name …] [--language fr]
// The first administrator: an account without a password and an invitation whose link is mailed (through
// the outbox, when the server runs) and printed here. On the embedded database, run it before `npm start`:
// PGlite holds its data folder for one process only.
import { loadConfig } from '../../config';
import { prepareDatabase } from '../../db/prepare';
import { CREATE_ADMIN_USAGE, createFirstAdmin, parseAdminArgs } from './create-admin';

const args = parseAdminArgs(process.argv.slice(2));
if (!args) {
  console.error(CREATE_ADMIN_USAGE);
  process.exit(2);
}

const config = loadConfig();
const handle = await prepareDatabase(config);
try {
  process.stdout.write(await createFirstAdmin(handle.db, config, args));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
