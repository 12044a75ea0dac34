/** The building app's src/routes.tsx, aliased in its Node build (prerender-entry.ts). */
declare module 'remote-routes' {
  import type { SiteRoute } from 'ui';

  export const routes: SiteRoute[];
}
