#!/usr/bin/env node
// @ts-check
// The API under load: autocannon on loopback against the built API (api/dist/server.js), once with
// the in-process store and once with Redis. Three scenarios, each bounded in count and time:
//   1. a crowd asks for sign-in links (`POST /api/email`): distinct champions from distinct
//      addresses, so the per-email and per-address limits stay at their defaults;
//   2. the same crowd exchanges the codes it was mailed (`POST /api/jwt`), each code once;
//   3. signed-in champions load their portal (the reads of the applicant and donor screens) with a
//      warm CRM cache.
// Login codes reach the bench as they reach a person: the API mails them through SMTP, to a sink on
// loopback that this script runs. `measureApiLoad()` returns the report as a markdown section;
// `node scripts/bench/api-load.mjs` builds the API and prints it.
import autocannon from 'autocannon';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPortOpen } from '../lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiServer = path.join(root, 'api/dist/server.js');
// The SMTP sink, the mail parser and the Redis client are the API's own (test) dependencies.
const requireFromApi = createRequire(path.join(root, 'api/package.json'));
const { SMTPServer } = requireFromApi('smtp-server');
const { simpleParser } = requireFromApi('mailparser');
const { createClient } = requireFromApi('redis');

/** Champions in the measured crowd: each asks for one link and exchanges one code. */
const crowdSize = 1000;
const warmUpCrowdSize = 200;
/** The site-wide budget of sign-in lookups, lifted above every request the bench makes in a minute. */
const signInLookupsPerMinute = 10_000;
const connections = 20;
/** No scenario runs longer than this, whatever its request count. */
const scenarioLimitMs = 10_000;
const requestTimeoutSeconds = 5;
const portalReadsSeconds = 5;
const mailDeliveryLimitMs = 60_000;
/** Demo champions whose portals are read: an applicant whose computers were delivered, a donor. */
const portalChampions = ['applicant.client@example.org', 'donor.many@example.org'];

/**
 * @typedef {{ scenario: string, store: string, requests: number, requestsPerSecond: number, p50: number,
 *   p99: number, errors: number, stoppedEarly: boolean, rssAfterBytes: number }} Measurement
 * @typedef {Awaited<ReturnType<typeof load>>} LoadResult
 * @typedef {{ messages: string[], url: string, stop(): Promise<void> }} SmtpSink
 * @typedef {{ url: string, pid: number, stop(): Promise<void> }} RunningApi
 */

/** Measures every scenario against both stores; the API must be built. */
export async function measureApiLoad() {
  const workDirectory = await mkdtemp(path.join(os.tmpdir(), 'api-load-'));
  try {
    const crmData = path.join(workDirectory, 'crm-data.json');
    const crowd = await writeCrowdData(crmData);
    const measurements = await measureStore('in-process', {}, crmData, crowd);
    const redis = await findRedis();
    if (redis !== undefined) {
      // A prefix of its own: the Redis may be shared, and only these keys are deleted afterwards.
      const keyPrefix = `bench-api-load-${randomBytes(6).toString('hex')}:`;
      try {
        measurements.push(...(await measureStore('Redis', { REDIS_URL: redis.url, REDIS_KEY_PREFIX: keyPrefix }, crmData, crowd)));
      } finally {
        await deleteKeys(redis.url, keyPrefix);
        await redis.stop();
      }
    }
    return report(measurements, redis === undefined ? 'No Redis answered (`REDIS_URL`, else 127.0.0.1:6379) and none could be started: the Redis rows were not measured.' : undefined);
  } finally {
    await rm(workDirectory, { recursive: true, force: true });
  }
}

/**
 * The Redis to measure against: `REDIS_URL`, else the one on 127.0.0.1:6379, else a `redis-server`
 * of the bench's own on a free port, stopped afterwards. Undefined when there is none.
 * @returns {Promise<{ url: string, stop(): Promise<void> } | undefined>}
 */
