// @ts-check
// What the server's tests share: the real API (demo data, its own store, mail to an SMTP sink) as a
// process on loopback, and the shell's app in front of it, over a small stand-in build.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startApiProcess } = require('test-support/api-process');
const { createShellApp } = require('./app');
const { readShellConfig } = require('./config');

const buildTimePaths = { marketing: ['/', '/donate'], shield: ['/shield'], portal: ['/auth', '/portal', '/champions'], appeals: ['/will-you-join-us'] };
const indexHtml =
  '<!doctype html><html lang="en"><head><title>Digital Harbor</title><script defer src="/main.0123abcd.js"></script><script>window.inline = true;</script></head><body><div id="root"></div></body></html>';

/** A stand-in for the shell's dist folder: a hashed script and its source map. */
function standInBuild() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), 'console.log("shell");\n');
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js.map'), '{"version":3,"sources":["secret.ts"]}');
  return dist;
}
const dist = standInBuild();

/** How long a hook may take to start the API's process: a safety net for a busy machine, not a budget. */
const apiStartTimeoutMs = 120_000;

/**
 * The API as it runs behind the shell (trusting loopback, where the shell's proxy is), listening;
 * its mails arrive in `mailbox`.
 * @param {Record<string, string>} [env]
 */
async function startTestApi(env = {}) {
  const api = await startApiProcess({ TRUST_PROXY: 'loopback', ...env });
  return { url: api.url, mailbox: api.mailbox, close: api.stop };
}

/** A complete production configuration of the shell's server (its tests change one setting at a time). */
const productionEnvironment = {
  NODE_ENV: 'production',
  TRUST_PROXY: '10.0.0.0/8',
  API_URL: 'http://api.internal:4000',
  PUBLIC_URL: 'https://www.example.org',
  MARKETING_REMOTE_URL: 'https://marketing.cdn.example.org',
  SHIELD_REMOTE_URL: 'https://shield.cdn.example.org',
  PORTAL_REMOTE_URL: 'https://portal.cdn.example.org',
  APPEALS_REMOTE_URL: 'https://appeals.cdn.example.org',
  PROVIDERS_FILE: path.join(__dirname, '..', '..', 'providers.example.json'),
};

/**
 * The shell's app in front of `apiUrl`, configured by `env` as its server would be; `routes`: each
 * remote's published routes, in place of the stand-in path lists.
 * @param {{ apiUrl: string, env?: NodeJS.ProcessEnv, routes?: Record<string, import('./remote-registry').PublishedRoute[]> }} options
 */
function createTestShell({ apiUrl, env = {}, routes }) {
  const config = readShellConfig({ API_URL: apiUrl, ...env });
  const paths = routes ? Object.fromEntries(Object.entries(routes).map(([name, list]) => [name, list.map((route) => route.path)])) : buildTimePaths;
  return createShellApp({ config, dist, indexHtml, buildTimePaths: paths, buildTimeRoutes: routes, log: () => undefined }).app;
}

module.exports = { apiStartTimeoutMs, startTestApi, createTestShell, productionEnvironment };
