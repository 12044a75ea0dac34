// What a remote exposes as `./routes` (webpack-config.js): its route table (`remote-routes`, the
// app's src/routes.tsx) and the id of its build, which its fragments.json carries too: the shell
// renders a prerendered page afresh instead of hydrating it when the two differ.
export { routes } from 'remote-routes';

// Set by the remote's browser build (DefinePlugin).
declare const __REMOTE_BUILD_ID__: string;

export const buildId: string = __REMOTE_BUILD_ID__;
