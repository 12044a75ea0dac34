/** The building app's src/routes.tsx, aliased in its Node build (prerender-entry.ts). */
declare module 'remote-routes' {
  export const routes: import('ui').SiteRoute[];
}
