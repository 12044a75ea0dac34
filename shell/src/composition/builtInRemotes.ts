import type { RemoteDescriptor } from './pathOwnership';

/**
 * Where each remote lived and what it owned when the shell was built: used when /remotes.json does
 * not answer in time, so the site still composes (perhaps without a route released since). A chunk
 * of its own: the server inlines the current list in every page, so a visit rarely needs this one.
 */
export const loadBuiltInRemotes = (): Promise<RemoteDescriptor[]> =>
  import(/* webpackChunkName: "built-in-remotes" */ './builtInRemoteList').then(({ builtInRemotes }) => builtInRemotes);
