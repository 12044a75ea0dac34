// @ts-check
// The pages the bench measures: the list, with the first appeal of appeals-remote's content.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib/run.mjs';

/** Measured signed in (see lighthouse.mjs): the portal and the champion profile. */
export const signedInPages = ['/portal', '/champions'];
/** The demo champion whose portal and profile are measured (api/README.md: delivered, two assigned computers). */
export const portalEmail = 'applicant.client@example.org';
/**
 * When a signed-in page's own content is on screen: its heading greets the visitor by name (the
 * page paints its frame first). Other pages' content is in the server's HTML.
 */
export const visitorContentHeadings = { '/portal': String.raw`^\s*Welcome back,?\s*\p{L}`, '/champions': String.raw`^\s*Welcome,?\s*\p{L}` };

/** The appeal page measured: the first of appeals-remote's content. */
export function appealPage() {
  const appeals = JSON.parse(fs.readFileSync(path.join(root, 'appeals-remote/src/content/appeals.json'), 'utf8'));
  return `/${appeals[0].slug}`;
}

/** The public pages, in report order: the Spanish front page and Shield page after the English ones (issue 44). */
export function publicPages() {
  return ['/', '/donate', '/press', '/shield', '/shieldhotspotsim', appealPage(), '/auth', '/es', '/es/shield'];
}
