/** The building app's src/routes.tsx, aliased in its Node build (prerender-entry.ts). */
declare module 'remote-routes' {
  import type { SiteRoute } from 'ui';

  export const routes: SiteRoute[];
}

/** The building app's src/routes.es.tsx (its Spanish pages), aliased as `remote-routes` is. */
declare module 'remote-routes-es' {
  import type { SiteRoute } from 'ui';

  export const routes: SiteRoute[];
}
