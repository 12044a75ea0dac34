// @ts-check
// Serves one checkout's production build the way `npm start` does (same process list), on ports
// of the bench's own, and hands out login links the way a visitor gets them (the API's outbox
// mailer prints each login email on its console when no SMTP server is configured).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isPortOpen } from '../lib/run.mjs';

const { remotes } = createRequire(import.meta.url)('../../shell/remotes.js');

/**
 * The variables that put a whole site on a block of ports: the shell on `base`, the remotes on
 * base+1…base+4, the API on `apiPort`.
 * @param {number} base
 * @param {number} apiPort
 */
export function portEnv(base, apiPort) {
  /** @type {Record<string, string>} */
  const env = { PORT: String(base), API_PORT: String(apiPort) };
  remotes.forEach((/** @type {{ portVariable: string }} */ remote, /** @type {number} */ index) => {
    env[remote.portVariable] = String(base + 1 + index);
  });
  return env;
}

/**
 * @typedef {object} ServedSite
 * @property {string} url the shell's origin
 * @property {(email: string) => Promise<URL>} loginLink asks for a login email and returns its link
 * @property {() => Promise<void>} stop
 */

/**
 * Starts every process of the site in `checkout` and waits until each one listens.
 * @param {{ checkout: string, env: Record<string, string> }} options `env`: ports (see portEnv) and any other variable
 * @returns {Promise<ServedSite>}
 */
export async function serveSite({ checkout, env: overrides }) {
  const env = { ...process.env, LOG_LEVEL: 'warn', ...overrides };
  // The checkout's own list: an earlier commit may run its parts from other files.
  const processList = path.join(checkout, 'scripts/lib/site-processes.mjs');
  if (!fs.existsSync(processList)) throw new Error(`${checkout} has no scripts/lib/site-processes.mjs: the bench cannot tell how to serve it`);
  /** @type {typeof import('../lib/site-processes.mjs')} */
  const { siteProcesses } = await import(pathToFileURL(processList).href);
  const { shellPort, processes } = siteProcesses(env);
  for (const { name, port } of processes) {
    if (await isPortOpen(port)) throw new Error(`port ${port} (${name}) is already in use: stop what runs there or move the bench's ports`);
  }
  let apiOutput = '';
  const children = processes.map(({ name, command, env: extra }) => {
    const [file, ...args] = command;
    const child = spawn(file, args, { cwd: checkout, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors = (errors + chunk).slice(-4000);
    });
    child.stdout.on('data', (chunk) => {
      if (name === 'api') apiOutput += chunk;
    });
    return { name, child, errors: () => errors };
  });

  const stop = async () => {
    await Promise.all(
      children.map(({ child }) => (child.exitCode === null && child.signalCode === null ? new Promise((done) => child.once('exit', done).kill('SIGTERM')) : null)),
    );
  };

  try {
    for (const [index, { name, port }] of processes.entries()) {
      const { child, errors } = children[index];
      for (let waited = 0; !(await isPortOpen(port)); waited += 100) {
        if (child.exitCode !== null) throw new Error(`${name} (in ${checkout}) exited: ${errors()}`);
        if (waited > 20_000) throw new Error(`${name} (in ${checkout}) did not listen on ${port} in 20 s: ${errors()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const url = `http://localhost:${shellPort}`;
  return {
    url,
    stop,
    async loginLink(email) {
      const printedBefore = apiOutput.length;
      const response = await fetch(`${url}/api/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      if (!response.ok) throw new Error(`POST /api/email answered ${response.status}: ${await response.text()}`);
      // The mail goes out after the answer; its link names the configured PUBLIC_URL, so only its
      // query (record id and one-time code) is kept, on this site's origin.
      for (let waited = 0; waited < 15_000; waited += 100) {
        const link = /\/portal\?(\S+)/.exec(apiOutput.slice(printedBefore))?.[1];
        if (link) return new URL(`/portal?${link}`, url);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no login link for ${email} on the API's console in 15 s`);
    },
  };
}
