import type { RemoteDescriptor } from './pathOwnership';
import { isDescriptorList } from './remoteDescriptors';

/**
 * The digest the shell's server gives a page it leaves to the browser (shell/server/page.js): React
 * reports such a boundary as a recoverable error, but it is on purpose.
 */
export const RENDERED_IN_BROWSER_DIGEST = 'rendered-in-browser';

/** The id of the JSON the shell's server writes into the page for the app (shell/server/page.js). */
export const SITE_DATA_ELEMENT_ID = 'site-data';

/**
 * What the page brought: the remote list (so routing needs no /remotes.json request) and whether
 * #root holds the server's render of this page, to hydrate rather than render again.
 */
export type SiteData = { remotes?: RemoteDescriptor[]; hydrate: boolean };

/** Reads the page's site data; a page without it (the dev server's) or a malformed one means "render from scratch". */
export function readSiteData(document: Document): SiteData {
  const text = document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return { hydrate: false };
  try {
    const data = JSON.parse(text) as { remotes?: unknown; hydrate?: unknown };
    return isDescriptorList(data.remotes) ? { remotes: data.remotes, hydrate: data.hydrate === true } : { hydrate: false };
  } catch {
    return { hydrate: false };
  }
}
