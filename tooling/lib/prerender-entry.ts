// The entry of a remote's Node build (see prerender.js): its route objects, as the shell loads
// them, and the function that renders one to HTML. `remote-routes` is the building app's
// src/routes.tsx (a resolve alias).
export { routes } from 'remote-routes';
export { renderRouteOnServer } from 'ui/server';
