import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { moduleGraph } from './eslint-rules/module-graph.js';

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

/* ---- Module layers and import cycles (rules in eslint-rules/module-graph.js) ---- */

/**
 * The server module stack (ARCHITECTURE, "Server modules"), lowest first: a module imports only
 * modules of lower layers, never one of its own layer or above. server/platform and server/db
 * sit below every module and import none (server/db/schema.ts, which gathers every table for
 * drizzle-kit, is the exception); common imports no server file at all (rule above). A module
 * folder missing here is a lint error.
 */
const MODULE_LAYERS = [
  ['accounts'], // 1 identity
  ['subscriptions', 'notifications', 'audit', 'analytics'], // 2 capabilities
  ['links'], // 3 the client–professional relationship
  ['schedule', 'live'], // 4 the professional's offer; the live socket
  ['agenda', 'documents', 'chat'], // 5 what lives on a link
  ['workspace', 'public', 'admin', 'calendars', 'external-calendars'], // 6 compositions and feeds
  ['privacy'], // 7 composes every module's <area>.privacy.ts
];
const LAYER_EXCEPTIONS = [
  {
    from: 'accounts',
    to: 'server/modules/audit/access-log.ts',
    reason: 'Logins and two-factor changes write the access log in their transaction; access-log.ts imports only its own table.',
  },
];
const moduleGraphRules = [
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**', 'server/db/schema.ts'],
    plugins: { studio: moduleGraph },
    rules: { 'studio/module-layers': ['error', { layers: MODULE_LAYERS, exceptions: LAYER_EXCEPTIONS }] },
  },
  /* No file reaches itself through imports, anywhere in the repository; no exceptions. */
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { studio: moduleGraph },
    rules: { 'studio/no-import-cycle': 'error' },
  },
];
/* ---- end of module layers and import cycles ---- */

/**
 * Type-aware rules for the server and common (the project service reads tsconfig.json): a
 * promise is awaited, returned or visibly let go with `void`; no promise goes where a plain
 * value or callback is expected (an async listener nobody awaits); a switch over a union
 * names every member, so adding one to the union shows each switch that must handle it.
 */
const typeAware = {
  files: ['server/**/*.ts', 'common/**/*.ts'],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': 'error',
    '@typescript-eslint/switch-exhaustiveness-check': 'error',
  },
};

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
  ...moduleGraphRules,
  typeAware,
);
