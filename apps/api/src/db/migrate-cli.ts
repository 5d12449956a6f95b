import { loadConfig } from '../config';
import { prepareDatabase } from './prepare';

const config = loadConfig();
const handle = await prepareDatabase(config);
await handle.close();
console.warn(`Database migrated and seeded (${config.database.driver}).`);
