// @ts-check
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { readShellConfig } = require('./config');
const { productionEnvironment } = require('./testing');

describe("the shell server's configuration", () => {
  it('trusts no proxy by default, outside production', () => {
    expect(readShellConfig({})).toMatchObject({ production: false, trustProxy: false, port: 3000, apiUrl: 'http://localhost:4000' });
  });

  it('listens on loopback unless HOST says where', () => {
    expect(readShellConfig({}).host).toBe('127.0.0.1');
    expect(readShellConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  // Read by the package the API shares (trust-proxy-setting, which has the cases).
  it('reads TRUST_PROXY', () => {
    expect(readShellConfig({ ...productionEnvironment, TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32' }).trustProxy).toBe('10.0.0.0/8,2001:db8::/32');
    expect(readShellConfig({ ...productionEnvironment, TRUST_PROXY: '0' }).trustProxy).toBe(0);
  });

  it('refuses to start in production without TRUST_PROXY, saying what to set', () => {
    expect(() => readShellConfig({ ...productionEnvironment, TRUST_PROXY: undefined })).toThrow(
      /^Invalid configuration of the shell server:\n- TRUST_PROXY: is required when NODE_ENV=production: the load balancer[^\n]*$/,
    );
  });

  it('refuses to start in production without https remotes, public URL and the API address, naming each', () => {
    let message = '';
    try {
      readShellConfig({ ...productionEnvironment, SHIELD_REMOTE_URL: 'http://shield.cdn.example.org', APPEALS_REMOTE_URL: '', API_URL: undefined, PUBLIC_URL: 'http://www.example.org' });
    } catch (error) {
      message = /** @type {Error} */ (error).message;
    }
    expect(message.split('\n').slice(1)).toEqual([
      '- SHIELD_REMOTE_URL: must be https when NODE_ENV=production',
      '- APPEALS_REMOTE_URL: is required when NODE_ENV=production (where this remote is deployed)',
      "- PUBLIC_URL: must be the site's https origin when NODE_ENV=production (the sitemap's addresses)",
      '- API_URL: is required when NODE_ENV=production (the internal address of the API instances)',
    ]);
  });

  it('serves shell/dist unless SHELL_DIST names another build, which must be there', () => {
    expect(readShellConfig({}).dist).toBe(path.join(__dirname, '..', 'dist'));
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
    fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html>');
    expect(readShellConfig({ SHELL_DIST: path.relative(process.cwd(), build) }).dist).toBe(build);
    fs.rmSync(build, { recursive: true });
    expect(() => readShellConfig({ SHELL_DIST: path.join(__dirname, 'no-such-build') })).toThrow(
      `- SHELL_DIST: ${path.join(__dirname, 'no-such-build')} holds no built shell (no index.html)`,
    );
  });

  it('serves the monolithic comparison only when told (SHELL_MONOLITH=1), and only a build that is one', () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
    fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html>');
    expect(readShellConfig({ SHELL_DIST: build }).bundledRemotes).toBe(false);
    expect(() => readShellConfig({ SHELL_DIST: build, SHELL_MONOLITH: '1' })).toThrow(
      `- SHELL_MONOLITH: ${build} is not the monolithic comparison's build (no route-assets.json)`,
    );
    fs.writeFileSync(path.join(build, 'route-assets.json'), '{}');
    expect(readShellConfig({ SHELL_DIST: build, SHELL_MONOLITH: '1' }).bundledRemotes).toBe(true);
    fs.rmSync(build, { recursive: true });
  });

  it.each([
    ['true', '- TRUST_PROXY: "true" is refused: it would believe an X-Forwarded-For header from anyone'],
    ['::/0', '- TRUST_PROXY: "::/0" is refused: its ranges cover every IPv6 address'],
    ['yes', '- TRUST_PROXY: must be a hop count'],
  ])('refuses TRUST_PROXY=%j, saying why', (value, message) => {
    expect(() => readShellConfig({ ...productionEnvironment, TRUST_PROXY: value })).toThrow(message);
  });

  it('the server process exits with the message, before serving anything', () => {
    const result = spawnSync(process.execPath, [path.join(__dirname, 'index.js')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration of the shell server:\n- TRUST_PROXY: is required when NODE_ENV=production');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
