#!/usr/bin/env node
// @ts-check
// Health while a certificate archive is drawn (issue 45 item 4): the built API (api/dist/server.js)
// draws the archive of a donation holding as many certificates as the instance allows
// (CERTIFICATE_ARCHIVE_MAX_DEVICES, its default unless `--devices N`), while a load balancer's
// health check asks `GET /api/health` every 100 ms. Reports the health answers' latency (p50, p99,
// max) during the archive and with no archive, in two conditions:
//   - idle: the API free to use every core (whatever else runs on the machine; its load is noted);
//   - CPU shared: the API and every thread of it pinned to one core (`taskset -c 0`) beside a busy
//     process pinned to the same core, as an instance on a crowded host.
// Wall-clock figures: they belong here, in a bench that notes the machine's load, never in a test
// (api/test/certificate-archives.test.ts asserts the event loop's busy share instead).
// `npm run bench:archive-health [-- --devices N --runs N --out bench/archive-health.md]`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { signIn, startApi, startSmtpSink } from './api-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How often the health check asks, as a load balancer's (and the bar: an answer within it). */
const healthEveryMs = 100;
/** The health checks with no archive drawn, per condition: the baseline. */
const idleSamples = 50;
/** The donor whose first donation is filled with certificates (api/demo-data.json). */
const donorEmail = 'donor.many@example.org';

const { values: options } = parseArgs({
  options: {
    devices: { type: 'string' },
    runs: { type: 'string', default: '2' },
    out: { type: 'string', default: path.join(root, 'bench/archive-health.md') },
  },
});
const runs = Number(options.runs);

/** The archive's limit the API starts with unless told: its configuration's default. */
function defaultArchiveLimit() {
  const output = spawnSync(
    process.execPath,
    ['-e', "const { loadConfig } = require('./dist/config/config'); console.log(loadConfig({ NODE_ENV: 'development' }).certificateArchiveMaxDevices)"],
    { cwd: path.join(root, 'api'), encoding: 'utf8' },
  );
  const limit = Number(output.stdout.trim());
  if (!Number.isInteger(limit) || limit <= 0) throw new Error(`the API's default archive limit could not be read: ${output.stderr}`);
  return limit;
}

/**
 * The demo data with the donor's first donation holding `devices` devices, each with a certificate.
 * @param {string} file
 * @param {number} devices
 * @returns {Promise<string>} the donation's id
 */
async function writeLargestDonation(file, devices) {
  const demo = JSON.parse(await readFile(path.join(root, 'api/demo-data.json'), 'utf8'));
  const donor = demo.Champions.find((/** @type {{ Email: string }} */ champion) => champion.Email === donorEmail);
  const donation = demo.Computer_Donors.find((/** @type {{ Email: string }} */ candidate) => candidate.Email === donorEmail);
  const issued = demo.Computer_Inventory.find(
    (/** @type {{ Donor_ID: string, Destruction_Type?: unknown }} */ item) => item.Donor_ID === donation?.Donor_ID && typeof item.Destruction_Type === 'string',
  );
  if (!donor || !donation || !issued) throw new Error(`the demo data has no donation of ${donorEmail} with a certificate`);
  const inventory = [
    ...demo.Computer_Inventory.filter((/** @type {{ Donor_ID: string }} */ item) => item.Donor_ID !== donation.Donor_ID),
    ...Array.from({ length: devices }, (_, index) => ({ ...issued, id: `7700${index}`, ID: `7700${index}` })),
  ];
  await writeFile(file, JSON.stringify({ ...demo, Computer_Inventory: inventory }));
  return donation.id;
}

/**
 * Asks health every `healthEveryMs` until `until()` says stop (or `count` answers), recording each answer's time.
 * @param {string} url
 * @param {{ until?: () => boolean, count?: number }} bound
 */
async function askHealth(url, { until = () => false, count = Infinity }) {
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  while (!until() && latencies.length < count) {
    const askedAt = performance.now();
    const answer = await fetch(`${url}/api/health`).catch(() => undefined);
    const took = performance.now() - askedAt;
    if (answer?.ok) latencies.push(took);
    else failures += 1;
    await answer?.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, Math.max(healthEveryMs - took, 0)));
  }
  return { latencies, failures };
}

/**
 * @param {number[]} values
 * @param {number} share between 0 and 1
 */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** @param {number[]} latencies */
function summary(latencies) {
  return {
    answers: latencies.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: Math.max(...latencies),
    over100: latencies.filter((latency) => latency > healthEveryMs).length,
  };
}

/** A process that keeps one core busy, pinned to core 0. */
function startBusyProcess() {
  const busy = spawn('taskset', ['-c', '0', process.execPath, '-e', 'for (;;) {}'], { stdio: 'ignore' });
  return () => busy.kill('SIGKILL');
}

/**
 * Pins every thread of a process to core 0 (the worker threads it starts later inherit it).
 * @param {number} pid
 */
function pinToFirstCore(pid) {
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', '0', String(pid)], { encoding: 'utf8' });
  if (pinned.status !== 0) throw new Error(`taskset could not pin the API: ${pinned.stderr}`);
}

/**
 * One condition: the API started afresh, signed in, warmed up; the baseline, then `runs` archives.
 * @param {{ name: string, shareCpu: boolean, crmData: string, donationId: string, devices: number }} condition
 */