async function findRedis() {
  const nothingToStop = async () => {};
  const configured = process.env.REDIS_URL || undefined;
  if (configured !== undefined) return (await redisAnswers(new URL(configured))) ? { url: configured, stop: nothingToStop } : undefined;
  const local = 'redis://127.0.0.1:6379';
  if (await redisAnswers(new URL(local))) return { url: local, stop: nothingToStop };

  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => {
    server.once('error', resolve);
    server.once('exit', resolve);
  });
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50 && server.exitCode === null; attempt += 1) {
    if (await redisAnswers(new URL(url))) {
      return {
        url,
        async stop() {
          server.kill();
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  return undefined;
}

/**
 * The CRM data set of the bench: the demo data plus a crowd of applicants, each with an email and a
 * loopback-trusted address of its own (as the shell forwards visitors' addresses).
 * @param {string} file
 * @returns {Promise<{ email: string, address: string }[]>}
 */
async function writeCrowdData(file) {
  const demo = JSON.parse(await readFile(path.join(root, 'api/demo-data.json'), 'utf8'));
  const crowd = Array.from({ length: warmUpCrowdSize + crowdSize }, (_, index) => ({
    id: `bench-crowd-${index}`,
    email: `crowd.${index}@example.org`,
    // Each in a network block (/24) of its own: the per-network limits count blocks.
    address: `10.${(index >> 8) & 255}.${index & 255}.1`,
  }));
  const champions = crowd.map(({ id, email }, index) => ({
    id,
    Name: `Crowd Member ${index}`,
    Email: email,
    Champion_Type: ['Computer Applicant'],
    First_Name: 'Crowd',
    Last_Name: `Member ${index}`,
  }));
  await writeFile(file, JSON.stringify({ ...demo, Champions: [...demo.Champions, ...champions] }));
  return crowd.map(({ email, address }) => ({ email, address }));
}

/**
 * Starts the API on one store, runs the three scenarios, stops it.
 * @param {string} store
 * @param {Record<string, string>} storeSettings
 * @param {string} crmData
 * @param {{ email: string, address: string }[]} crowd
 * @returns {Promise<Measurement[]>}
 */
async function measureStore(store, storeSettings, crmData, crowd) {
  const addressOf = new Map(crowd.map(({ email, address }) => [email, address]));
  const sink = await startSmtpSink();
  const api = await startApi({ ...storeSettings, SMTP_URL: sink.url, CRM_DATA: crmData });
  try {
    /** @type {Measurement[]} */
    const measurements = [];
    /** @type {(scenario: string, result: LoadResult) => void} */
    const record = (scenario, result) => {
      measurements.push({ scenario, store, ...figures(result), rssAfterBytes: residentBytes(api.pid) });
    };

    /** @param {{ email: string, address: string }[]} members */
    const requestLinks = async (members) => {
      let next = 0;
      const result = await load(api.url, 202, { amount: members.length }, [jsonPost('/api/email', () => {
        const member = members[next++ % members.length];
        return { body: { email: member.email }, address: member.address };
      })]);
      // Every admitted request is mailed a link: the scenario's work ends when the last one arrives.
      await waitForMail(sink, result.expected);
      return result;
    };
    const exchangeMailedCodes = async () => {
      const codes = await Promise.all(sink.messages.splice(0).map(loginLinkIn));
      if (codes.length === 0) throw new Error('no login email arrived: nothing to exchange');
      let next = 0;
      return load(api.url, 200, { amount: codes.length }, [jsonPost('/api/jwt', () => {
        const code = codes[next++ % codes.length];
        return { body: { recordID: code.recordId, authCode: code.authCode }, address: addressOf.get(code.to) ?? '127.0.0.1' };
      })]);
    };

    // A first, smaller crowd warms the API and the client up (compiled code, open connections);
    // only the second one is measured.
    await requestLinks(crowd.slice(0, warmUpCrowdSize));
    await exchangeMailedCodes();
    record('sign-in link `POST /api/email`', await requestLinks(crowd.slice(warmUpCrowdSize)));
    record('code exchange `POST /api/jwt`', await exchangeMailedCodes());

    /** @type {autocannon.Request[]} */
    const reads = [];
    // One after the other: each takes its own email from the sink.
    for (const email of portalChampions) reads.push(...(await portalReads(api.url, sink, email)));
    await load(api.url, 200, { seconds: 1 }, reads);
    record('portal reads (warm cache)', await load(api.url, 200, { seconds: portalReadsSeconds }, reads));
    return measurements;
  } finally {
    await api.stop();
    await sink.stop();
  }
}

/**
 * Runs autocannon for an amount of requests or a number of seconds, never longer than
 * `scenarioLimitMs`. Any answer other than `expectedStatus` counts as an error.
 * @param {string} url
 * @param {number} expectedStatus
 * @param {{ amount: number } | { seconds: number }} bound
 * @param {autocannon.Request[]} requests
 */
async function load(url, expectedStatus, bound, requests) {
  const amount = 'amount' in bound ? bound.amount : undefined;
  let expected = 0;
  let unexpected = 0;
  // autocannon ends a run on its next once-a-second sample, so its own duration is rounded up to whole
  // seconds; the rate is taken over the time until the last answer instead.
  const started = performance.now();
  let lastAnswer = started;
  /** @type {autocannon.Options} */
  const options = {
    url,
    connections,
    ...('amount' in bound ? { amount: bound.amount } : { duration: bound.seconds }),
    // Seconds; shorter than the scenario, so a request that hangs is counted as a time-out.
    timeout: requestTimeoutSeconds,
    requests: requests.map((request) => ({
      ...request,
      onResponse: (/** @type {number} */ status) => {
        lastAnswer = performance.now();
        if (status === expectedStatus) expected += 1;
        else unexpected += 1;
      },
    })),
  };
  /** @type {autocannon.Result} */
  const result = await new Promise((resolve, reject) => {
    /** @type {NodeJS.Timeout | undefined} */
    let limit;
    const instance = autocannon(options, (error, finished) => {
      clearTimeout(limit);
      if (error) reject(error);
      else resolve(finished);
    });
    limit = setTimeout(() => instance.stop(), scenarioLimitMs);
  });
  const stoppedEarly = amount !== undefined && expected + unexpected < amount;
  return { ...result, seconds: (lastAnswer - started) / 1000, expected, unexpected, stoppedEarly };
}

/**
 * What the table reports of one autocannon run.
 * @param {LoadResult} result
 */
function figures(result) {
  const requests = result.requests.total;
  return {
    requests,
    requestsPerSecond: requests / result.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Every answer but the expected one, socket errors and time-outs (autocannon counts those as errors).
    errors: result.unexpected + result.errors,
    stoppedEarly: result.stoppedEarly,
  };
}

/**
 * A JSON POST whose body and forwarded address `nextRequest` gives anew for every request.
 * @param {string} requestPath
 * @param {() => { body: object, address: string }} nextRequest
 * @returns {autocannon.Request}
 */
function jsonPost(requestPath, nextRequest) {
  return {
    method: 'POST',
    path: requestPath,
    setupRequest: (/** @type {object} */ request) => {
      const { body, address } = nextRequest();
      return { ...request, body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-forwarded-for': address } };
    },
  };
}

/**
 * Signs a demo champion in as the portal does and reads its first screen once, which warms the
 * CRM cache; returns that read for autocannon to repeat.
 * @param {string} url
 * @param {SmtpSink} sink
 * @param {string} email
 * @returns {Promise<autocannon.Request[]>}
 */
async function portalReads(url, sink, email) {
  /** @type {(requestPath: string, init?: RequestInit) => Promise<any>} */
  const call = async (requestPath, init = {}) => {
    const response = await fetch(`${url}${requestPath}`, init);
    if (!response.ok) throw new Error(`GET ${requestPath.split('?')[0]} answered ${response.status} for ${email}`);
    return response.json();
  };
  const { headers } = await signIn(url, sink, email);
  /** @type {(requestPath: string) => Promise<any>} */
  const get = (requestPath) => call(requestPath, { headers });

  // The portal's first screen is one request (`GET /api/portal-view`: champion, latest record, its computers).
  const viewPath = '/api/portal-view';
  await get(viewPath);
  return [{ method: 'GET', path: viewPath, headers }];
}

/**
 * Signs a champion in as a person does: asks for a link, reads it from the mail, exchanges its code.
 * @param {string} url the API's
 * @param {SmtpSink} sink where the API mails
 * @param {string} email
 * @returns {Promise<{ token: string, headers: { authorization: string } }>}
 */
export async function signIn(url, sink, email) {
  /** @type {(requestPath: string, body: object) => Promise<any>} */
  const post = async (requestPath, body) => {
    const response = await fetch(`${url}${requestPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`POST ${requestPath} answered ${response.status} while signing ${email} in`);
    return response.json();
  };
  await post('/api/email', { email });
  const link = await linkMailedTo(sink, email);
  const { token } = await post('/api/jwt', { recordID: link.recordId, authCode: link.authCode });
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * The recipient, record id and code of a login email's link.
 * @param {string} raw
 */
async function loginLinkIn(raw) {
  const mail = await simpleParser(raw);
  const href = /https?:\/\/\S+\/portal\?\S+/.exec(mail.text ?? '')?.[0];
  if (href === undefined) throw new Error('a login email without a link');
  const link = new URL(href);
  return { to: mail.to?.text ?? '', recordId: link.searchParams.get('recordId') ?? '', authCode: link.searchParams.get('jwt') ?? '' };
}

/**
 * Waits for the login email to one address and takes it from the sink.
 * @param {SmtpSink} sink
 * @param {string} email
 */
async function linkMailedTo(sink, email) {
  const deadline = Date.now() + mailDeliveryLimitMs;
  for (;;) {
    const links = await Promise.all(sink.messages.map(loginLinkIn));
    const index = links.findIndex((link) => link.to === email);
    if (index >= 0) {
      sink.messages.splice(index, 1);
      return links[index];
    }
    if (Date.now() > deadline) throw new Error(`no login link was mailed to ${email} within ${mailDeliveryLimitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the sink holds `count` messages (the API mails after answering).
 * @param {SmtpSink} sink
 * @param {number} count
 */
async function waitForMail(sink, count) {
  const deadline = Date.now() + mailDeliveryLimitMs;
  while (sink.messages.length < count) {
    if (Date.now() > deadline) throw new Error(`only ${sink.messages.length} of ${count} login emails arrived within ${mailDeliveryLimitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * An SMTP server on loopback that keeps every message, raw (as api/test/helpers/smtp-sink.ts).
 * @returns {Promise<SmtpSink>}
 */
export async function startSmtpSink() {
  /** @type {string[]} */
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // Loopback needs no name: a reverse DNS lookup per connection would slow every delivery.
    disableReverseLookup: true,
    logger: false,
    onData: (/** @type {NodeJS.ReadableStream} */ stream, /** @type {unknown} */ _session, /** @type {() => void} */ callback) => {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { messages, url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Starts `api/dist/server.js` with the bench's settings on a free port; resolves once it is healthy.
 * @param {Record<string, string>} settings
 * @returns {Promise<RunningApi>}
 */
export async function startApi(settings) {
  const port = await freePort();
  const environment = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    API_PORT: String(port),
    // The default level, written to /dev/null: the cost of logging is part of the load.
    LOG_LEVEL: 'info',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    MAIL_FROM: 'Digital Harbor <no-reply@example.org>',
    CRM: 'local',
    TRUST_PROXY: 'loopback',
    // The one limit lifted: the site-wide budget of sign-in CRM lookups (20 a minute by default) is
    // meant to turn a crowd away. The per-email and per-address limits keep their defaults.
    SIGNIN_LOOKUPS_PER_MINUTE: String(signInLookupsPerMinute),
    // The portal's reads come from one session on one address: its per-session and per-address
    // limits and the CRM budget are lifted so the load measures the API, not the limits.
    PORTAL_READS_PER_SESSION: '1000000000',
    PORTAL_READS_PER_IP: '1000000000',
    PORTAL_CRM_CALLS_PER_HOUR: '1000000000',
    ...settings,
  };
  if (!(await fileExists(apiServer))) throw new Error(`${path.relative(root, apiServer)} is missing: run \`npm run build -w api\` first`);
  const child = spawn(process.execPath, [apiServer], { cwd: root, env: environment, stdio: ['ignore', 'ignore', 'pipe'] });
  let errorOutput = '';
  child.stderr.on('data', (chunk) => (errorOutput += chunk));
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API stopped at start:\n${errorOutput}`);
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the API was not healthy within 10 s${health ? ` (health: ${health.status})` : ''}:\n${errorOutput}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Resident memory of a process, in bytes.
 * @param {number} pid
 */
function residentBytes(pid) {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Whether the Redis server of a URL accepts connections.
 * @param {URL} url
 */
function redisAnswers(url) {
  return isPortOpen(Number(url.port || 6379), url.hostname);
}

/** @param {string} file */
async function fileExists(file) {
  return readFile(file).then(() => true, () => false);
}

/**
 * Deletes every key under the bench's own prefix (never anything else on a shared Redis).
 * @param {string} redisUrl
 * @param {string} keyPrefix
 */
async function deleteKeys(redisUrl, keyPrefix) {
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) {
      if (keys.length > 0) await client.del(keys);
    }
  } finally {
    await client.close();
  }
}

/**
 * @param {Measurement[]} measurements
 * @param {string | undefined} note
 */
function report(measurements, note) {
  const megabytes = (/** @type {number} */ bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  const rows = measurements.map(
    (m) =>
      `| ${m.scenario} | ${m.store} | ${m.requests}${m.stoppedEarly ? ` (stopped at ${scenarioLimitMs / 1000} s)` : ''} | ${m.requestsPerSecond.toFixed(0)} | ${m.p50} | ${m.p99} | ${m.errors} | ${megabytes(m.rssAfterBytes)} |`,
  );
  const [loadAverage] = os.loadavg();
  const errors = measurements.reduce((sum, m) => sum + m.errors, 0);
  return [
    '## API under load',
    '',
    `autocannon ${autocannonVersion()}, ${connections} connections on loopback, against \`api/dist/server.js\` (Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'},`,
    `load average ${loadAverage?.toFixed(1)} at the end: the client, the SMTP sink and the API share these cores with whatever else runs).`,
    '',
    `- **Sign-in link**: a crowd of ${crowdSize} champions (\`CRM_DATA\`: the demo data plus generated applicants) each asks`,
    '  once, from an address of its own (`X-Forwarded-For`, believed from loopback as from the shell). The API answers 202 and',
    '  then looks the email up and mails the link through SMTP to a sink on loopback: that work runs during the scenario.',
    '- **Code exchange**: the crowd exchanges the codes read from those emails, each code once.',
    `  Before both, a crowd of ${warmUpCrowdSize} does the same, unmeasured, to warm the API and the client up.`,
    '- **Portal reads**: the read of the first screen (`GET /api/portal-view`: champion, latest record, its computers) of',
    `  a delivered applicant and of a donor, repeated for ${portalReadsSeconds} s after one pass has warmed the CRM cache (and 1 s unmeasured).`,
    '- **Settings**: the defaults (5 links per email and 30 per address per 15 minutes, 10 failed exchanges per address),',
    `  except \`SIGNIN_LOOKUPS_PER_MINUTE=${signInLookupsPerMinute}\`: the site-wide budget (20 lookups a minute) exists to turn such`,
    '  a crowd away with 503, so it is lifted by its setting. Logs at `info`, to /dev/null.',
    '- **Errors**: any answer other than 202 (link) or 200 (exchange, reads), socket errors and time-outs. Latency in ms;',
    '  RSS of the API process once the scenario is over (for sign-in, once every email was delivered).',
    ...(note ? ['', note] : []),
    '',
    '| scenario | store | requests | req/s | p50 ms | p99 ms | errors | RSS after |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    errors === 0 ? 'Every request was answered as expected.' : `**${errors} requests were not answered as expected** (see the errors column).`,
    '',
  ].join('\n');
}

function autocannonVersion() {
  return createRequire(import.meta.url)('autocannon/package.json').version;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'api'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(await measureApiLoad());
}
