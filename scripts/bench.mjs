#!/usr/bin/env node
// @ts-check
// `npm run bench`: builds for production, serves the site as `npm start` does (and, when asked,
// an earlier commit of it, and the monolithic build beside it), measures Lighthouse's CPU benchmark
// index and sets the CPU slowdown from it (one emulated phone on any machine), then measures every
// variant's pages interleaved page by page in one run, and writes bench/results.md.
//   --before <ref|dir>   also measure BEFORE: a git ref (built in a temporary folder, from `git archive`)
//                        or a checkout folder (built there unless --skip-build)
//   --variant <label>=<ref|dir>   (repeatable) also measure another build the same way, labelled; the
//                        report tables its main-thread work against this checkout's (a piece of
//                        machinery's gain: a variant without it; docs/internals.md)
//   --runs N             Lighthouse runs per page and variant (default 3; the median is kept)
//   --pages /,/shield    measure only these paths
//   --lighthouse-only    no monolith, main-thread profile or API load (a quick check)
//   --skip-build         measure the builds as they are
//   --port-base N        the first of the ports the variants are served on (six each) (default 3320)
//   --out <file.md>      where the report goes (default bench/results.md; the raw figures beside it, .json)
//   --report-only        rewrite the report from its .json file, measuring nothing
//   --artifacts <dir>    keep each run's trace and network log there (<variant>-<page>-<run>.json),
//                        for scripts/bench/lantern.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDebianPackage, ensureInstalled, root, run } from './lib/run.mjs';

/** The monolithic comparison (bench/monolith, see docs/measuring.md): its build and how the shell's server serves it. */
const monolith = { dist: 'bench/monolith/dist', workspace: 'monolith-comparison' };

const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    variant: { type: 'string', multiple: true, default: [] },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'lighthouse-only': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    // Ports of the bench's own, so a running `npm start` (3000…) or test suite (3100…) is left alone.
    'port-base': { type: 'string', default: '3320' },
    out: { type: 'string', default: path.join(root, 'bench/results.md') },
    'report-only': { type: 'boolean', default: false },
    artifacts: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of 1 or more');
/** The labelled variants (`--variant label=ref|dir`), each measured like BEFORE. */
const namedVariants = (options.variant ?? []).map((option) => {
  const [, label, source] = /^([^=]+)=(.+)$/.exec(option) ?? [];
  if (!label || !source) throw new Error(`--variant takes label=<git ref or folder>, not "${option}"`);
  return { label: label.trim(), source };
});
if (new Set(namedVariants.map((variant) => variant.label)).size !== namedVariants.length) throw new Error('--variant labels must differ');
const portBase = Number(options['port-base']);
/** Six ports a variant: the shell, the four remotes after it, the API. */
const portsOf = (/** @type {number} */ index) => ({ shell: portBase + 6 * index, api: portBase + 6 * index + 5 });
const ports = { after: portsOf(0), before: portsOf(1), monolith: portsOf(2) };
const portCount = 6 * (3 + namedVariants.length);
if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65535 - portCount) throw new Error('--port-base must be a port number from 1024 up');
const reportFile = path.resolve(options.out);
const resultsFile = reportFile.replace(/\.md$/, '') + '.json';

ensureInstalled();
ensureDebianPackage('chromium', 'chromium');
// Imported once the packages are installed: a fresh clone has none yet.
const { chromiumVersion, measureSites } = await import('./bench/lighthouse.mjs');
const { appealPage, publicPages, signedInPages } = await import('./bench/pages.mjs');
const { describeMachine, ON_ISSUE_PHONE, renderReport, WITHOUT_SCRIPTS } = await import('./bench/report.mjs');
const ownLabels = ['before', 'after', 'monolith', WITHOUT_SCRIPTS, ON_ISSUE_PHONE];
for (const { label } of namedVariants) if (ownLabels.includes(label)) throw new Error(`--variant ${label}: that label is the bench's own`);
const { mainThreadLimitMs } = (await import('./bench/goals.js')).default;
const { portEnv, serveSite } = await import('./bench/site.mjs');
const { describeCommit, prepareBefore } = await import('./bench/before.mjs');

const publicPaths = publicPages();
const pages = options.pages ? options.pages.split(',').map((page) => page.trim()) : [...publicPaths, ...signedInPages];

/** @type {Set<{ stop: () => Promise<void> }>} */
const runningSites = new Set();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    void Promise.all([...runningSites].map((site) => site.stop())).then(() => process.exit(1));
  });
}

/**
 * Starts one variant's processes.
 * @param {{ label: string, checkout: string, port: { shell: number, api: number }, env?: Record<string, string> }} variant
 */
