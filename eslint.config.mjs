// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import libraryInternals from './scripts/lint/library-internals.js';

/**
 * The boundaries of the developers' guide, as import rules: a remote imports only `ui`,
 * `composition-contract`, its own files and npm packages (never the shell or another remote); the
 * shell never imports a remote; `ui`, `tooling` and the contract know no app. Each entry forbids
 * packages by name and the repository's folders by relative path, in `import`, `import()` and `require`.
 */
const remoteFolders = ['marketing-remote', 'shield-remote', 'portal-remote', 'appeals-remote'];
/** @param {{ packages: string[], folders: string[], why: string }} boundary */
function importBoundary({ packages, folders, why }) {
  const forbidden = [
    { pattern: `^(${packages.join('|')})(/|$)`, message: why },
    { pattern: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message: `${why}; a package is imported by its name, never by a path into its folder` },
    { pattern: '^ui/src(/|$)', message: 'ui is imported through its entry points, the exports of its package.json (ui, ui/format, ui/accordion …, ui/server, ui/testing)' },
  ];
  const asEsquery = (/** @type {string} */ pattern) => `/${pattern.replaceAll('/', '\\/')}/`;
  return {
    'no-restricted-imports': ['error', { patterns: forbidden.map(({ pattern, message }) => ({ regex: pattern, message })) }],
    'no-restricted-syntax': [
      'error',
      ...forbidden.flatMap(({ pattern, message }) => [
        { selector: `CallExpression[callee.name="require"][arguments.0.value=${asEsquery(pattern)}]`, message },
        { selector: `ImportExpression[source.value=${asEsquery(pattern)}]`, message },
      ]),
    ],
  };
}

/**
 * The API is its own deployable part: no front-end package and not the shell's server import its
 * sources or its tests, by its name or by any relative path that lands in its folder (a remote's own
 * `src/api/` is fine). What both sides' tests share lives in `test-support`.
 */
const apiFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api') + path.sep;
/** @type {import('eslint').Rule.RuleModule} */
const noImportFromApi = {
  meta: { type: 'problem', schema: [], messages: { api: 'Front-end code and the shell\'s server never import `api/` (its sources or tests): share test helpers through test-support' } },
  create(context) {
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const intoApi = /^api(\/|$)/.test(source) || (source.startsWith('.') && (path.resolve(path.dirname(context.filename), source) + path.sep).startsWith(apiFolder));
      if (intoApi) context.report({ node, messageId: 'api' });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
      CallExpression: (node) => {
        const [first] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && first?.type === 'Literal') check(node, first.value);
      },
    };
  },
};

const focusedTestMessage = 'Focused or skipped tests must not be committed: run one test with `npx jest -t` or `npx playwright test -g` instead.';

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
    files: remoteFolders.map((folder) => `${folder}/**/*.{js,ts,tsx}`),
    rules: importBoundary({
      packages: ['shell', '[\\w-]+-remote', 'api'],
      folders: ['shell', 'ui', 'tooling', 'composition-contract', '[\\w-]+-remote', 'e2e', 'scripts'],
      why: 'A remote imports only ui, composition-contract, its own files and npm packages, never the shell or another remote',
    }),
  },
  {
    files: ['shell/**/*.{js,ts,tsx}'],
    rules: importBoundary({
      packages: ['[\\w-]+-remote'],
      folders: ['ui', 'tooling', 'composition-contract', '[\\w-]+-remote', 'e2e', 'scripts'],
      why: 'The shell never imports a remote',
    }),
  },
  {
    // What runs in production installs without the build toolchain (`npm run package`, `npm ci --omit=dev`).
    files: ['shell/server/**/*.js', 'serve-kit/**/*.js'],
    ignores: ['**/*.test.js', '**/jest.config.js', 'shell/server/testing.js'],
    rules: importBoundary({
      packages: ['[\\w-]+-remote', 'shell', 'api', 'tooling', 'test-support', 'webpack', '@module-federation/enhanced'],
      folders: ['ui', 'tooling', 'test-support', 'composition-contract', '[\\w-]+-remote', 'e2e', 'scripts'],
      why: 'A production server needs no build toolchain and knows no remote: serving code comes from serve-kit, agreed names from composition-contract',
    }),
  },
  {
    files: ['{ui,tooling,composition-contract}/**/*.{js,ts,tsx}'],
    rules: importBoundary({
      packages: ['shell', '[\\w-]+-remote', 'api'],
      folders: ['shell', 'ui', 'tooling', 'composition-contract', '[\\w-]+-remote', 'api', 'e2e', 'scripts'],
      why: 'ui, tooling and composition-contract know no app',
    }),
  },
  {
    files: [...remoteFolders, 'shell', 'ui', 'tooling', 'composition-contract', 'trust-proxy-setting', 'serve-kit'].map((folder) => `${folder}/**/*.{js,cjs,mjs,ts,tsx}`),
    plugins: { boundaries: { rules: { 'no-import-from-api': noImportFromApi } } },
    rules: { 'boundaries/no-import-from-api': 'error' },
  },
  {
    // A library's internals are touched only by their guarded module (docs/internals.md).
    plugins: { internals: { rules: { 'only-in-guarded-module': libraryInternals.onlyInGuardedModule } } },
    rules: { 'internals/only-in-guarded-module': 'error' },
  },
  {
    // A focused test runs a sliver of the suite and a skipped one runs nothing, both silently in CI.
    // Properties and globals rather than no-restricted-syntax, which the import boundaries above set
    // for the same files (a later setting of one rule replaces an earlier one).
    files: ['**/*.test.{js,ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-properties': ['error', ...['only', 'skip', 'fixme', 'todo'].map((property) => ({ property, message: focusedTestMessage }))],
      'no-restricted-globals': ['error', ...['fit', 'fdescribe', 'xit', 'xtest', 'xdescribe'].map((name) => ({ name, message: focusedTestMessage }))],
    },
  },
);
