import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import directions of the architecture: web and server never import each other; common imports neither. */
const forbid = (groups) => [
  'error',
  { patterns: groups.map((group) => ({ group: [group], message: `This folder may not import ${group}` })) },
];

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
      'no-restricted-imports': forbid(['**/server/**', '../server/*']),
    },
  },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': forbid(['**/web/**']) } },
  { files: ['common/**/*.ts'], rules: { 'no-restricted-imports': forbid(['**/server/**', '**/web/**']) } },
);