async function measureCondition({ name, shareCpu, crmData, donationId, devices }) {
  const sink = await startSmtpSink();
  const api = await startApi({ SMTP_URL: sink.url, CRM_DATA: crmData, CERTIFICATE_ARCHIVE_MAX_DEVICES: String(devices) });
  let stopBusy = () => undefined;
  try {
    if (shareCpu) {
      pinToFirstCore(api.pid);
      stopBusy = startBusyProcess();
    }
    const { headers } = await signIn(api.url, sink, donorEmail);
    // The first document loads the fonts: warmed, as a busy instance is.
    const first = await fetch(`${api.url}/api/certificates/device/77000/pdf`, { headers });
    if (!first.ok) throw new Error(`the warm-up certificate answered ${first.status}`);
    await first.arrayBuffer();

    const baseline = await askHealth(api.url, { count: idleSamples });
    /** @type {number[]} */
    const during = [];
    let failures = baseline.failures;
    /** @type {number[]} */
    const archiveSeconds = [];
    for (let run = 0; run < runs; run += 1) {
      let drawn = false;
      const startedAt = performance.now();
      const archive = fetch(`${api.url}/api/certificates/donation/${donationId}/zip`, { headers }).then(async (answer) => {
        const body = await answer.arrayBuffer();
        drawn = true;
        if (!answer.ok) throw new Error(`the archive answered ${answer.status}: ${Buffer.from(body).toString('utf8')}`);
        return body.byteLength;
      });
      const [, health] = await Promise.all([archive, askHealth(api.url, { until: () => drawn })]);
      archiveSeconds.push((performance.now() - startedAt) / 1000);
      during.push(...health.latencies);
      failures += health.failures;
    }
    return { name, baseline: summary(baseline.latencies), during: summary(during), failures, archiveSeconds };
  } finally {
    stopBusy();
    await api.stop();
    await sink.stop();
  }
}

/** @param {number} ms */
const ms = (ms) => ms.toFixed(1);

/**
 * @param {Awaited<ReturnType<typeof measureCondition>>[]} results
 * @param {{ devices: number, loadBefore: number[], loadAfter: number[], commit: string }} context
 */
function report(results, { devices, loadBefore, loadAfter, commit }) {
  const cpus = os.cpus();
  const rows = results.flatMap((result) => [
    `| ${result.name} | no archive | ${result.baseline.answers} | ${ms(result.baseline.p50)} | ${ms(result.baseline.p99)} | ${ms(result.baseline.max)} | ${result.baseline.over100} | |`,
    `| ${result.name} | archive of ${devices} drawn | ${result.during.answers} | ${ms(result.during.p50)} | ${ms(result.during.p99)} | ${ms(result.during.max)} | ${result.during.over100} | ${result.archiveSeconds.map((seconds) => seconds.toFixed(1)).join(', ')} |`,
  ]);
  const failures = results.reduce((sum, result) => sum + result.failures, 0);
  return [
    '# Health while a certificate archive is drawn',
    '',
    `Written by \`npm run bench:archive-health\` (\`scripts/bench/archive-health.mjs\`) on ${new Date().toISOString()}, commit \`${commit}\`,`,
    `Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}; load average (1, 5, 15 min) ${loadBefore.map((load) => load.toFixed(2)).join(', ')} before`,
    `and ${loadAfter.map((load) => load.toFixed(2)).join(', ')} after: the machine is shared, so these figures include other processes' work.`,
    '',
    `The built API draws "Download all" of a donation holding ${devices} certificates (\`CERTIFICATE_ARCHIVE_MAX_DEVICES=${devices}\`, the largest archive`,
    `the instance allows) ${runs} time(s) per condition, after one certificate has warmed it up, while \`GET /api/health\` is asked every ${healthEveryMs} ms`,
    `(the next ask ${healthEveryMs} ms after the last one started, or at once after a slower answer). "no archive": ${idleSamples} asks before the first archive.`,
    '**idle**: the API may use every core. **CPU shared**: the API, its archive drawers (worker threads) and a busy process are',
    'pinned to one core (`taskset -c 0`); the client asking is not pinned. Latency in ms, as the client measured it (fetch on loopback).',
    '',
    `| condition | while | answers | p50 ms | p99 ms | max ms | over ${healthEveryMs} ms | archive s |`,
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    failures === 0 ? 'Every health check was answered 200.' : `**${failures} health checks were not answered 200.**`,
    '',
  ].join('\n');
}

const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'api'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const devices = options.devices ? Number(options.devices) : defaultArchiveLimit();
const workDirectory = await mkdtemp(path.join(os.tmpdir(), 'archive-health-'));
try {
  const crmData = path.join(workDirectory, 'crm-data.json');
  const donationId = await writeLargestDonation(crmData, devices);
  const loadBefore = os.loadavg();
  const results = [];
  for (const [name, shareCpu] of /** @type {const} */ ([['idle', false], ['CPU shared', true]])) {
    console.log(`${name}: ${runs} archive(s) of ${devices} certificates ...`);
    results.push(await measureCondition({ name, shareCpu, crmData, donationId, devices }));
  }
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const text = report(results, { devices, loadBefore, loadAfter: os.loadavg(), commit });
  await writeFile(options.out, text);
  await writeFile(options.out.replace(/\.md$/, '.json'), `${JSON.stringify({ devices, runs, loadBefore, results }, null, 2)}\n`);
  console.log(text);
} finally {
  await rm(workDirectory, { recursive: true, force: true });
}
