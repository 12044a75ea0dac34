// @ts-check
// What a `React.lazy` element says about the module it loads, read without loading it: React
// keeps the loader function in the lazy type's `_payload._result` until its first call (React's
// private field), and the loader's source, as SWC compiles `() => import('./pages/Home')` to
// CommonJS, still names `./pages/Home` in a `require`/`import` call. The build finds a route's page
// chunks by that name (tooling/lib/route-paths.js). The only module that reads either.
const { hookError, installedVersion } = require('./hook-error');

const REACT_LAZY_TYPE = Symbol.for('react.lazy');
const PAYLOAD_HOOK = "React.lazy's _payload._result (the loader function before its first call)";
const LOADER_SOURCE_HOOK = "a lazy page loader's compiled source (require('<module>') or import('<module>') with the name written out)";
/** The module a compiled loader loads: its first `require`/`import` of a literal. */
const LOADED_MODULE = /\b(?:require|import)\(\s*["'`]([^"'`]+)["'`]/;

/**
 * @param {unknown} type an element's type
 * @returns {type is { $$typeof: symbol, _payload?: unknown }}
 */
function isLazyType(type) {
  return typeof type === 'object' && type !== null && /** @type {{ $$typeof?: unknown }} */ (type).$$typeof === REACT_LAZY_TYPE;
}

/**
 * The module request a lazily loaded page comes from (`lazy(() => import('./pages/Home'))` gives
 * `./pages/Home`); undefined for an element that is not lazy.
 * @param {unknown} element a route's element
 * @param {string} [from] where the route table's React is installed (for the version in an error)
 * @returns {string | undefined}
 */
function lazyModuleRequest(element, from) {
  const type = typeof element === 'object' && element !== null ? /** @type {{ type?: unknown }} */ (element).type : undefined;
  if (!isLazyType(type)) return undefined;
  const loader = /** @type {{ _result?: unknown } | undefined} */ (type._payload)?._result;
  if (typeof loader !== 'function') {
    throw hookError({ library: 'react', version: installedVersion('react', from), hook: PAYLOAD_HOOK, usedFor: "finding a route's page chunks" });
  }
  const source = Function.prototype.toString.call(loader);
  const request = LOADED_MODULE.exec(source)?.[1];
  if (request === undefined) {
    throw hookError({ library: '@swc/core', version: installedVersion('@swc/core'), hook: LOADER_SOURCE_HOOK, usedFor: `finding the page chunks of ${source}` });
  }
  return request;
}

module.exports = { lazyModuleRequest, PAYLOAD_HOOK, LOADER_SOURCE_HOOK };
