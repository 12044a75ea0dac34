// @ts-check
// The shell server's settings, read and checked once at start.
const fs = require('node:fs');
const path = require('node:path');
const { readProvidersConfig } = require('composition-contract/providers-config');
const { remotes, remoteLocations } = require('../remotes');
const { listenHost } = require('serve-kit');
const { parseTrustProxy } = require('trust-proxy-setting');

/**
 * @typedef {object} ShellConfig
 * @property {boolean} production NODE_ENV=production: HSTS, and every setting below must be explicit
 * @property {number} port
 * @property {string} host the address it listens on (HOST): 127.0.0.1, or e.g. 0.0.0.0 behind a load balancer on another host
 * @property {string} apiUrl where /api is proxied (a server-side address: the browser only sees /api)
 * @property {{ name: string, url: string }[]} remotes
 * @property {string} publicOrigin the site's public origin (PUBLIC_URL): absolute URLs in the sitemap, never the request's Host
 * @property {number | string | false} trustProxy Express's "trust proxy"; false: nobody's X-Forwarded-For is believed
 * @property {string} dist the built shell it serves (SHELL_DIST): shell/dist, or e.g. shell/dist-monolith (the monolithic build)
 * @property {import('composition-contract/providers-config').ProvidersConfig} providers the third-party providers the pages embed (PROVIDERS_FILE)
 * @property {number} startupWaitMs how long a starting shell waits to read every remote's routes and pages before it listens, degraded (STARTUP_WAIT_SECONDS, 30)
 */

/**
 * Throws one error naming every problem (never a value), so a half-configured production shell
 * does not start: without TRUST_PROXY, every visitor behind a load balancer would look like the
 * load balancer, and one visitor's failed codes would lock everyone out; without the remotes'
 * https addresses and the API's, the site could not load.
 * @param {NodeJS.ProcessEnv} env
 * @returns {ShellConfig}
 */
function readShellConfig(env) {
  const production = env.NODE_ENV === 'production';
  /** @type {string[]} */
  const problems = [];
  /** @type {number | string | false} */
  let trustProxy = false;
  const trustProxyValue = env.TRUST_PROXY ?? '';
  if (trustProxyValue === '') {
    if (production) {
      problems.push(
        '- TRUST_PROXY: is required when NODE_ENV=production: the load balancer in front of the shell (its subnet, "loopback", or a hop count; "0" when visitors connect directly)',
      );
    }
  } else {
    const parsed = parseTrustProxy(trustProxyValue);
    if ('problem' in parsed) problems.push(`- TRUST_PROXY: ${parsed.problem}`);
    else trustProxy = parsed.setting;
  }
  if (production) {
    // The local defaults (http://localhost:300x) would give visitors a site that cannot load.
    for (const { urlVariable } of remotes) {
      const url = env[urlVariable] ?? '';
      if (url === '') problems.push(`- ${urlVariable}: is required when NODE_ENV=production (where this remote is deployed)`);
      else if (!url.startsWith('https://')) problems.push(`- ${urlVariable}: must be https when NODE_ENV=production`);
    }
    const publicUrl = env.PUBLIC_URL ?? '';
    if (!publicUrl.startsWith('https://')) problems.push('- PUBLIC_URL: must be the site\'s https origin when NODE_ENV=production (the sitemap\'s addresses)');
    if ((env.API_URL ?? '') === '') problems.push('- API_URL: is required when NODE_ENV=production (the internal address of the API instances)');
  }
  const distValue = env.SHELL_DIST ?? '';
  const dist = distValue === '' ? path.join(__dirname, '..', 'dist') : path.resolve(distValue);
  if (distValue !== '' && !fs.existsSync(path.join(dist, 'index.html'))) {
    problems.push(`- SHELL_DIST: ${dist} holds no built shell (no index.html); build it first (npm run build -w shell, or build:monolith)`);
  }
  // Every embed configured or explicitly off in production: never a placeholder in front of visitors.
  const providers = readProvidersConfig(env);
  if ('problems' in providers) problems.push(...providers.problems);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push('- PORT: must be a port number');
  const startupWaitSeconds = Number(env.STARTUP_WAIT_SECONDS ?? 30);
  if (!Number.isFinite(startupWaitSeconds) || startupWaitSeconds < 0) problems.push('- STARTUP_WAIT_SECONDS: must be a number of seconds');
  if (problems.length > 0 || !('config' in providers)) throw new Error(`Invalid configuration of the shell server:\n${problems.join('\n')}`);
  const publicOrigin = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return { production, port, host: listenHost(env), apiUrl: env.API_URL ?? 'http://localhost:4000', remotes: remoteLocations(env), trustProxy, publicOrigin, dist, providers: providers.config, startupWaitMs: startupWaitSeconds * 1000 };
}

module.exports = { readShellConfig };
