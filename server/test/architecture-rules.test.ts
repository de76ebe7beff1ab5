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

describe('the lint rules that keep the module stack (MODULE_LAYERS)', () => {
  const message = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot(), file) });
    return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
  };

  it('refuses a module importing a module of a higher layer', async () => {
    const code =
      "import { cancelFutureBookingsOfLink } from '../agenda/bookings.service.js';\nexport const f = cancelFutureBookingsOfLink;\n";
    expect(await message('server/modules/links/probe.ts', code)).toEqual([
      'studio/module-layers: links (layer 3) may not import agenda (layer 5), a higher layer: put the composition in a higher layer, or emit an event (MODULE_LAYERS in eslint.config.js).',
    ]);
  });

  it('refuses a module importing another module of its own layer', async () => {
    const code = "import { unreadCounts } from '../chat/chat.service.js';\nexport const f = unreadCounts;\n";
    expect(await violations('server/modules/documents/probe.ts', code)).toEqual(['studio/module-layers']);
  });

  it('lets a module import a module of a lower layer', async () => {
    const code = "import { assertConfirmedLink } from '../links/links.service.js';\nexport const f = assertConfirmedLink;\n";
    expect(await violations('server/modules/agenda/probe.ts', code)).toEqual([]);
  });

  it('lets accounts write the access log, its one listed exception, and nothing else of audit', async () => {
    const sink = "import { recordAccess } from '../audit/access-log.js';\nexport const f = recordAccess;\n";
    const other = "import { pruneAccessLog } from '../audit/audit.service.js';\nexport const f = pruneAccessLog;\n";
    expect(await violations('server/modules/accounts/probe.ts', sink)).toEqual([]);
    expect(await violations('server/modules/accounts/probe.ts', other)).toEqual(['studio/module-layers']);
  });

  it('refuses a platform file importing a module', async () => {
    const code = "import { findUser } from '../modules/accounts/users.js';\nexport const f = findUser;\n";
    expect(await violations('server/platform/probe.ts', code)).toEqual(['studio/module-layers']);
  });

  it('refuses a module folder that has no layer', async () => {
    expect(await message('server/modules/probe-area/probe.ts', 'export const f = 1;\n')).toEqual([
      'studio/module-layers: server/modules/probe-area has no layer: add it to MODULE_LAYERS in eslint.config.js.',
    ]);
  });
});

describe('the lint rule against import cycles between files', () => {
  it('refuses an import that closes a cycle, naming the files on it', async () => {
    // common/company.ts imports ./validation.js, so validation importing company closes a circle.
    const code = "import { companySchema } from './company.js';\nexport const f = companySchema;\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot(), 'common/validation.ts') });
    expect(result.messages.map((m) => [m.ruleId, m.message])).toEqual([
      [
        'studio/no-import-cycle',
        'Import cycle: common/validation.ts → common/company.ts → common/validation.ts. Move what both sides need into a third file, or turn one import around.',
      ],
    ]);
  });

  it('refuses a cycle through a type-only import', async () => {
    const code = "import type { Company } from './company.js';\nexport type C = Company;\n";
    expect(await violations('common/company-line.ts', code)).toEqual(['studio/no-import-cycle']);
  });

  it('lets a file import files that do not lead back to it', async () => {
    const code = "import { companySchema } from './company.js';\nexport const f = companySchema;\n";
    expect(await violations('common/probe.ts', code)).toEqual([]);
  });
});
