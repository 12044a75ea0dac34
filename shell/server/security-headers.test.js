// @ts-check
const path = require('node:path');
const request = require('supertest');
const { createTestShell } = require('./testing');

/** @param {string} policy */
const directivesOf = (policy) =>
  Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const remotes = {
  MARKETING_REMOTE_URL: 'https://marketing.cdn.example.org',
  SHIELD_REMOTE_URL: 'https://shield.cdn.example.org/releases/',
  PORTAL_REMOTE_URL: 'https://portal.cdn.example.org',
  APPEALS_REMOTE_URL: 'https://appeals.cdn.example.org',
};

describe("the shell's security headers", () => {
  const shell = createTestShell({ apiUrl: 'http://127.0.0.1:9', env: remotes });

  it('a page carries a Content-Security-Policy built from the remote and embed origins, with a fresh nonce for its scripts', async () => {
    const page = await request(shell).get('/donate').expect(200);
    const policy = directivesOf(page.headers['content-security-policy'] ?? '');

    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    for (const origin of ['https://marketing.cdn.example.org', 'https://shield.cdn.example.org', 'https://appeals.cdn.example.org']) {
      expect(policy['script-src']).toContain(origin);
      expect(policy['connect-src']).toContain(origin);
    }
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://forms.zohopublic.com', 'https://www.youtube-nocookie.com']));
    expect(policy['script-src']).toContain('https://desk.zoho.com');
    // No eval, no inline script without the nonce; the API is reached through /api on this origin.
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(page.headers['content-security-policy']).not.toContain('127.0.0.1:9');

    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy['script-src']?.join(' ') ?? '')?.[1];
    expect(nonce).toHaveLength(24);
    expect(page.text).toContain(`<script nonce="${nonce}" defer src="/main.0123abcd.js">`);
    expect(page.text).toContain(`<script nonce="${nonce}">window.inline = true;</script>`);
    const again = await request(shell).get('/donate');
    expect(again.headers['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  });

  it('sends the basics on every answer, and no HSTS outside production', async () => {
    for (const path of ['/', '/no-such-page', '/remotes.json', '/main.0123abcd.js']) {
      const answer = await request(shell).get(path);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends no Referer at all from the portal\'s pages, whose address holds the login code', async () => {
    for (const path of ['/portal?recordId=5725767000000100001&jwt=a-login-code', '/auth', '/champions']) {
      expect((await request(shell).get(path)).headers['referrer-policy']).toBe('no-referrer');
    }
    expect((await request(shell).get('/no-such-page?jwt=a-login-code')).headers['referrer-policy']).toBe('no-referrer');
    expect((await request(shell).get('/shield')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('asks for HTTPS only (HSTS) in production', async () => {
    const production = createTestShell({ apiUrl: 'http://127.0.0.1:9', env: { ...remotes, NODE_ENV: 'production', TRUST_PROXY: 'loopback', API_URL: 'http://127.0.0.1:9', PUBLIC_URL: 'https://www.example.org', PROVIDERS_FILE: path.join(__dirname, '..', '..', 'providers.example.json') } });
    for (const path of ['/', '/main.0123abcd.js']) {
      expect((await request(production).get(path)).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('does not serve source maps', async () => {
    await request(shell).get('/main.0123abcd.js').expect(200);
    const map = await request(shell).get('/main.0123abcd.js.map').expect(404);
    expect(map.text).not.toContain('secret.ts');
  });
});
