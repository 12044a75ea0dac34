// @ts-check
// Security headers of the shell's pages (the static server sends the basics on every answer). The
// Content-Security-Policy is built once at start from the remotes' configured origins and the origins
// of the configured providers (composition-contract/providers-config.js), with a fresh nonce per page
// for its scripts.
const { randomBytes } = require('node:crypto');

/**
 * The policy with a `{nonce}` placeholder.
 * - Scripts: the site's own, the remotes' (remoteEntry and chunks), the embeds' scripts, and inline
 *   scripts only with the page's nonce; never 'unsafe-eval' or 'unsafe-inline'.
 * - Styles: 'unsafe-inline' because styled-components writes its rules into <style> tags at run time
 *   and React renders style attributes; a style cannot run code.
 * - The API is reached through this server's /api ('self'): API_URL is a server-side address.
 * - `outsideScripts: false` (the pages where a session lives): scripts from the site and its remotes
 *   only; embeds keep their frames, whose code runs in another origin and cannot read the page.
 * @param {{ remoteUrls: string[], embeds: import('composition-contract/providers-config').EmbedOrigin[], outsideScripts?: boolean }} options
 * `embeds`: what the configured providers load, by origin (`embedOrigins` of the configuration)
 * @returns {string}
 */
function contentSecurityPolicyTemplate({ remoteUrls, embeds, outsideScripts = true }) {
  const remotes = [...new Set(remoteUrls.map((url) => new URL(url).origin))];
  /** @param {import('composition-contract/providers-config').LoadKind} kind */
  const embedded = (kind) => embeds.filter((embed) => embed.loads.includes(kind)).map((embed) => embed.origin);
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'nonce-{nonce}'", ...remotes, ...(outsideScripts ? embedded('script') : [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes, ...embedded('style')]],
    ['img-src', ["'self'", 'data:', ...remotes, ...embedded('img')]],
    ['font-src', ["'self'", ...remotes, ...embedded('font')]],
    ['connect-src', ["'self'", ...remotes, ...embedded('connect')]],
    ['frame-src', embedded('frame').length > 0 ? embedded('frame') : ["'none'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * Per page: a fresh nonce (for the page's script tags), the CSP carrying it, and no Referer at all
 * from the portal's pages and from any address holding a login code (`jwt`), even a mistyped one.
 * A page whose route holds a session (`handle.session`) gets `sessionPolicyTemplate`: the policy
 * without outside scripts, so no third-party code runs where the login code and the token are.
 * @param {{ policyTemplate: string, sessionPolicyTemplate: string }} options
 */
function pageHeaders({ policyTemplate, sessionPolicyTemplate }) {
  /**
   * @param {import('express').Response} res
   * @param {{ ownerName: string | undefined, url: string, sessionPage: boolean }} page
   * @returns {string} the nonce
   */
  return (res, { ownerName, url, sessionPage }) => {
    const nonce = randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', (sessionPage ? sessionPolicyTemplate : policyTemplate).replaceAll('{nonce}', nonce));
    if (ownerName === 'portal' || /[?&]jwt=/.test(url)) res.setHeader('Referrer-Policy', 'no-referrer');
    return nonce;
  };
}

module.exports = { contentSecurityPolicyTemplate, pageHeaders };
