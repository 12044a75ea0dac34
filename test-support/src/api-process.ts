// The API as a process of its own on a free loopback port, run from its sources (no build needed):
// what the shell's server tests put behind its /api proxy, without importing the API's code. Its
// mails go to an SMTP sink the caller reads; its store and limits live in that process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './network';
import { SmtpSink } from './smtp-sink';

const apiServerSource = path.join(__dirname, '..', '..', 'api', 'src', 'server.ts');
/** Runs the API's TypeScript through the project's one SWC loader (tooling). */
const runFromSource = `require('tooling/lib/route-paths').registerTypeScriptLoader(); require(${JSON.stringify(apiServerSource)});`;

export type ApiProcess = { url: string; mailbox: SmtpSink; stop: () => Promise<void> };

/**
 * Starts the API over the demo data with `env` (limits, say) and resolves once it answers its
 * health check. Nothing of the caller's environment reaches it but PATH: no Redis, no CRM.
 */
export async function startApiProcess(env: Record<string, string> = {}): Promise<ApiProcess> {
  const [port, mailbox] = await Promise.all([freePort(), SmtpSink.start()]);
  const child = spawn(process.execPath, ['-e', runFromSource], {
    cwd: path.dirname(apiServerSource),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      API_PORT: String(port),
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      SMTP_URL: mailbox.url,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await mailbox.stop();
  };
  // However long a busy machine takes to compile and start it: the caller's test time-out bounds it.
  for (;;) {
    if (child.exitCode !== null) {
      await mailbox.stop();
      throw new Error(`the API exited with ${child.exitCode}: ${output}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, mailbox, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
