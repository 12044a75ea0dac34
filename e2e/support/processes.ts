import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { repoRoot } from './site';

/** How much of a server's output is kept for a failing test's report, or a failed start's message (its end). */
const KEPT_OUTPUT_CHARS = 20_000;
const outputs = new WeakMap<ChildProcess, { text: string }>();

/** What a server started here has written lately (stdout and stderr), for a failing test's report. */
export function recentOutput(child: ChildProcess): string {
  return outputs.get(child)?.text ?? '';
}

/** Starts a server and waits until its port accepts connections (or it exits). */
export async function startServer(name: string, args: string[], port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn('node', args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { text: '' };
  outputs.set(child, output);
  const keep = (chunk: Buffer) => {
    output.text = (output.text + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // 'close' comes once the output has been read to its end: an exit can be seen before it has.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  // A safety net, not a budget: a busy machine may take long to start it (a shell also waits to read its remotes).
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      throw new Error(`${name} exited early (exit code ${child.exitCode}): ${output.text}`);
    }
    if (await isListening(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${name} did not listen on port ${port}: ${output.text}`);
}

export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Serves a built remote folder the way production does. */
export function serveRemote(name: string, dist: string, port: number) {
  return startServer(name, ['serve-kit/bin/serve-app.js', dist, String(port)], port);
}

/** A port nobody listens on right now: a server a spec starts for itself takes one, so specs can run side by side. */
export { freePort } from 'test-support/network';
