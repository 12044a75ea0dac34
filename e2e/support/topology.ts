// The production topology on one machine, as `npm run test:topology` runs it: Debian's nginx
// (deploy/nginx/digital-harbor.conf, filled with free loopback ports) in front of two shells and
// two APIs on one Redis of its own, the four remotes' built folders served by nginx as static
// origins, and a real SMTP server on loopback. The shells and APIs listen on HOST=0.0.0.0 and
// nginx reaches them at 127.0.0.2, an address a server bound to 127.0.0.1 would not answer.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OwnRedisServer } from '../../api/test/helpers/redis';
import { upstreamFailTimeoutSeconds, writeNginxPrefix } from '../../scripts/lib/nginx-prefix';
import { logDir } from '../topology/output';
import { SmtpSink } from 'test-support/smtp-sink';
import { loginLinkIn } from './portalSite';
import { repoRoot } from './site';

const remoteNames = ['marketing', 'shield', 'portal', 'appeals'] as const;
/** The deployable parts as production installs them (`npm run package`, then `npm ci --omit=dev` in each): scripts/test-topology.mjs writes them. */
const packagedRoot = path.join(repoRoot, 'packaged');
type RemoteName = (typeof remoteNames)[number];

/** The address nginx uses to reach the instances: served only by a server listening on every address. */
const instanceAddress = '127.0.0.2';

/** A port free on every address right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '0.0.0.0');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP request on a fresh connection, sent from the loopback address `from` (a visitor of
 * its own: 127.0.0.0/8 is all this machine's). Rejects after `timeoutMs` without an answer.
 */
