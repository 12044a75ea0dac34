// @ts-check
// One home for every agreed string that can be found mechanically: a remote's local port, the
// names of the files a remote publishes for the shell, the site's name and its title format, the
// sign-in answer pages and the HTML escaper are written in the composition contract only
// (composition-contract/remotes.js, routes.js, fragments.js, site.js, sign-in.js, html.js); every
// other file reads them from there. This fails on a second copy in the project's code and configuration (tests, e2e and
// prose excepted: a test may name what it checks).
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.join(__dirname, '..', '..');
/** Folders that are built, installed, generated or prose, never a home for a copy. */
const skippedFolders = new Set(['node_modules', 'dist', 'dist-server', 'dist-monolith', '.prerender', '.federation', '@mf-types', '.git', 'e2e', 'bench', 'docs', 'test', 'testing', 'test-support', 'outbox', 'coverage', '.swc']);
const isTest = (/** @type {string} */ file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /\.contract\.ts$/.test(file);

/** @returns {string[]} the project's code and configuration files, by path from the repository's root */
function projectFiles(dir = repoRoot) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : projectFiles(full);
    if (!/\.([cm]?js|tsx?|json)$/.test(entry.name) || isTest(entry.name) || entry.name === 'package-lock.json') return [];
    return [path.relative(repoRoot, full)];
  });
}

/**
 * The text of a file without its comments' lines (prose may name what the code reads from the contract).
 * @param {string} file
 */
function codeOf(file) {
  return fs
    .readFileSync(path.join(repoRoot, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .map((line) => line.replace(/\s\/\/\s.*$/, ''))
    .join('\n');
}

const agreedStrings = [
  { what: "a remote's local port", pattern: /(?<![\w.-])300[1-4](?![\w-])/, home: 'composition-contract/remotes.js' },
  { what: 'the name of the route list a remote publishes', pattern: /(?<![\w-])routes\.json\b/, home: 'composition-contract/routes.js' },
  { what: 'the name of the prerendered pages a remote publishes', pattern: /(?<![\w-])fragments\.json\b/, home: 'composition-contract/fragments.js' },
  // Content (`src/content/`) is prose, which may name the organisation in its own words.
  { what: "the site's name", pattern: /(['"`])Digital Harbor\1/, home: 'composition-contract/site.js', prose: /\/src\/content\// },
  { what: "a page title's format", pattern: /\| (?:\$\{(?:SITE_NAME|siteName)\}|Digital Harbor)/, home: 'composition-contract/site.js' },
  { what: 'the not-found title', pattern: /(['"`])404 (?:Page Not Found|Página no encontrada)\1/, home: 'composition-contract/site.js' },
  { what: "the sign-in answer pages' paths and waits", pattern: /try-again-in-|\/auth\/(?:sent|invalid-email|server-error|unreachable|failed)\b/, home: 'composition-contract/sign-in.js' },
  { what: 'an HTML escaper (an entity written out)', pattern: /['"`]&(?:amp|lt|gt|quot|apos|#39);['"`]/, home: 'composition-contract/html.js' },
];

describe('every agreed string has one home', () => {
  const files = projectFiles().map((file) => ({ file, code: codeOf(file) }));

  it.each(agreedStrings)('$what is written only in $home', ({ pattern, home, prose }) => {
    // The home's TypeScript declarations (for the API) mirror it.
    const declarations = home.replace(/\.js$/, '.d.ts');
    const copies = files
      .filter(({ file, code }) => file !== home && file !== declarations && !prose?.test(file) && pattern.test(code))
      .map(({ file }) => file);
    expect(copies).toEqual([]);
    expect(files.find(({ file }) => file === home)?.code).toMatch(pattern);
  });
});
