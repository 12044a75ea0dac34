// @ts-check
// Where a session lives (sign-in, the signed-in portal) the Content-Security-Policy allows no outside
// script: no third-party code can read the login code in the address or the token in storage.
// (Embedded frames, such as the footer's newsletter form, run in their own origin.)
const request = require('supertest');
const { embedOrigins, readProvidersConfig } = require('composition-contract/providers-config');
const { createTestShell } = require('./testing');

const remoteOrigins = ['http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3004'];
const shell = createTestShell({
  apiUrl: 'http://127.0.0.1:9',
  env: {
    MARKETING_REMOTE_URL: remoteOrigins[0],
    SHIELD_REMOTE_URL: remoteOrigins[1],
    PORTAL_REMOTE_URL: remoteOrigins[2],
    APPEALS_REMOTE_URL: remoteOrigins[3],
  },
});

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

describe('session pages', () => {
  it.each(['/auth', '/auth/sent', '/portal', '/champions', '/portal?recordId=1&jwt=code'])('%s: the policy lets no outside script in', async (path) => {
    const answer = await request(shell).get(path);
    const byName = directives(String(answer.headers['content-security-policy']));
    const scriptSources = byName.get('script-src') ?? [];
    for (const origin of thirdPartyOrigins) expect(scriptSources).not.toContain(origin);
    expect(scriptSources.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'", ...remoteOrigins]);
    expect(byName.get('default-src')).toEqual(["'self'"]);
  });

  it('other pages keep the providers their embeds need', async () => {
    const answer = await request(shell).get('/').expect(200);
    const scriptSources = directives(String(answer.headers['content-security-policy'])).get('script-src') ?? [];
    expect(scriptSources).toContain('https://desk.zoho.com');
    expect(scriptOrigins.length).toBeGreaterThan(0);
    for (const origin of scriptOrigins) expect(scriptSources).toContain(origin);
  });
});
