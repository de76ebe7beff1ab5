import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { lockDataDir } from '../platform/data-dir-lock.js';

/** `npm run db:migrate`: applies the committed migrations to the configured database. */
const config = loadConfig();
const release = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/db` });
await database.migrate();
await database.close();
await release?.();
console.log(`Migrations applied (${database.kind}).`);
