import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { TEMPLATE_PATH } from './database.js';

/** Runs initdb and the migrations once; every PGlite test file loads this dump. */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  await mkdir(path.dirname(TEMPLATE_PATH), { recursive: true });
  await writeFile(TEMPLATE_PATH, dump);
}
