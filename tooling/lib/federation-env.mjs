// The federation SDK's environment checks (@module-federation/sdk's dist/env.js, which the browser
// builds take this module for), less one thing: the SDK decides whether it is in debug mode by
// reading localStorage (its devtools' switch) as the runtime starts. That is the page's first use
// of storage, a synchronous trip to the browser process (1.4–3.1 ms measured here, more on a phone)
// inside the entry's evaluation, the longest task of every page's start-up. Debug mode is still
// there for a build that defines FEDERATION_DEBUG. Same exports as the SDK's (tested).

/* global window, ENV_TARGET, FEDERATION_DEBUG -- the two constants are set by the federation plugin's DefinePlugin */
export const isBrowserEnvValue =
  // @ts-expect-error -- a build-time constant, as in the SDK
  typeof ENV_TARGET !== 'undefined' ? ENV_TARGET === 'web' : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv() {
  return isBrowserEnvValue;
}

export function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

export function isDebugMode() {
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

export function getProcessEnv() {
  return typeof process !== 'undefined' && process.env ? process.env : {};
}
