import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint rules, including the code boundaries of ARCHITECTURE.md:
 * - shared code (components, lib, api, i18n) never imports features or the app;
 * - the app never imports the demo API (src/mocks): only vite.config.ts and the tests do;
 * - no import cycles.
 */
export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.demo-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/components', from: ['./src/features', './src/app'] },
            { target: './src/lib', from: ['./src/features', './src/app', './src/components'] },
            { target: './src/api', from: ['./src/features', './src/app', './src/components'] },
            { target: './src/i18n', from: ['./src/features', './src/app', './src/components'] },
            {
              target: './src',
              from: './src/mocks',
              message: 'The demo API is mounted by vite.config.ts only; app code talks to /api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/mocks/**', 'tests/**', '**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
);
