// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/dist-monolith/**', '**/.prerender/**', '**/node_modules/**', '**/.federation/**', '**/@mf-types/**', 'e2e/.tmp/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}', 'api/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // A focused test runs a sliver of the suite and a skipped one runs nothing, both silently in CI.
    files: ['**/*.test.{js,ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // fit, xit, fdescribe ...
          'CallExpression[callee.name=/^(fit|fdescribe|xit|xtest|xdescribe)$/]',
          // it.only, test.skip, describe.only, test.fixme ...
          'MemberExpression[property.name=/^(only|skip|fixme|todo)$/][object.name=/^(it|test|describe)$/]',
          // test.describe.only, test.describe.serial.skip ...
          'MemberExpression[property.name=/^(only|skip|fixme)$/][object.property.name=/^(describe|serial|parallel)$/]',
        ].map((selector) => ({
          selector,
          message: 'Focused or skipped tests must not be committed: run one test with `npx jest -t` or `npx playwright test -g` instead.',
        })),
      ],
    },
  },
);
