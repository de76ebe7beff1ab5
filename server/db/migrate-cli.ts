import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { cliFailure, redactSecrets } from '../platform/cli-failure.js';
import { lockDataDir } from '../platform/data-dir-lock.js';

/** `npm run db:migrate`: applies the committed migrations to the configured database. */
const config = loadConfig();
try {
  const release = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/db` });
  await database.migrate();
  await database.close();
  await release?.();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  // One sentence naming the database and the cause; never a stack trace or DATABASE_URL's password.
  const target = config.databaseUrl ? redactSecrets(config.databaseUrl, []) : `${config.dataDir}/db`;
  console.error(cliFailure(`Migrating ${target} failed`, error, [config.databaseUrl]));
  process.exit(1);
}
