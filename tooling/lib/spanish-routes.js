// @ts-check
// A remote's Spanish route table (issue 44): `src/routes.es.tsx`, exposed as `./routes-es`
// (composition-contract/locale's ROUTES_MODULE), lists every path of the English table under `/es`
// (`pathInLocale`), in the same order, and nothing else, each with its English twin's flags
// (`noindex`, `session`, `prerender`, `earlyRequest`). The build checks both against each other,
// so a remote cannot be released with a page that has no Spanish version, a Spanish page with no
// English one, or a Spanish page served differently from its English one.
const fs = require('node:fs');
const path = require('node:path');
const { LOCALE_PREFIX, ROUTES_MODULE, localeOfPath, pathInLocale } = require('composition-contract/locale');

/** Where a remote's Spanish route table is. */
const SPANISH_ROUTES_FILE = 'src/routes.es.tsx';

/**
 * The Spanish route table a remote exposes (absolute path). Throws when the remote has none (never a
 * page only in English) or the file exists but is not exposed (the shell would never load it).
 * @param {{ appDir: string, name: string, exposes: Record<string, string> }} remote
 * @returns {string}
 */
function spanishRoutesModule({ appDir, name, exposes }) {
  const exposed = exposes[ROUTES_MODULE.es];
  if (exposed) return path.resolve(appDir, exposed);
  if (fs.existsSync(path.join(appDir, SPANISH_ROUTES_FILE))) {
    throw new Error(`${name}: ${SPANISH_ROUTES_FILE} exists but is not exposed: add '${ROUTES_MODULE.es}': './${SPANISH_ROUTES_FILE}' to the exposes of its webpack.config.js`);
  }
  throw new Error(`${name}: no Spanish route table: write ${SPANISH_ROUTES_FILE} (every path of src/routes.tsx under ${LOCALE_PREFIX.es}) and expose it as '${ROUTES_MODULE.es}'`);
}

/**
 * What keeps the two tables from being twins, one message per path: an English path whose Spanish
 * twin is missing, a Spanish path that is no English path's twin, an English path under `/es`, and
 * twins listed in another order (a page's first path is its canonical one, in both languages).
 * @param {string[]} englishPaths
 * @param {string[]} spanishPaths
 * @returns {string[]} empty when every English path has its twin at the same place
 */
function twinProblems(englishPaths, spanishPaths) {
  const englishUnderEs = englishPaths.filter((englishPath) => localeOfPath(englishPath) === 'es');
  const expected = englishPaths.filter((englishPath) => localeOfPath(englishPath) === 'en').map((englishPath) => pathInLocale(englishPath, 'es'));
  const spanish = new Set(spanishPaths);
  const twins = new Set(expected);
  const missing = expected.filter((twin) => !spanish.has(twin));
  const extra = spanishPaths.filter((spanishPath) => !twins.has(spanishPath));
  const problems = [
    ...englishUnderEs.map((englishPath) => `the English table lists ${englishPath}, a Spanish address: it belongs in ${SPANISH_ROUTES_FILE}`),
    ...missing.map((twin) => `${pathInLocale(twin, 'en')} has no Spanish twin: add ${twin} to ${SPANISH_ROUTES_FILE}`),
    ...extra.map((spanishPath) => `${spanishPath} in ${SPANISH_ROUTES_FILE} is no English path under ${LOCALE_PREFIX.es}: the English table has no ${pathInLocale(spanishPath, 'en')}`),
  ];
  if (problems.length > 0) return problems;
  const order = spanishPaths.filter((spanishPath, index) => expected[index] !== spanishPath);
  return order.length > 0 ? [`${SPANISH_ROUTES_FILE} lists its paths in another order than src/routes.tsx (first out of place: ${order[0]}): list them in the same order`] : [];
}

/** What a page's twin keeps as it is: how it is indexed, rendered and protected, and which path is its page's first. */
const KEPT_BY_TWINS = /** @type {const} */ (['noindex', 'session', 'prerender', 'earlyRequest', 'canonicalPath']);

/**
 * One message per Spanish route that differs from its English twin in what twins keep: a Spanish
 * sign-in page without `session` would get the outside scripts the English one is kept from.
 * @param {Array<import('./route-paths').PublishedRoute>} englishRoutes
 * @param {Array<import('./route-paths').PublishedRoute>} spanishRoutes the twins, in the same order (twinProblems)
 * @returns {string[]}
 */
function twinDifferences(englishRoutes, spanishRoutes) {
  return spanishRoutes.flatMap((spanish, index) => {
    const english = englishRoutes[index];
    if (!english) return [];
    /** @param {typeof KEPT_BY_TWINS[number]} key */
    const kept = (key) => (key === 'canonicalPath' ? pathInLocale(english.canonicalPath, 'es') : english[key]);
    return KEPT_BY_TWINS.filter((key) => JSON.stringify(spanish[key]) !== JSON.stringify(kept(key))).map(
      (key) => `${spanish.path} has ${key} ${JSON.stringify(spanish[key])} where ${english.path} has ${JSON.stringify(english[key])}: a page's twin keeps it`,
    );
  });
}

module.exports = { SPANISH_ROUTES_FILE, spanishRoutesModule, twinProblems, twinDifferences };
