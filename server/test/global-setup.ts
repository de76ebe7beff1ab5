import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { migrationsDir, repoRoot } from '../paths.js';
import { TEMPLATE_PATH } from './database.js';

/**
 * What the template is made of: every migration, the code that opens PGlite, and PGlite's
 * version. The same key means the same database, so the template is kept between runs.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(repoRoot(), 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  hash.update(readFileSync(path.join(repoRoot(), 'server', 'db', 'client.ts')));
  for (const name of readdirSync(migrationsDir()).sort()) {
    if (name.endsWith('.sql')) hash.update(`${name}\n`).update(readFileSync(path.join(migrationsDir(), name)));
  }
  return hash.digest('hex');
}

/**
 * Runs initdb and the migrations once, into the dump every PGlite test file loads. A dump made
 * from the same migrations by an earlier run is reused: initdb and the migrations take a minute
 * of CPU, which a run of one test file would otherwise pay each time.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const keyPath = `${TEMPLATE_PATH}.key`;
  const key = templateKey();
  if (existsSync(TEMPLATE_PATH) && existsSync(keyPath) && (await readFile(keyPath, 'utf8')) === key) return;
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  await mkdir(path.dirname(TEMPLATE_PATH), { recursive: true });
  // Written aside then renamed, so a run stopped halfway never leaves half a template.
  await writeFile(`${TEMPLATE_PATH}.part`, dump);
  await rename(`${TEMPLATE_PATH}.part`, TEMPLATE_PATH);
  await writeFile(keyPath, key);
}
