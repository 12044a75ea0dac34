// @ts-check
// Forms and calls that change something are accepted only from this site: the one rule the API
// (every state-changing request) and the shell's server (its no-JavaScript `POST /auth`) apply.

/**
 * True when a browser sent the request from another site. `Sec-Fetch-Site` decides (this origin,
 * or `none`: typed or bookmarked); without it (older browsers, plain http to a host that is not
 * local), `Origin` must be the site's public origin. A request with neither header is no browser's
 * (browsers send `Origin` with every cross-origin POST): a server-to-server call (the shell's
 * sign-in form, curl, a monitor) that could set any header it liked, so it is let through.
 * @param {{ get(name: string): string | undefined }} request an Express request, or anything that reads headers so
 * @param {string} publicOrigin the site's public origin (PUBLIC_URL's)
 * @returns {boolean}
 */
function isCrossSite(request, publicOrigin) {
  const fetchSite = request.get('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.get('origin');
  return origin !== undefined && origin !== publicOrigin;
}

module.exports = { isCrossSite };
