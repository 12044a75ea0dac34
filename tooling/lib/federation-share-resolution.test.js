/** @jest-environment node */
// @ts-check
// The share-resolution runtime plugin must pick exactly the copy the federation runtime picks, and
// leave every case it does not answer (with the runtime's warnings) to the runtime.
const fc = require('fast-check');
const { getRegisteredShare, satisfy } = require('@module-federation/runtime-core');
const federationShareResolution = require('./federation-share-resolution');
const { satisfiesCaret } = federationShareResolution;

// Few numbers, so that versions and ranges often share a major or a minor: the cases that decide.
const part = fc.integer({ min: 0, max: 3 });
const plainVersion = fc.tuple(part, part, part).map((parts) => parts.join('.'));
const caretRange = fc.tuple(fc.integer({ min: 1, max: 3 }), part, part).map((parts) => `^${parts.join('.')}`);
/** Ranges and versions of other kinds too: the plugin must leave these to the runtime. */
const anyRange = fc.oneof(caretRange, caretRange.map((range) => range.replace('^', '~')), plainVersion.map((version) => `>=${version}`), fc.constant('^0.3.1'), fc.constant('*'));
const anyVersion = fc.oneof(plainVersion, plainVersion.map((version) => `${version}-rc.1`));

/** The runtime's resolution of `pkg` for an app requiring `range`, with or without the plugin. */
function resolve(/** @type {Record<string, object>} */ versions, /** @type {{ singleton: boolean, requiredVersion: string }} */ shareConfig, /** @type {boolean} */ withPlugin) {
  const plugin = federationShareResolution();
  const hook = { emit: (/** @type {any} */ args) => (withPlugin ? plugin.resolveShare(args) : args) };
  const shareScopeMap = { default: { pkg: versions } };
  const shareInfo = { shareConfig, scope: ['default'], strategy: /** @type {const} */ ('loaded-first'), from: 'app' };
  return /** @type {any} */ (getRegisteredShare)(shareScopeMap, 'pkg', shareInfo, hook)?.shared;
}

describe('satisfiesCaret', () => {
  it('agrees with the runtime on every plain version against a caret range from 1.0.0', () => {
    fc.assert(
      fc.property(plainVersion, caretRange, (version, range) => {
        expect(satisfiesCaret(version, range)).toBe(satisfy(version, range));
      }),
    );
  });

  it('does not answer for other kinds of version or range', () => {
    expect(satisfiesCaret('19.2.0-rc.1', '^19.2.0')).toBeUndefined();
    expect(satisfiesCaret('0.3.2', '^0.3.1')).toBeUndefined();
    expect(satisfiesCaret('19.2.0', '~19.2.0')).toBeUndefined();
    expect(satisfiesCaret('19.2.0', false)).toBeUndefined();
  });
});

describe('the share-resolution plugin', () => {
  /** @type {jest.SpyInstance} */
  let warn;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('picks the copy the runtime picks, and warns when it warns, for singletons and not, whatever the versions on offer', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anyVersion, { minLength: 1, maxLength: 3 }), fc.nat(), anyRange, fc.boolean(), (versionList, loadedIndex, requiredVersion, singleton) => {
        /** @type {Record<string, object>} */
        const versions = Object.fromEntries(versionList.map((version, index) => [version, { version, from: `app${index}`, loaded: index === loadedIndex % versionList.length }]));
        const shareConfig = { singleton, requiredVersion };
        warn.mockClear();
        const withPlugin = resolve(versions, shareConfig, true);
        const warningsWithPlugin = warn.mock.calls.length;
        warn.mockClear();
        const withoutPlugin = resolve(versions, shareConfig, false);
        expect(withPlugin).toBe(withoutPlugin);
        expect(warningsWithPlugin).toBe(warn.mock.calls.length);
      }),
    );
  });

  it('leaves a singleton that does not fit to the runtime, which warns', () => {
    const versions = { '18.3.1': { version: '18.3.1', from: 'shell', loaded: true } };
    expect(resolve(versions, { singleton: true, requiredVersion: '^19.2.0' }, true)).toBe(versions['18.3.1']);
    expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('does not satisfy the requirement of app'));
  });

  it('answers a fitting copy without the runtime', () => {
    const versions = { '19.2.3': { version: '19.2.3', from: 'shell', loaded: true } };
    const args = { shareScopeMap: { default: { react: versions } }, scope: 'default', pkgName: 'react', version: '19.2.3', shareInfo: { shareConfig: { requiredVersion: '^19.2.0' } }, resolver: jest.fn() };
    const answer = federationShareResolution().resolveShare(args);
    expect(answer.resolver()).toEqual({ shared: versions['19.2.3'], useTreesShaking: false });
    expect(args.resolver).not.toHaveBeenCalled();
  });
});
