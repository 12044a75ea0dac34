import type { RemoteDescriptor } from './pathOwnership';

// Written by the shell's build (webpack DefinePlugin): the remote list as it was at build time.
declare const __BUILT_IN_REMOTES__: RemoteDescriptor[] | undefined;

export const builtInRemotes: RemoteDescriptor[] = typeof __BUILT_IN_REMOTES__ === 'undefined' ? [] : __BUILT_IN_REMOTES__;
