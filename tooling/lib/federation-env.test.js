/** @jest-environment node */
// @ts-check
// The browser builds take tooling's federation-env.mjs for the federation SDK's environment module:
// it must stand in for the SDK's own (same exports, same answers) without reading localStorage.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { federatedAppConfig } = require('./webpack-config');

const withoutStorage = path.join(__dirname, 'federation-env.mjs');

/** Where a host's and a remote's browser builds take the SDK's environment module from (configs only, nothing built). */
function aliasedEnvModules() {
  const appDir = path.join(__dirname, '..');
  const host = /** @type {any} */ (federatedAppConfig({ appDir, name: 'host', port: 3999 }))({}, { mode: 'production' });
  const remote = /** @type {any} */ (federatedAppConfig({ appDir, name: 'remote', port: 3998, exposes: { './routes': './test-fixtures/routes.tsx', './routes-es': './test-fixtures/routes.es.tsx' } }))({}, { mode: 'production' })[0];
  return [host, remote].map((config) => Object.entries(config.resolve.alias).filter(([, target]) => target === withoutStorage).map(([source]) => source));
}

/**
 * Imports an environment module in a Node process dressed as a browser page whose localStorage
 * counts its reads (the debug switch set, so a read would turn debug mode on).
 * @param {string} file
 * @returns {{ exports: string[], isBrowserEnv: boolean, isDebugMode: boolean, storageReads: number }}
 */
function importAsInBrowser(file) {
  const script = `
    let storageReads = 0;
    const localStorage = { getItem: () => { storageReads += 1; return '1'; } };
    globalThis.window = { document: {}, get localStorage() { storageReads += 1; return localStorage; } };
    globalThis.localStorage = localStorage;
    const env = await import(${JSON.stringify(pathToFileURL(file).href)});
    const answers = { isBrowserEnv: env.isBrowserEnv(), isDebugMode: env.isDebugMode() };
    console.log(JSON.stringify({ exports: Object.keys(env).sort(), ...answers, storageReads }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

test('every federated browser build (host and remote) takes the storage-free module for the SDK’s own', () => {
  const [hostSources = [], remoteSources = []] = aliasedEnvModules();
  expect(hostSources).toHaveLength(1);
  expect(remoteSources).toEqual(hostSources);
  const sdkEnv = hostSources[0] ?? '';
  expect(fs.existsSync(sdkEnv)).toBe(true);
  expect(path.basename(sdkEnv)).toBe('env.js');
});

test('it exports what the SDK’s module exports and answers the same, without reading localStorage', () => {
  const sdkEnv = aliasedEnvModules()[0]?.[0] ?? '';
  const sdk = importAsInBrowser(sdkEnv);
  const ours = importAsInBrowser(withoutStorage);
  expect(ours.exports).toEqual(sdk.exports);
  expect(ours.isBrowserEnv).toBe(sdk.isBrowserEnv);
  // The SDK reads the switch from storage (and so finds it on); ours never looks.
  expect(sdk.storageReads).toBeGreaterThan(0);
  expect(sdk.isDebugMode).toBe(true);
  expect(ours).toMatchObject({ isDebugMode: false, storageReads: 0 });
});
