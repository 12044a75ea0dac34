import type { ReactNode } from 'react';
import type { PageMeta, SiteRoute } from 'ui';

/**
 * One route entry per spelling of a page's address (e.g. `/pepper`, `/pepper.html`, `/Pepper-Fest`),
 * all showing the same page, so the address a visitor typed stays in the address bar. List the
 * canonical spelling first: the sitemap uses it.
 */
export function aliasRoutes(paths: readonly [string, ...string[]], page: { element: ReactNode; handle: PageMeta }): SiteRoute[] {
  return paths.map((path) => ({ ...page, path }));
}
