import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createClient } from 'redis';
import { freePort } from './network';

/** The shared Redis of the test run; every test uses its own key prefix in it. */
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function uniqueKeyPrefix(): string {
  return `dh-test:${randomUUID()}:`;
}

/** Direct access to Redis for what the tests check or simulate behind the store's back. */
export async function rawRedis(url = redisUrl) {
  const client = createClient({ url });
  await client.connect();
  return client;
}

export async function deleteKeys(prefix: string): Promise<void> {
  const client = await rawRedis();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*` })) if (keys.length > 0) await client.del(keys);
  await client.close();
}

/**
 * Redis keeps its own time, so tests simulate elapsed time by shortening every TTL under the
 * prefix (and deleting what would have expired): the fake clock of the Redis adapter.
 */
export async function elapseRedisTime(prefix: string, seconds: number): Promise<void> {
  const client = await rawRedis();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*` })) {
    for (const key of keys) {
      const remainingMs = await client.pTTL(key);
      if (remainingMs < 0) continue;
      if (remainingMs <= seconds * 1000) await client.del(key);
      else await client.pExpire(key, remainingMs - seconds * 1000);
    }
  }
  await client.close();
}

/** A Redis server of the test's own, to stop and start without touching the shared one. */
export class OwnRedisServer {
  #process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedisServer> {
    const server = new OwnRedisServer(await freePort());
    await server.restart();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async restart(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.#process = child;
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
    child.removeAllListeners('exit');
  }

  /** Freezes the server: connections stay open but nothing is answered. */
  async pause(): Promise<void> {
    this.#process?.kill('SIGSTOP');
  }

  async resume(): Promise<void> {
    this.#process?.kill('SIGCONT');
  }

  async stop(): Promise<void> {
    const child = this.#process;
    if (child === undefined || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}
