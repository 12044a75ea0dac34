#!/usr/bin/env node
// @ts-check
// `npm run bench`: builds for production, serves the site as `npm start` does, measures its pages
// with Lighthouse (and the monolithic build beside it, when this checkout has one), and writes
// bench/results.md with the baseline (bench/baseline.json) side by side.
//   --runs N             Lighthouse runs per page (default 3; the median is kept)
//   --pages /,/shield    measure only these paths
//   --skip-build         measure the builds as they are
//   --baseline <dir>     re-measure the baseline from a checkout of it (built there unless --skip-build)
//                        and rewrite bench/baseline.json
//   --report-only        rewrite bench/results.md from bench/results.json and bench/baseline.json, measuring nothing
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDebianPackage, ensureInstalled, root, run } from './lib/run.mjs';

// Ports of the bench's own, so a running `npm start` (3000…) or test suite (3100…) is left alone.
const ports = {
  current: { shell: 3300, api: 4300 },
  // 3306 is MySQL/MariaDB's port.
  monolith: { shell: 3307, api: 4301 },
  baseline: { shell: 3400, api: 4400 },
};
/** The monolithic build (see README.md, "Measuring") and the shell server's variable naming the folder it serves. */
const monolith = { dist: 'shell/dist-monolith', buildScript: 'build:monolith', distVariable: 'SHELL_DIST' };
const benchDir = path.join(root, 'bench');
const baselineFile = path.join(benchDir, 'baseline.json');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    'report-only': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of 1 or more');

ensureInstalled();
ensureDebianPackage('chromium', 'chromium');
// Imported once the packages are installed: a fresh clone has none yet.
const { chromiumVersion, measureSite } = await import('./bench/lighthouse.mjs');
const { portalPage, publicPages } = await import('./bench/pages.mjs');
const { describeMachine, renderReport } = await import('./bench/report.mjs');
const { portEnv, serveSite } = await import('./bench/site.mjs');

const publicPaths = publicPages();
const pages = options.pages ? options.pages.split(',').map((page) => page.trim()) : [...publicPaths, portalPage];

const git = (/** @type {string} */ checkout, /** @type {string[]} */ args) => execFileSync('git', args, { cwd: checkout, encoding: 'utf8' }).trim();
/** The commit measured, marked when the checkout has uncommitted changes. */
const describeCommit = (/** @type {string} */ checkout) => `${git(checkout, ['rev-parse', 'HEAD'])}${git(checkout, ['status', '--porcelain', '--untracked-files=no']) ? ' (with uncommitted changes)' : ''}`;

/** @type {Set<{ stop: () => Promise<void> }>} */
const runningSites = new Set();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    void Promise.all([...runningSites].map((site) => site.stop())).then(() => process.exit(1));
  });
}

/**
 * Serves a checkout, measures it, stops it.
 * @param {{ checkout: string, label: string, port: { shell: number, api: number }, env?: Record<string, string>, then?: (siteUrl: string) => Promise<void> }} variant
 */
async function measureVariant({ checkout, label, port, env = {}, then }) {
  console.log(`\n[${label}] serving ${checkout} on http://localhost:${port.shell}`);
  const site = await serveSite({ checkout, env: { ...portEnv(port.shell, port.api), ...env } });
  runningSites.add(site);
  try {
    const result = await measureSite({ siteUrl: site.url, label, pages, runs, loginLink: site.loginLink });
    await then?.(site.url);
    return result;
  } finally {
    await site.stop();
    runningSites.delete(site);
  }
}

/**
 * An optional section another module writes, when this checkout has it.
 * @param {string} file under scripts/bench
 * @param {string} heading used when the module's markdown has none
 * @param {(module: any) => Promise<string>} call
 */
async function optionalSection(file, heading, call) {
  const modulePath = path.join(root, 'scripts/bench', file);
  if (!fs.existsSync(modulePath)) return undefined;
  console.log(`\n${heading}: scripts/bench/${file}`);
  const markdown = (await call(await import(modulePath))).trim();
  return markdown.startsWith('#') ? markdown : `## ${heading}\n\n${markdown}`;
}

const started = Date.now();
const resultsFile = path.join(benchDir, 'results.json');
const monolithNote = `Not measured: this checkout has no monolithic build (\`${monolith.dist}\`, built by \`npm run ${monolith.buildScript} -w shell\`).`;

/** Builds, measures every variant and the optional sections; returns what results.json keeps. */
async function measureEverything() {
  const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
  const machine = describeMachine({ chromium: chromiumVersion(), lighthouse: lighthouseVersion });
  const shellScripts = JSON.parse(fs.readFileSync(path.join(root, 'shell/package.json'), 'utf8')).scripts ?? {};

  if (!options['skip-build']) {
    run('node', ['scripts/build.mjs']);
    if (monolith.buildScript in shellScripts) run('npm', ['run', monolith.buildScript, '--silent', '-w', 'shell']);
  }

  if (options.baseline) {
    const checkout = path.resolve(options.baseline);
    if (!options['skip-build']) run('node', ['scripts/build.mjs'], { cwd: checkout });
    const baseline = { commit: describeCommit(checkout), date: new Date().toISOString(), machine, runs };
    const result = await measureVariant({ checkout, label: 'before', port: ports.baseline });
    fs.mkdirSync(benchDir, { recursive: true });
    fs.writeFileSync(baselineFile, `${JSON.stringify({ ...baseline, result }, null, 2)}\n`);
    console.log(`wrote ${path.relative(root, baselineFile)}`);
  }

  /** @type {string[]} */
  const extraSections = [];
  const after = { commit: describeCommit(root), date: new Date().toISOString() };
  const afterResult = await measureVariant({
    checkout: root,
    label: 'after',
    port: ports.current,
    then: async (siteUrl) => {
      const section = await optionalSection('cpu-profile.mjs', 'Main-thread profile of `/`', (module) => module.profileMainThread(siteUrl));
      if (section) extraSections.push(section);
    },
  });

  const monolithDist = path.join(root, monolith.dist);
  const monolithResult = fs.existsSync(monolithDist)
    ? await measureVariant({ checkout: root, label: 'monolith', port: ports.monolith, env: { [monolith.distVariable]: monolithDist } })
    : undefined;

  const apiSection = await optionalSection('api-load.mjs', 'API under load', (module) => module.measureApiLoad());
  if (apiSection) extraSections.push(apiSection);
  return { machine, runs, publicPages: publicPaths, after: { ...after, result: afterResult }, monolith: monolithResult, extraSections };
}

const measured = options['report-only'] ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : await measureEverything();
fs.mkdirSync(benchDir, { recursive: true });
if (!options['report-only']) fs.writeFileSync(resultsFile, `${JSON.stringify(measured, null, 2)}\n`);
const before = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : undefined;
fs.writeFileSync(path.join(benchDir, 'results.md'), renderReport({ ...measured, before, monolithNote }));
console.log(`\nwrote bench/results.md${options['report-only'] ? '' : ' and bench/results.json'} in ${Math.round((Date.now() - started) / 1000)} s`);
