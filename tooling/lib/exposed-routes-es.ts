// What a remote exposes as `./routes-es` (webpack-config.js): its Spanish route table
// (`remote-routes-es`, the app's src/routes.es.tsx) and the id of its build, as `./routes` does
// for the English one (exposed-routes.ts). A module of its own, so a Spanish page's chunks carry no
// English route table, and an English page's no Spanish one.
export { routes } from 'remote-routes-es';

// Set by the remote's browser build (DefinePlugin).
declare const __REMOTE_BUILD_ID__: string;

export const buildId: string = __REMOTE_BUILD_ID__;