export function send(
  url: string,
  { method = 'GET', body, headers = {}, from = '127.0.0.1', timeoutMs = 10_000 }: { method?: string; body?: unknown; headers?: Record<string, string>; from?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
        headers: { ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

async function waitUntil(what: string, condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A shell or API process, restartable on its port. */
export class Instance {
  #child: ChildProcess | undefined;
  #output = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly script: string,
    private readonly healthPath: string,
    private readonly env: Record<string, string>,
    private readonly logDir: string,
  ) {}

  get url(): string {
    return `http://${instanceAddress}:${this.port}`;
  }

  /** Starts it and resolves once its health endpoint answers 200 at 127.0.0.2 (so on HOST=0.0.0.0). */
  async start(): Promise<void> {
    const log = fs.createWriteStream(path.join(this.logDir, `${this.name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [path.join(packagedRoot, this.script)], {
      cwd: path.join(packagedRoot, this.script.split('/')[0] ?? ''),
      env: { ...process.env, ...this.env, HOST: '0.0.0.0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.#output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        this.#output = (this.#output + chunk.toString()).slice(-4000);
        log.write(chunk);
      });
    }
    child.once('exit', () => log.end());
    await waitUntil(`${this.name} healthy`, async () => {
      if (child.exitCode !== null) throw new Error(`${this.name} exited with ${child.exitCode}: ${this.#output}`);
      return (await send(`${this.url}${this.healthPath}`, { timeoutMs: 2000 })).status === 200;
      // A shell listens once it has read every remote's pages: a busy machine may take a while.
    }, 60_000);
  }

  /** SIGTERM, as a release does; resolves with the exit code once it has drained and exited. */
  async stop(): Promise<number | null> {
    const child = this.#child;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill('SIGTERM');
    const [code] = await exited;
    return code;
  }

  kill(): void {
    if (this.#child && this.#child.exitCode === null) this.#child.kill('SIGKILL');
  }
}

/** A remote's packaged static server (`serve-app` of its production install) on a free port: what nginx's origins must match. */
export async function serveWithStaticServer(remoteFolder: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const part = path.join(packagedRoot, remoteFolder);
  const child = spawn(process.execPath, [path.join(part, 'node_modules/serve-kit/bin/serve-app.js'), path.join(part, 'dist'), String(port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil('the static server listening', async () => (await send(`${url}/healthz`, { timeoutMs: 2000 })).status === 200);
  return {
    url,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export class Topology {
  /** Each instance's output and nginx's logs, kept after the run. */
  static readonly logDir = logDir;
  readonly siteUrl: string;
  readonly remoteUrls: Record<RemoteName, string>;
  /** The marketing remote's folder as nginx serves it: the release test puts a new build here. */
  readonly marketingLiveDir: string;
  readonly shells: Instance[];
  readonly apis: Instance[];
  #nginx: ChildProcess | undefined;

  private constructor(
    readonly dir: string,
    readonly mailbox: SmtpSink,
    /** The topology's own Redis (never the shared one): stopped and started by the outage test. */
    readonly redis: OwnRedisServer,
    private readonly ports: Record<string, number>,
  ) {
    this.siteUrl = `http://127.0.0.1:${ports.site}`;
    this.remoteUrls = Object.fromEntries(remoteNames.map((name) => [name, `http://127.0.0.1:${ports[name]}`])) as Record<RemoteName, string>;
    this.marketingLiveDir = path.join(dir, 'marketing-live');
    const logDir = Topology.logDir;
    // The APIs run as in production (every embedded default refused). Their PUBLIC_URL must be
    // https there; it only makes the mailed links, which the tests read and do not open.
    const apiEnv = {
      NODE_ENV: 'production',
      CRM: 'local',
      CRM_DATA: path.join(packagedRoot, 'api/demo-data.json'),
      BILLING: 'local',
      BILLING_DATA: path.join(packagedRoot, 'api/billing-demo-data.json'),
      SHIELD_REFERRAL_SECRET: 'topology-test-referral-secret-0123456789',
      API_PORT: '',
      REDIS_URL: this.redis.url,
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Digital Harbor <no-reply@example.org>',
      // The same on every instance: a session issued by one is valid at the other.
      JWT_SECRET: 'topology-test-secret-0123456789-abcdefghijklmnop',
      // Production refuses the development key; both instances sign with this one.
      CERTIFICATE_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      PUBLIC_URL: this.siteUrl.replace(/^http:/, 'https:'),
      // nginx, on loopback, passes on the X-Forwarded-For the shell wrote.
      TRUST_PROXY: 'loopback',
      SIGNIN_LIMIT_PER_IP: '3',
      // The rolling restart's load reads one record thousands of times from one session and address.
      PORTAL_READS_PER_SESSION: '1000000',
      PORTAL_READS_PER_IP: '1000000',
      LOG_LEVEL: 'warn',
    };
    const shellEnv = {
      API_URL: `http://127.0.0.1:${ports.apiBalancer}`,
      PUBLIC_URL: this.siteUrl,
      // nginx, on loopback, replaces the visitor's X-Forwarded-For with the visitor's address.
      TRUST_PROXY: 'loopback',
      MARKETING_REMOTE_URL: this.remoteUrls.marketing,
      SHIELD_REMOTE_URL: this.remoteUrls.shield,
      PORTAL_REMOTE_URL: this.remoteUrls.portal,
      APPEALS_REMOTE_URL: this.remoteUrls.appeals,
      // A packaged shell has no repository around it to find the development example in.
      PROVIDERS_FILE: path.join(repoRoot, 'providers.example.json'),
    };
    this.apis = [1, 2].map((n) => {
      const port = ports[`api${n}`] ?? 0;
      return new Instance(`api-${n}`, port, 'api/dist/server.js', '/api/health', { ...apiEnv, API_PORT: String(port) }, logDir);
    });
    this.shells = [1, 2].map((n) => {
      const port = ports[`shell${n}`] ?? 0;
      return new Instance(`shell-${n}`, port, 'shell/server/index.js', '/healthz', { ...shellEnv, PORT: String(port) }, logDir);
    });
  }

  static async start(): Promise<Topology> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-'));
    // nginx's workers (an unprivileged user when started as root) read and write below it.
    fs.chmodSync(dir, 0o755);
    fs.rmSync(Topology.logDir, { recursive: true, force: true });
    fs.mkdirSync(Topology.logDir, { recursive: true });
    const names = ['site', 'apiBalancer', ...remoteNames, 'shell1', 'shell2', 'api1', 'api2', 'smtp'];
    const ports: Record<string, number> = {};
    for (const name of names) {
      let port = await freePort();
      while (Object.values(ports).includes(port)) port = await freePort();
      ports[name] = port;
    }
    const mailbox = await SmtpSink.start(ports.smtp ?? 0);
    const topology = new Topology(dir, mailbox, await OwnRedisServer.start(), ports);
    // Should the test's process end without stopping the topology, nothing it started stays behind.
    process.once('exit', () => topology.#kill());
    try {
      fs.cpSync(path.join(packagedRoot, 'marketing-remote/dist'), topology.marketingLiveDir, { recursive: true });
      await Promise.all(topology.apis.map((api) => api.start()));
      await topology.#startNginx();
      await Promise.all(topology.shells.map((shell) => shell.start()));
    } catch (error) {
      await topology.stop();
      throw error;
    }
    return topology;
  }

  async #startNginx(): Promise<void> {
    const { ports, dir } = this;
    const at = (port: number | undefined) => `127.0.0.1:${port}`;
    // What Debian's /etc/nginx/nginx.conf provides around the site's file, in a folder of its own:
    // its own pid, logs and temporary files, in the foreground, never the system's nginx or port 80.
    const nginxConf = writeNginxPrefix({
      dir,
      workerConnections: 512,
      values: {
        SITE_LISTEN: at(ports.site),
        SITE_ACCESS_LOG: path.join(Topology.logDir, 'nginx-site-access.log'),
        API_LISTEN: at(ports.apiBalancer),
        SHELL_1: `${instanceAddress}:${ports.shell1}`,
        SHELL_2: `${instanceAddress}:${ports.shell2}`,
        API_1: `${instanceAddress}:${ports.api1}`,
        API_2: `${instanceAddress}:${ports.api2}`,
        MARKETING_LISTEN: at(ports.marketing),
        MARKETING_DIST: this.marketingLiveDir,
        SHIELD_LISTEN: at(ports.shield),
        SHIELD_DIST: path.join(packagedRoot, 'shield-remote/dist'),
        PORTAL_LISTEN: at(ports.portal),
        PORTAL_DIST: path.join(packagedRoot, 'portal-remote/dist'),
        APPEALS_LISTEN: at(ports.appeals),
        APPEALS_DIST: path.join(packagedRoot, 'appeals-remote/dist'),
      },
      httpLines: [
        'include /etc/nginx/mime.types;',
        'default_type application/octet-stream;',
        `log_format upstreams '$remote_addr "$request" $status $upstream_addr $upstream_status';`,
        `access_log ${Topology.logDir}/nginx-access.log upstreams;`,
      ],
    });
    const nginx = spawn('nginx', ['-p', dir, '-c', nginxConf, '-e', path.join(Topology.logDir, 'nginx-error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
    this.#nginx = nginx;
    let errors = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await waitUntil('nginx listening', async () => {
      if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${errors}`);
      return (await send(`${this.remoteUrls.marketing}/routes.json`, { timeoutMs: 2000 })).status === 200;
    });
  }

  /**
   * Starts an instance and waits for nginx to send it requests again: its health endpoint answers,
   * and the committed fail_timeout has passed since nginx last found the instance closed. nginx
   * counts it in whole seconds from the second of that failure (`now - checked > fail_timeout`), so
   * up to one second more; the failure came before the instance listened, so fail_timeout + 1 s
   * after it answers always suffices (and a fifth of a second for the timers' rounding).
   */
  async startAndRejoin(instance: Instance): Promise<void> {
    await instance.start();
    await new Promise((resolve) => setTimeout(resolve, (upstreamFailTimeoutSeconds() + 1) * 1000 + 200));
  }

  /**
   * Restarts one instance the way a release does: SIGTERM, wait for it to drain and exit, start
   * the new one and wait until nginx has it back (`startAndRejoin`). Resolves with the old
   * process's exit code.
   */
  async restart(instance: Instance): Promise<number | null> {
    const code = await instance.stop();
    await this.startAndRejoin(instance);
    return code;
  }

  /** Signs `email` in through nginx from the visitor address `from`: the mailed link's code, exchanged. */
  async signIn(email: string, from: string): Promise<{ recordId: string; token: string }> {
    const link = await this.mailLoginLink(email, from);
    const exchanged = await send(`${this.siteUrl}/api/jwt`, { method: 'POST', from, body: { recordID: link.recordId, authCode: link.code } });
    if (exchanged.status !== 200) throw new Error(`POST /api/jwt answered ${exchanged.status}: ${exchanged.body}`);
    return { recordId: link.recordId, token: (JSON.parse(exchanged.body) as { token: string }).token };
  }

  /** Asks for a login link through nginx and reads it from the mail the API sent. */
  async mailLoginLink(email: string, from: string): Promise<{ recordId: string; code: string }> {
    const seen = this.mailbox.countTo(email);
    const asked = await send(`${this.siteUrl}/api/email`, { method: 'POST', from, body: { email } });
    if (asked.status !== 202) throw new Error(`POST /api/email answered ${asked.status}: ${asked.body}`);
    const link = loginLinkIn((await this.mailbox.nextMailTo(email, seen)).text);
    return { recordId: link.searchParams.get('recordId') ?? '', code: link.searchParams.get('jwt') ?? '' };
  }

  #kill(): void {
    for (const instance of [...this.shells, ...this.apis]) instance.kill();
    if (this.#nginx && this.#nginx.exitCode === null) this.#nginx.kill('SIGTERM');
    void this.redis.stop();
  }

  async stop(): Promise<void> {
    for (const instance of [...this.shells, ...this.apis]) instance.kill();
    const nginx = this.#nginx;
    if (nginx && nginx.exitCode === null) {
      const exited = once(nginx, 'exit');
      nginx.kill('SIGTERM');
      await exited;
    }
    await this.redis.stop();
    await this.mailbox.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
