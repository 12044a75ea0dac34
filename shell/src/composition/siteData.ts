import { parseSiteData, SITE_DATA_ELEMENT_ID } from 'composition-contract/page';
import type { SiteData } from 'composition-contract/page';
import type { ShellChrome } from '../content/chrome';
import { mainContentId } from '../layout/SkipLink';
import type { PrerenderedPage } from './prerenderedPage';

/**
 * What the page brought (the composition contract's site data), and the page's prerendered part as
 * the server sent it, for the browser to show while it renders that part afresh (prerenderedPage.ts).
 * Read before hydrating, while the document is still the server's.
 */
export function readSiteData(document: Document): Omit<SiteData, 'chrome'> & { chrome?: ShellChrome; prerenderedPage?: PrerenderedPage } {
  // The chrome is the shell's own server's writing (layoutRendering/renderShellPage.tsx).
  const site = parseSiteData(document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent) as SiteData & { chrome?: ShellChrome };
  if (!site.page) return site;
  return { ...site, prerenderedPage: { ...site.page, pathname: document.location.pathname, serverHtml: document.getElementById(mainContentId)?.innerHTML ?? '' } };
}
