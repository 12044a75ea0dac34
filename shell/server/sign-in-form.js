// @ts-check
// The sign-in form (`/auth`) posted before the portal's code has arrived, or without JavaScript:
// this server asks the API for the link exactly as the portal's code does (`POST /api/email`) and
// answers 303 to the outcome page the portal prerenders (composition-contract/sign-in.js): the same
// screen the code would show, and the address never in a URL, the history or a log (Post/Redirect/Get).
// The Spanish form (`/es/auth`) asks for the mail in Spanish and answers with the Spanish pages.
const express = require('express');
const { isCrossSite } = require('composition-contract/cross-site');
const { localeOfPath, pathInLocale } = require('composition-contract/locale');
const { SIGN_IN_ANSWER_PATHS, SIGN_IN_PATH, signInWaitPath } = require('composition-contract/sign-in');

const requestTimeoutMs = 15_000;

/**
 * The outcome page for the API's answer, as the portal's code reads it (requestLoginLink.ts):
 * 202 with `ok: true` sent, 400 invalid email, 429 with its wait, 5xx server error, no answer
 * unreachable, anything else failed.
 * @param {{ status: number, body: unknown, retryAfter: string | null } | undefined} answer undefined: no answer in time
 * @returns {string}
 */
function outcomePath(answer) {
  if (answer === undefined) return SIGN_IN_ANSWER_PATHS.unreachable;
  const { status, body, retryAfter } = answer;
  if (status >= 200 && status < 300) {
    return typeof body === 'object' && body !== null && 'ok' in body && body.ok === true ? SIGN_IN_ANSWER_PATHS.sent : SIGN_IN_ANSWER_PATHS.failed;
  }
  if (status === 400) return SIGN_IN_ANSWER_PATHS['invalid-email'];
  if (status === 429) return signInWaitPath(retryAfter === null ? Number.NaN : Number(retryAfter));
  if (status >= 500) return SIGN_IN_ANSWER_PATHS['server-error'];
  return SIGN_IN_ANSWER_PATHS.failed;
}

/** The refusal of a form posted from another site, in the form's language. */
const CROSS_SITE_REFUSALS = {
  en: (/** @type {string} */ formUrl) => `This form can only be sent from the site itself: open ${formUrl} to sign in.`,
  es: (/** @type {string} */ formUrl) => `Este formulario solo se puede enviar desde el propio sitio: abra ${formUrl} para iniciar sesión.`,
};

/**
 * `POST /auth` and `POST /es/auth` (a form: `email=...`). Another site's page cannot post it: its
 * visitors would be made to ask for links for an address of its choosing, from their own addresses.
 * @param {{ apiUrl: string, publicOrigin: string }} options
 * @returns {import('express').Router}
 */
function signInForm({ apiUrl, publicOrigin }) {
  const router = express.Router();
  router.post([SIGN_IN_PATH, pathInLocale(SIGN_IN_PATH, 'es')], express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 }), async (req, res) => {
    const locale = localeOfPath(req.path);
    if (isCrossSite(req, publicOrigin)) {
      res.status(403).type('text/plain').send(CROSS_SITE_REFUSALS[locale](`${publicOrigin}${pathInLocale(SIGN_IN_PATH, locale)}`));
      return;
    }
    const email = typeof req.body?.email === 'string' ? req.body.email : '';
    /** @type {Parameters<typeof outcomePath>[0]} */
    let answer;
    try {
      const response = await fetch(`${apiUrl}/api/email`, {
        method: 'POST',
        // As the /api proxy does: the API counts the visitor's address, which it trusts from this server only.
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Forwarded-For': req.ip ?? '' },
        // English is the API's default: an English request stays as an API of before the locale reads it.
        body: JSON.stringify(locale === 'es' ? { email, locale } : { email }),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      answer = { status: response.status, body: await response.json().catch(() => undefined), retryAfter: response.headers.get('Retry-After') };
    } catch {
      answer = undefined;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, pathInLocale(outcomePath(answer), locale));
  });
  return router;
}

module.exports = { signInForm, outcomePath, requestTimeoutMs };
