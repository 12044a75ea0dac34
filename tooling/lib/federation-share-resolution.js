// @ts-check
/**
 * A Module Federation runtime plugin (every app's `runtimePlugins`): the usual answer to "may this
 * app use the shared copy the runtime picked?" without the runtime's semver parser. The runtime
 * checks each shared module an app takes against the app's required range, and its `satisfy`
 * builds a dozen regular expressions for every check: 11–15 ms of the ~145 ms of JavaScript an
 * appeal page ran while it started (V8's profile at 4× CPU slowdown, means of 8–10 loads), for
 * checks that are all "x.y.z against ^a.b.c". This plugin answers exactly that case, when the
 * answer is yes; anything else (another kind of range, a prerelease, a 0.x version, a copy that
 * does not fit) is left to the runtime's own resolver, with its warnings and its search for
 * another version.
 */

const plainVersion = /^(\d+)\.(\d+)\.(\d+)$/;
const caretRange = /^\^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` is in the caret range `range` (1.0.0 and up), or `undefined` when either is of
 * another kind.
 * @param {unknown} version
 * @param {unknown} range
 * @returns {boolean | undefined}
 */
function satisfiesCaret(version, range) {
  if (typeof version !== 'string' || typeof range !== 'string') return undefined;
  const have = plainVersion.exec(version);
  const need = caretRange.exec(range);
  if (!have || !need || need[1] === '0') return undefined;
  const [major = 0, minor = 0, patch = 0] = have.slice(1).map(Number);
  const [needMajor = 0, needMinor = 0, needPatch = 0] = need.slice(1).map(Number);
  if (major !== needMajor) return false;
  if (minor !== needMinor) return minor > needMinor;
  return patch >= needPatch;
}

/**
 * @typedef {{
 *   shareScopeMap: Record<string, Record<string, Record<string, unknown>>>,
 *   scope: string,
 *   pkgName: string,
 *   version: string,
 *   shareInfo: { shareConfig?: { requiredVersion?: string | false } },
 *   resolver: () => unknown,
 * }} ResolveShareArgs
 */

/** @returns {{ name: string, resolveShare: (args: ResolveShareArgs) => ResolveShareArgs }} */
function federationShareResolution() {
  return {
    name: 'share-resolution',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      if (satisfiesCaret(version, shareInfo.shareConfig?.requiredVersion) !== true) return args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared) return args;
      // What the runtime's resolver answers for a fitting copy (tree shaking is not used here).
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}

module.exports = federationShareResolution;
module.exports.satisfiesCaret = satisfiesCaret;
