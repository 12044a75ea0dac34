import type { RemoteDescriptor } from './pathOwnership';

// Written by the shell's build (webpack DefinePlugin): the remote list as it was at build time.
declare const __BUILT_IN_REMOTES__: RemoteDescriptor[] | undefined;

/**
 * Where each remote lived and what it owned when the shell was built: used when /remotes.json does
 * not answer in time, so the site still composes (perhaps without a route released since).
 */
export const builtInRemotes: RemoteDescriptor[] = typeof __BUILT_IN_REMOTES__ === 'undefined' ? [] : __BUILT_IN_REMOTES__;
