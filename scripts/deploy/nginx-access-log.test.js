// @ts-check
// The committed nginx configuration (deploy/nginx/digital-harbor.conf), run by Debian's nginx in
// front of a stand-in shell: a login link's code never reaches the site's access log.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { writeNginxPrefix } = require('../lib/nginx-prefix');

/** @returns {Promise<number>} a port nobody listens on right now */
function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {string} url @param {Record<string, string>} headers */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    }).on('error', reject);
  });
}

describe('the committed nginx configuration', () => {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let nginx;
  /** @type {http.Server | undefined} */
  let shell;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-log-'));
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((resolve) => shell?.close(resolve));
  });

  it('logs a login link\'s path without its query, and no Referer carrying it', async () => {
    shell = http.createServer((_request, response) => response.end('page')).listen(0, '127.0.0.1');
    await new Promise((resolve) => shell?.once('listening', resolve));
    const shellAddress = `127.0.0.1:${/** @type {net.AddressInfo} */ (shell.address()).port}`;
    const sitePort = await freePort();
    const siteLog = path.join(dir, 'site-access.log');
    /** @type {Record<string, string>} */
    const values = { SITE_LISTEN: `127.0.0.1:${sitePort}`, SITE_ACCESS_LOG: siteLog, SHELL_1: shellAddress, SHELL_2: shellAddress };
    for (const name of ['API_LISTEN', 'API_1', 'API_2', 'MARKETING_LISTEN', 'SHIELD_LISTEN', 'PORTAL_LISTEN', 'APPEALS_LISTEN']) values[name] = `127.0.0.1:${await freePort()}`;
    for (const name of ['MARKETING_DIST', 'SHIELD_DIST', 'PORTAL_DIST', 'APPEALS_DIST']) values[name] = dir;
    // What Debian's nginx.conf puts around it, with its default (combined) access log.
    const nginxConf = writeNginxPrefix({ dir, values, workerConnections: 64, httpLines: [`access_log ${dir}/default-access.log combined;`] });
    const errorLog = path.join(dir, 'error.log');
    nginx = spawn('nginx', ['-p', dir, '-c', nginxConf, '-e', errorLog], { stdio: 'ignore' });
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await get(`${siteUrl}/healthz`, {});
        break;
      } catch (error) {
        if (attempt > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : error}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    const code = 'a-login-code-that-must-not-be-logged';
    expect(await get(`${siteUrl}/portal?recordId=1234&jwt=${code}`, {})).toBe(200);
    expect(await get(`${siteUrl}/api/portal-view`, { Referer: `${siteUrl}/portal?recordId=1234&jwt=${code}` })).toBe(200);
    // nginx writes a line once a request is answered.
    for (let attempt = 0; !(fs.existsSync(siteLog) && fs.readFileSync(siteLog, 'utf8').includes('/api/portal-view')); attempt += 1) {
      if (attempt > 100) throw new Error('nothing was logged');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const logged = fs.readFileSync(siteLog, 'utf8');
    expect(logged).toContain('"GET /portal HTTP/1.1" 200');
    expect(logged).not.toContain(code);
    expect(fs.existsSync(path.join(dir, 'default-access.log')) ? fs.readFileSync(path.join(dir, 'default-access.log'), 'utf8') : '').not.toContain(code);
  });
});
