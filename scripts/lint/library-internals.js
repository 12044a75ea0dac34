// @ts-check
// The lint rule that keeps every reach into a library's internals in its one guarded module
// (docs/internals.md): each hook below may be touched only by its module and that module's test.
// A new reach needs a guarded module (a check naming the hook and the version, and a test against
// the installed library) and an entry here.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/**
 * @typedef {object} GuardedLibrary
 * @property {string} library what is reached into
 * @property {string} module the guarded module (from the repository's root)
 * @property {string[]} [names] identifiers or properties that are the library's internals
 * @property {RegExp} [imports] module specifiers that are files of the library's internals
 * @property {string} [member] an `object.property` chain, e.g. `require.extensions`
 */

/** @type {GuardedLibrary[]} */
const guardedLibraries = [
  { library: "styled-components' main sheet", module: 'shell/src/internals/styledComponentsSheet.ts', names: ['__PRIVATE__'] },
  { library: "React.lazy's payload", module: 'tooling/lib/internals/react-lazy.js', names: ['_payload', '_init'], member: 'Function.prototype.toString' },
  { library: "Node's CommonJS loader", module: 'tooling/lib/internals/node-module-loader.js', names: ['_extensions', '_compile', '_resolveFilename', '_load', '_nodeModulePaths', '_findPath'], member: 'require.extensions' },
  { library: "Module Federation's replaced files", module: 'tooling/lib/internals/module-federation.js', imports: /^@module-federation\/inject-external-runtime-core-plugin\/dist(\/|$)/ },
  { library: "webpack's import specifier dependencies", module: 'tooling/lib/internals/webpack-import-specifiers.js', names: ['getIds'] },
  { library: "react-router-dom's ES build file", module: 'tooling/lib/shared-router.mjs', imports: /^react-router(-dom)?\/dist(\/|$)/ },
  { library: "Lighthouse's internals (the benchmark index, the Lantern metrics)", module: 'scripts/bench/internals/lighthouse.mjs', imports: /^lighthouse\/core(\/|$)/ },
];

/** Internals no module may touch (none is guarded): React's, React DOM's and webpack's. */
const neverTouched = [
  '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED',
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  '__SERVER_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  '_currentValue',
  '_reactRootContainer',
  '__webpack_require__',
  '__webpack_modules__',
  '__webpack_share_scopes__',
  '__webpack_init_sharing__',
];

/** Files of a package's own folders (dist, lib, …) rather than an entry point it exports. */
const deepImport = /^(?:@[\w.-]+\/)?[\w.-]+\/(?:.*\/)?(?:dist|lib|cjs|esm|es|build|core|internal|internals|src)(?:\/|$)/;
/** Deep imports that are a package's documented entry point. */
const documentedEntries = new Map([['pdfjs-dist/legacy/build/pdf.mjs', "pdfjs-dist's documented build for Node"]]);
const workspacePackages = new Set(
  /** @type {string[]} */ (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces).map(
    (folder) => /** @type {{ name: string }} */ (JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8'))).name,
  ),
);

/** Whether `file` is the guarded module or its test. */
function isGuardedFile(/** @type {string} */ file, /** @type {string} */ module) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const stem = module.slice(0, -path.extname(module).length);
  return relative === module || relative.startsWith(`${stem}.test.`);
}

/** @type {import('eslint').Rule.RuleModule} */
const onlyInGuardedModule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      guarded: '{{what}} is {{library}}: only {{module}} touches it (docs/internals.md)',
      never: '{{what}} is a library internal no module here touches: if it is needed, give it a guarded module (docs/internals.md)',
      deep: '{{what}} is a file inside a package, not an entry point it exports: reach it only through a guarded module (docs/internals.md)',
    },
  },
  create(context) {
    const file = context.filename;
    // `{ name }` in an import or a pattern is two identifiers at one place: one report.
    const reported = new Set();
    /** @param {import('estree').Node} node @param {string} messageId @param {Record<string, string>} data */
    const report = (node, messageId, data) => {
      const place = node.range?.join(':');
      if (reported.has(place)) return;
      reported.add(place);
      context.report({ node, messageId, data });
    };
    /** @param {import('estree').Node} node @param {string} what @param {(hook: GuardedLibrary) => boolean} matches */
    const check = (node, what, matches) => {
      const hook = guardedLibraries.find(matches);
      if (hook && !isGuardedFile(file, hook.module)) report(node, 'guarded', { what, library: hook.library, module: hook.module });
      return Boolean(hook);
    };
    /** @param {import('estree').Node} node @param {string} name */
    const checkName = (node, name) => {
      if (neverTouched.includes(name)) report(node, 'never', { what: name });
      else check(node, name, (hook) => hook.names?.includes(name) ?? false);
    };
    /** @param {import('estree').Node} node @param {unknown} source */
    const checkSource = (node, source) => {
      if (typeof source !== 'string' || source.startsWith('.') || source.startsWith('node:')) return;
      if (check(node, source, (hook) => hook.imports?.test(source) ?? false)) return;
      const packageName = source.split('/').slice(0, source.startsWith('@') ? 2 : 1).join('/');
      if (deepImport.test(source) && !workspacePackages.has(packageName) && !documentedEntries.has(source)) report(node, 'deep', { what: source });
    };
    /** @param {import('estree').MemberExpression} node */
    const chainOf = (node) => {
      /** @type {string[]} */
      const names = [];
      /** @type {import('estree').Node} */
      let current = node;
      while (current.type === 'MemberExpression' && !current.computed && current.property.type === 'Identifier') {
        names.unshift(current.property.name);
        current = current.object;
      }
      return current.type === 'Identifier' ? [current.name, ...names].join('.') : undefined;
    };
    return {
      Identifier: (node) => checkName(node, node.name),
      MemberExpression(node) {
        if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') checkName(node.property, node.property.value);
        const chain = chainOf(node);
        if (chain) check(node, chain, (hook) => hook.member === chain);
      },
      ImportDeclaration: (node) => checkSource(node, node.source.value),
      ExportAllDeclaration: (node) => checkSource(node, node.source.value),
      ExportNamedDeclaration: (node) => checkSource(node, node.source?.value),
      ImportExpression: (node) => checkSource(node, node.source.type === 'Literal' ? node.source.value : undefined),
      CallExpression(node) {
        const [first] = node.arguments;
        const callee = node.callee.type === 'MemberExpression' ? chainOf(node.callee) : node.callee.type === 'Identifier' ? node.callee.name : undefined;
        if ((callee === 'require' || callee === 'require.resolve') && first?.type === 'Literal') checkSource(node, first.value);
      },
    };
  },
};

module.exports = { guardedLibraries, onlyInGuardedModule };
