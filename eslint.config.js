import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'test-results', 'playwright-report'] },
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
      // The web app never imports server code: UI talks to the API only through its HTTP client.
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
    },
  },
  {
    // Feature folders never import each other: the routes compose them, and what two features
    // share lives in components/, lib/ or store/.
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app talks to the server only over HTTP.' },
            { regex: '^\\.\\./[^.]', message: 'Features do not import each other.' },
            { regex: '^\\.\\./\\.\\./features/', message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  },
);
