// @ts-check
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { readShellConfig } = require('./config');

describe("the shell server's configuration", () => {
  it('trusts no proxy by default, outside production', () => {
    expect(readShellConfig({})).toMatchObject({ production: false, trustProxy: false, port: 3000, apiUrl: 'http://localhost:4000' });
  });

  it.each([
    ['1', 1],
    ['0', 0],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 2001:db8::/32', '10.0.0.0/8,2001:db8::/32'],
  ])('reads TRUST_PROXY=%j', (value, setting) => {
    expect(readShellConfig({ NODE_ENV: 'production', TRUST_PROXY: value }).trustProxy).toEqual(setting);
  });

  it('refuses to start in production without TRUST_PROXY, saying what to set', () => {
    expect(() => readShellConfig({ NODE_ENV: 'production' })).toThrow(/TRUST_PROXY: is required when NODE_ENV=production: the load balancer/);
  });

  it('refuses TRUST_PROXY=true anywhere, saying why', () => {
    expect(() => readShellConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" is refused: it would believe an X-Forwarded-For header from anyone/);
  });

  it.each(['yes', '10.0.0.0/40', 'loopback;10.0.0.1'])('refuses TRUST_PROXY=%j', (value) => {
    expect(() => readShellConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY: must be a hop count');
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
