import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import directions of the architecture: web and server never import each other; common imports neither. */
const folderRule = (group) => ({ group: [group], message: `This folder may not import ${group}` });
const forbid = (groups) => ['error', { patterns: groups.map(folderRule) }];

/**
 * Each table has one owning module (ARCHITECTURE, "Rules of the house"): a module reaches
 * another module's data through that module's exported functions, never its `*.table.ts`.
 * The exceptions, each with its reason:
 * - `*.table.ts` files may import another module's table, for foreign keys only;
 * - tests (`*.test.ts`) set up and check the database directly;
 * - `server/db/schema.ts` gathers every table for drizzle-kit (it is not under modules/).
 * Accounts also lends `usersForReading` for joins in other modules' read queries; writing it
 * there is the second rule below.
 */
const otherModulesTables = {
  group: ['../*/*.table', '../*/*.table.js', '**/modules/*/*.table', '**/modules/*/*.table.js'],
  message: "Another module's tables: call that module's exported functions instead (ARCHITECTURE, one owner per table).",
};
const writeVerbs = '/^(insert|update|delete)$/';
const noWritesToUsers = ['users', 'usersForReading'].map((table) => ({
  selector: `CallExpression[callee.property.name=${writeVerbs}] > Identifier.arguments[name='${table}']`,
  message: 'Only accounts writes the users table: call its functions (accounts/users.ts, accounts/*.service.ts).',
}));

const webForbidden = [{ group: ['**/server/**', '../server/*'], message: 'This folder may not import **/server/**' }];

/**
 * Feature isolation: a file in web/features/<a>/ imports no other feature (pages that combine
 * features live in web/app/routes/, shared parts in web/components/ and web/lib/). A file d
 * folders below its feature reaches the features folder with d + 1 '../' (or the web folder
 * with d + 2 '../' then 'features/'): either followed by another feature's name is refused.
 */
const features = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureIsolation = features.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`web/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webForbidden,
            {
              regex: `^(?:(?:\\.\\./){${depth + 1}}|(?:\\.\\./){${depth + 2}}features/)(?!${feature}/)[\\w-]+/`,
              message: `A feature imports no other feature: compose pages in web/app/routes/, share through web/components/ or web/lib/ (here: web/features/${feature}/).`,
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '**/.tmp/**', 'server/db/migrations/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webForbidden }],
    },
  },
  ...featureIsolation,
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': forbid(['**/web/**']) } },
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/**/*.table.ts', 'server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [folderRule('**/web/**'), otherModulesTables] }] },
  },
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/accounts/**', 'server/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noWritesToUsers] },
  },
  { files: ['common/**/*.ts'], rules: { 'no-restricted-imports': forbid(['**/server/**', '**/web/**']) } },
);
