/** Where the API lives, as seen from the browser: the shell proxies `/api` to it. */
export const apiBase = '/api';

/** A call that has not answered by then is abandoned, so a hung backend cannot hang the page. */
export const requestTimeoutMs = 15_000;

/** The portal's first screen in one call (GET): the portal page starts it as it arrives (routes.tsx). */
export const portalViewPath = '/portal-view';
