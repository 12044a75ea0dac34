// The entry of a remote's Node build (see prerender.js): its route objects in both languages, as
// the shell loads them, and the function that renders one to HTML. `remote-routes` is the building
// app's src/routes.tsx, `remote-routes-es` its src/routes.es.tsx: resolve aliases.
export { routes } from 'remote-routes';
export { routes as spanishRoutes } from 'remote-routes-es';
export { renderRouteOnServer } from 'ui/server';
