import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.js';

// The probes below are not files on disk, so TypeScript's project cannot type them: the
// type-aware rules are off here (they are not what these tests check).
const eslint = new ESLint({ cwd: repoRoot(), overrideConfig: tseslint.configs.disableTypeChecked });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to the repository). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot(), file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('the lint rules that keep module boundaries', () => {
  it("refuses a module importing another module's tables", async () => {
    const code = "import { users } from '../accounts/accounts.table.js';\nexport const t = users;\n";
    expect(await violations('server/modules/links/probe.ts', code)).toEqual(['no-restricted-imports']);
  });

  it('lets a module import its own tables', async () => {
    const code = "import { links } from './links.table.js';\nexport const t = links;\n";
    expect(await violations('server/modules/links/probe.ts', code)).toEqual([]);
  });

  it('lets a table file reference another module’s table for a foreign key', async () => {
    const code = "import { users } from '../accounts/accounts.table.js';\nexport const t = users;\n";
    expect(await violations('server/modules/links/probe.table.ts', code)).toEqual([]);
  });

  it('refuses a module writing the users table it reads through accounts', async () => {
    const code = [
      "import { usersForReading as users } from '../accounts/users.js';",
      'export const write = (db: { update(t: unknown): unknown }) => db.update(users);',
      '',
    ].join('\n');
    expect(await violations('server/modules/admin/probe.ts', code)).toEqual(['no-restricted-syntax']);
  });

  it('lets accounts write its own users table', async () => {
    const code = [
      "import { users } from './accounts.table.js';",
      'export const write = (db: { update(t: unknown): unknown }) => db.update(users);',
      '',
    ].join('\n');
    expect(await violations('server/modules/accounts/probe.ts', code)).toEqual([]);
  });
});
