// @ts-check
// Where a session lives (every route a remote marks `session: true`: sign-in, the signed-in portal,
// a certificate) the Content-Security-Policy allows no outside script: no third-party code can read
// the login code in the address or the token in storage. (Embedded frames, such as the footer's
// newsletter form, run in their own origin.) The routes are the remotes' own route tables, read as
// their builds read them for routes.json.
const path = require('node:path');
const request = require('supertest');
const { embedOrigins, readProvidersConfig } = require('composition-contract/providers-config');
const { remotes } = require('composition-contract/remotes');
const { readRoutes } = require('tooling/lib/route-paths');
const { createTestShell } = require('./testing');

const remoteOrigins = remotes.map((remote) => `http://localhost:${remote.port}`);
const routes = Object.fromEntries(remotes.map((remote) => [remote.name, readRoutes(path.join(__dirname, '..', '..', remote.folder, 'src', 'routes.tsx'))]));
const shell = createTestShell({
  apiUrl: 'http://127.0.0.1:9',
  env: Object.fromEntries(remotes.map((remote, index) => [remote.urlVariable, remoteOrigins[index]])),
  routes,
});
const allRoutes = Object.values(routes).flat();
const sessionPaths = allRoutes.filter((route) => route.session).map((route) => route.path);

/**
 * The policy's directives, by name.
 * @param {string} policy
 * @returns {Map<string, string[]>}
 */
function directives(policy) {
  return new Map(policy.split(';').map((directive) => {
    const [name = '', ...sources] = directive.trim().split(/\s+/);
    return [name, sources];
  }));
}

// The shell above runs with the development provider configuration (no PROVIDERS_FILE).
const providers = readProvidersConfig({});
if (!('config' in providers)) throw new Error(providers.problems.join('\n'));
const configuredOrigins = embedOrigins(providers.config);
const thirdPartyOrigins = [...new Set(configuredOrigins.map((embed) => embed.origin))];
const scriptOrigins = configuredOrigins.filter((embed) => embed.loads.includes('script')).map((embed) => embed.origin);

describe('pages that hold a session', () => {
  it('are the routes that read a login code or the session: sign-in and its answers, the portal, the champion profile, a certificate', () => {
    expect(sessionPaths).toEqual(expect.arrayContaining(['/auth', '/auth/sent', '/portal', '/champions', '/certificate']));
  });

  const asked = [...sessionPaths, '/Portal/', '/portal?recordId=1&jwt=code', '/certificate?recordId=1&deviceId=2'];
  it.each(asked)('%s: the policy lets no outside script in', async (pagePath) => {
    const answer = await request(shell).get(pagePath).expect(200);
    const byName = directives(String(answer.headers['content-security-policy']));
    const scriptSources = byName.get('script-src') ?? [];
    for (const origin of thirdPartyOrigins) expect(scriptSources).not.toContain(origin);
    expect(scriptSources.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'", ...remoteOrigins]);
    expect(byName.get('default-src')).toEqual(["'self'"]);
  });

  it.each(['/', '/verify'])('%s, whose route holds none, keeps the providers its embeds need', async (pagePath) => {
    const answer = await request(shell).get(pagePath).expect(200);
    const scriptSources = directives(String(answer.headers['content-security-policy'])).get('script-src') ?? [];
    expect(scriptOrigins.length).toBeGreaterThan(0);
    for (const origin of scriptOrigins) expect(scriptSources).toContain(origin);
  });
});
