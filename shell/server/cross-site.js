// @ts-check
// Forms of this site are posted only from this site. The API refuses cross-site state-changing
// requests by the same rule (api/src/http/security.ts, refuseCrossSiteRequests); the shell's server
// cannot import the API's code, so the rule is written here for its own form, `POST /auth`.

/**
 * True when a browser sent the request from another site. `Sec-Fetch-Site` decides (this origin,
 * or `none`: typed or bookmarked); without it (older browsers, plain http to a host that is not
 * local), `Origin` must be the site's public origin. A request with neither header is no browser's
 * (browsers send `Origin` with every cross-origin POST): it could set any header, so it is let through.
 * @param {import('express').Request} req
 * @param {string} publicOrigin
 * @returns {boolean}
 */
function isCrossSite(req, publicOrigin) {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = req.get('origin');
  return origin !== undefined && origin !== publicOrigin;
}

module.exports = { isCrossSite };