async function serveVariant({ label, checkout, port, env = {} }) {
  console.log(`[${label}] serving ${checkout} on http://localhost:${port.shell}`);
  const site = await serveSite({ checkout, env: { ...portEnv(port.shell, port.api), ...env } });
  runningSites.add(site);
  return { label, siteUrl: site.url, loginLink: site.loginLink, stop: site.stop };
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
const monolithNote = options['lighthouse-only']
  ? 'Not measured in this run (`--lighthouse-only`).'
  : `Not measured: this checkout has no monolithic build (\`${monolith.dist}\`, built by \`npm run build -w ${monolith.workspace}\`).`;

/** Builds, serves every variant at once, measures them interleaved, then the optional sections; returns what the .json keeps. */
async function measureEverything() {
  const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
  const machine = describeMachine({ chromium: chromiumVersion(), lighthouse: lighthouseVersion });
  const withMonolith = !options['lighthouse-only'];

  if (!options['skip-build']) {
    run('node', ['scripts/build.mjs']);
    if (withMonolith) run('npm', ['run', 'build', '--silent', '-w', monolith.workspace]);
  }
  const before = options.before ? prepareBefore(options.before, { build: !options['skip-build'] }) : undefined;
  const others = namedVariants.map(({ label, source }) => ({ label, ...prepareBefore(source, { build: !options['skip-build'] }) }));
  const after = { commit: describeCommit(root), date: new Date().toISOString() };
  const monolithDist = path.join(root, monolith.dist);

  const sites = [];
  try {
    if (before) sites.push(await serveVariant({ label: 'before', checkout: before.checkout, port: ports.before }));
    const afterSite = await serveVariant({ label: 'after', checkout: root, port: ports.after });
    sites.push(afterSite);
    for (const [index, { label, checkout }] of others.entries()) sites.push(await serveVariant({ label, checkout, port: portsOf(3 + index) }));
    const monolithSite =
      withMonolith && fs.existsSync(monolithDist)
        ? await serveVariant({ label: 'monolith', checkout: root, port: ports.monolith, env: { SHELL_DIST: monolithDist, SHELL_MONOLITH: '1' } })
        : undefined;
    if (monolithSite) sites.push(monolithSite);
    // The pages with a main-thread goal twice more: without the site's scripts (how much of that
    // work is the browser's own: the document, its styles, layout and paint), and on the phone of
    // the issue's own figures (the calculator emulates a slower one on a faster machine).
    const goalPages = pages.filter((page) => mainThreadLimitMs(page, appealPage()) !== undefined);
    const goalVariants =
      goalPages.length > 0
        ? [
            { label: WITHOUT_SCRIPTS, siteUrl: afterSite.siteUrl, onlyPages: goalPages, blockedScripts: true },
            { label: ON_ISSUE_PHONE, siteUrl: afterSite.siteUrl, onlyPages: goalPages, onIssuePhone: true },
          ]
        : [];
    const { calibration, results } = await measureSites({ sites: [...sites, ...goalVariants], pages, runs, artifactsDir: options.artifacts && path.resolve(options.artifacts) });
    const resultOf = (/** @type {string} */ label) => results.find((result) => result.label === label);

    /** @type {string[]} */
    const extraSections = [];
    if (!options['lighthouse-only']) {
      const profile = await optionalSection('cpu-profile.mjs', 'Main-thread profile of `/`', (module) =>
        module.profileMainThread(afterSite.siteUrl, { cpuSlowdown: calibration.cpuSlowdownMultiplier }),
      );
      if (profile) extraSections.push(profile);
      // What the price of federation is made of, byte by byte (the section's own heading).
      const bytes = monolithSite
        ? await optionalSection('federation-bytes.mjs', 'What federation adds to a first visit of `/`', (module) =>
            module.federationBytes({ federatedUrl: afterSite.siteUrl, monolithUrl: monolithSite.siteUrl }),
          )
        : undefined;
      if (bytes) extraSections.push(bytes);
    }
    await Promise.all(sites.map((site) => site.stop()));
    runningSites.clear();
    if (!options['lighthouse-only']) {
      const apiSection = await optionalSection('api-load.mjs', 'API under load', (module) => module.measureApiLoad());
      if (apiSection) extraSections.push(apiSection);
    }
    return {
      machine,
      runs,
      calibration,
      publicPages: publicPaths,
      appealPage: appealPage(),
      before: before && { commit: before.commit, date: after.date, result: resultOf('before') },
      after: { ...after, result: resultOf('after') },
      monolith: resultOf('monolith'),
      variants: others.map(({ label, commit }) => ({ label, commit, result: resultOf(label) })),
      withoutScripts: resultOf(WITHOUT_SCRIPTS),
      onIssuePhone: resultOf(ON_ISSUE_PHONE),
      extraSections,
    };
  } finally {
    await Promise.all([...runningSites].map((site) => site.stop()));
  }
}

const measured = options['report-only'] ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : await measureEverything();
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
if (!options['report-only']) fs.writeFileSync(resultsFile, `${JSON.stringify(measured, null, 2)}\n`);
fs.writeFileSync(reportFile, renderReport({ ...measured, monolithNote }));
console.log(`\nwrote ${path.relative(root, reportFile)}${options['report-only'] ? '' : ` and ${path.relative(root, resultsFile)}`} in ${Math.round((Date.now() - started) / 1000)} s`);
