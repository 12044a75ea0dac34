// @ts-check
// Every outside origin the apps' embed configuration names must be allowed by the shell's policy
// (or be a plain link), so a new embed cannot be silently blocked in the browser.
const fs = require('node:fs');
const path = require('node:path');
const { embedOrigins, linkedOrigins } = require('./embed-origins');
const { contentSecurityPolicyTemplate } = require('./security-headers');

const repoRoot = path.resolve(__dirname, '..', '..');
const embedFiles = [
  ...fs
    .readdirSync(repoRoot)
    .map((folder) => path.join(folder, 'src', 'config', 'embeds.ts'))
    .filter((file) => fs.existsSync(path.join(repoRoot, file))),
  // The appeal pages' videos are data, not configuration.
  'appeals-remote/src/content/appeals.json',
];

describe('the embed origins the Content-Security-Policy allows', () => {
  it('finds the configuration of the shell and the remotes', () => {
    expect(embedFiles).toEqual(expect.arrayContaining(['shell/src/config/embeds.ts', 'appeals-remote/src/config/embeds.ts']));
  });

  it.each(embedFiles)('cover every origin in %s', (file) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const origins = new Set([...text.matchAll(/https?:\/\/[a-z0-9.-]+(?::\d+)?/gi)].map(([url]) => new URL(url).origin));
    const known = new Set([...embedOrigins.map((embed) => embed.origin), ...linkedOrigins]);
    const missing = [...origins].filter((origin) => !known.has(origin));
    expect(missing).toEqual([]);
  });

  it('are https origins, each named once, each in the policy', () => {
    const origins = embedOrigins.map((embed) => embed.origin);
    expect(new Set(origins).size).toBe(origins.length);
    const policy = contentSecurityPolicyTemplate({ remoteUrls: [] });
    for (const origin of origins) {
      expect(new URL(origin).origin).toBe(origin);
      expect(origin.startsWith('https://')).toBe(true);
      expect(policy).toContain(` ${origin}`);
    }
  });
});
