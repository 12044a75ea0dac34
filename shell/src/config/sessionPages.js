// @ts-check
// The pages where a session lives: sign-in (the login code arrives in its address) and the
// signed-in portal (the session token is in the tab's storage). No third-party code runs there: the
// help-desk widget is not loaded (a plain Help link stands in) and their Content-Security-Policy
// allows no outside origin. Plain CommonJS: the shell's server and the browser share it.
const { normalizePath } = require('composition-contract/page');

const sessionPaths = new Set(['/auth', '/portal', '/champions']);

/**
 * Sign-in, its outcome pages (`/auth/sent`, ...) and the signed-in portal.
 * @param {string} pathname
 * @returns {boolean}
 */
function isSessionPage(pathname) {
  const path = normalizePath(pathname);
  return sessionPaths.has(path) || path.startsWith('/auth/');
}

module.exports = { isSessionPage };
