// @ts-check
// The sign-in form as the portal and the shell's server agree on it: the portal renders the form
// at SIGN_IN_PATH and prerenders an answer page per outcome; the shell's server takes the form's
// post there before the portal's code has arrived (or without JavaScript) and sends the visitor to
// the answer page of the API's answer (Post/Redirect/Get). Free of dependencies: the browser's
// bundles carry it.

/** Where the sign-in form is, and where it is posted. */
const SIGN_IN_PATH = '/auth';

/** The waits the answer pages say, in minutes: a wait is rounded up to the next one. */
const SIGN_IN_WAIT_MINUTES = /** @type {const} */ ([1, 5, 15]);

/**
 * The answer page of each outcome of a request for a link, but a wait's (`signInWaitPath`).
 * @type {Readonly<Record<'sent' | 'invalid-email' | 'server-error' | 'unreachable' | 'failed', string>>}
 */
const SIGN_IN_ANSWER_PATHS = {
  sent: `${SIGN_IN_PATH}/sent`,
  'invalid-email': `${SIGN_IN_PATH}/invalid-email`,
  'server-error': `${SIGN_IN_PATH}/server-error`,
  unreachable: `${SIGN_IN_PATH}/unreachable`,
  failed: `${SIGN_IN_PATH}/failed`,
};

/**
 * The answer page of a wait: the first of SIGN_IN_WAIT_MINUTES at least as long (the longest when
 * none is, or when the wait is unknown).
 * @param {number} seconds the API's Retry-After; NaN when it gave none
 * @returns {string}
 */
function signInWaitPath(seconds) {
  const minutes = Number.isFinite(seconds) && seconds >= 0 ? Math.max(1, Math.ceil(seconds / 60)) : Infinity;
  const wait = SIGN_IN_WAIT_MINUTES.find((candidate) => candidate >= minutes) ?? SIGN_IN_WAIT_MINUTES[SIGN_IN_WAIT_MINUTES.length - 1];
  return `${SIGN_IN_PATH}/try-again-in-${wait}-min`;
}

/**
 * The query parameter each sign-in link carries its single-use login code in: the portal's and the
 * Shield account's (the API writes them, the pages read them). A login code is never written into
 * a page's HTML.
 */
const LOGIN_CODE_PARAMS = /** @type {const} */ ({ portal: 'jwt', shieldAccount: 'code' });

module.exports = { SIGN_IN_PATH, SIGN_IN_WAIT_MINUTES, SIGN_IN_ANSWER_PATHS, signInWaitPath, LOGIN_CODE_PARAMS };
