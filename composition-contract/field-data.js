// @ts-check
// The pages field data (real visitors' Web Vitals) is counted under: the shell's browser code names
// the page a beacon is for, and the API counts only the names the site's published route lists
// give. Free of dependencies: the browser carries it.
const { normalizePath } = require('./page');

/** What a path no remote owns is counted as. */
const OTHER_PAGE = 'other';

/**
 * Remotes whose every page is counted as one: appeals are personal invitations, one page per
 * person, so their paths would name people and have no bound.
 * @type {Readonly<Record<string, string>>}
 */
const FOLDED_REMOTES = { appeals: 'appeals' };

/**
 * The page a visit to `pathname` is counted under: a route a remote owns, as routing matches it
 * (lower case, no trailing slash), one name for all of a folded remote's pages, or `other`.
 * @param {string} pathname
 * @param {{ name: string, paths: string[] }[]} remotes the remote list (/remotes.json)
 * @returns {string}
 */
function fieldDataPage(pathname, remotes) {
  const wanted = normalizePath(pathname);
  const owner = remotes.find((remote) => remote.paths.some((path) => normalizePath(path) === wanted));
  if (owner === undefined) return OTHER_PAGE;
  return FOLDED_REMOTES[owner.name] ?? wanted;
}

/**
 * Every page name field data can be counted under, `other` included.
 * @param {{ name: string, paths: string[] }[]} remotes the remote list (/remotes.json)
 * @returns {Set<string>}
 */
function fieldDataPages(remotes) {
  return new Set([OTHER_PAGE, ...remotes.flatMap((remote) => remote.paths.map((path) => fieldDataPage(path, remotes)))]);
}

module.exports = { OTHER_PAGE, fieldDataPage, fieldDataPages };
