import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { architecture } from './eslint/architecture.js';

const root = import.meta.dirname;
// 'better-sqlite3' and 'better-sqlite3-13' (the alias Node 22+ loads), with or without a subpath.
const SQLITE_PACKAGE = /^better-sqlite3(-13)?(\/\S*)?$/;
const SQLITE_MESSAGE =
  'load better-sqlite3 through src/server/db/sqlite-driver.ts, which picks the major for the running Node (type-only imports are fine).';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      // Deliberately broken code that src/architecture-rules.test.ts lints on its own.
      'tests/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // 5. better-sqlite3 loads only through src/server/db/sqlite-driver.ts, which picks the major
    // that works on the running Node (12 on Node 20, 13 on Node 22+). Type-only imports are fine:
    // both majors share @types/better-sqlite3. Tested in src/architecture-rules.test.ts.
    name: 'sqlite-driver',
    ignores: ['src/server/db/sqlite-driver.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: SQLITE_PACKAGE.source,
              allowTypeImports: true,
              message: SQLITE_MESSAGE,
            },
          ],
        },
      ],
      // The loads no-restricted-imports does not see: import(), and a call such as require() or
      // createRequire(…)() given the package's name.
      'no-restricted-syntax': [
        'error',
        ...['ImportExpression > Literal.source', 'CallExpression > Literal.arguments'].map(
          (node) => ({ selector: `${node}[value=${SQLITE_PACKAGE}]`, message: SQLITE_MESSAGE }),
        ),
      ],
    },
  },
  {
    // The architecture rules: eslint/architecture.js, tested in src/architecture-rules.test.ts.
    name: 'architecture',
    files: ['src/**'],
    plugins: { architecture, 'import-x': importX },
    settings: {
      // no-cycle follows imports into these files only (the default is .js/.mjs/.cjs).
      'import-x/extensions': ['.ts', '.tsx'],
      // Resolves the extension-less relative imports the way tsconfig's 'Bundler' resolution does.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      // 1. shared depends on neither side; the web app reaches the server only over HTTP.
      'architecture/layers': 'error',
      // 2. A feature imports only its own folder and the common web code, never another feature or app/.
      'architecture/feature-isolation': 'error',
      // 3. Kysely (and kysely/*) only in src/server/db/ and src/server/repositories/.
      'architecture/kysely-confined': 'error',
      // 4. No import cycles: they make module initialisation order-dependent. Type-only imports
      // are erased at compile time (verbatimModuleSyntax), so the rule skips them; packages can't
      // import back into src, so it doesn't follow them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
