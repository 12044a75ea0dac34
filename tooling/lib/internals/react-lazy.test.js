// @ts-check
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { lazyModuleRequest, PAYLOAD_HOOK, LOADER_SOURCE_HOOK } = require('./react-lazy');
const { installedVersion } = require('./hook-error');

describe('the installed React and SWC', () => {
  // In a Node process of its own, as the build reads a route table: compiled by route-paths' SWC
  // loader (Jest's module registry would compile it with Jest's transform instead).
  it(`give a route table's lazy page's module through ${PAYLOAD_HOOK} and ${LOADER_SOURCE_HOOK}`, () => {
    const script = `
      require(${JSON.stringify(require.resolve('../route-paths'))}).registerTypeScriptLoader();
      const { routes } = require(${JSON.stringify(path.join(__dirname, '../../test-fixtures/routes.tsx'))});
      const { lazyModuleRequest } = require(${JSON.stringify(require.resolve('./react-lazy'))});
      console.log(JSON.stringify(routes.map((route) => lazyModuleRequest(route.element) ?? null)));`;
    expect(JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))).toEqual(['./pages/Home', './pages/Home', './pages/Portal', null]);
  });
});

describe('the guard', () => {
  const lazyType = (/** @type {unknown} */ payload) => ({ type: { $$typeof: Symbol.for('react.lazy'), _payload: payload }, props: {} });

  it('names the payload hook and the React version when a lazy element keeps no loader there', () => {
    expect(() => lazyModuleRequest(lazyType({ _status: -1 }))).toThrow(`react ${installedVersion('react')}: ${PAYLOAD_HOOK}`);
  });

  it('names the loader-source hook and the SWC version when the loader names no module', () => {
    const modules = { home: async () => ({}) };
    expect(() => lazyModuleRequest(lazyType({ _result: () => modules.home() }))).toThrow(`@swc/core ${installedVersion('@swc/core')}: ${LOADER_SOURCE_HOOK}`);
  });

  it('answers nothing for an element that is not lazy', () => {
    expect(lazyModuleRequest({ type: 'div', props: {} })).toBeUndefined();
  });
});
