// @ts-check
// Writes bench/results.md from the measured figures: the machine, BEFORE (the baseline checkout)
// and AFTER (this checkout) side by side per measure, the federated/monolithic ratios, the
// issue's goals, and the sections other modules return (API load, main-thread profile).
import os from 'node:os';
import { median } from './lighthouse.mjs';
import { portalPage } from './pages.mjs';

/** @typedef {import('./lighthouse.mjs').SiteResult} SiteResult */
/** @typedef {import('./lighthouse.mjs').PageFigures} PageFigures */
/** @typedef {{ commit: string, date: string, result: SiteResult }} Measured a site's result and what was measured */
/**
 * @typedef {object} Machine
 * @property {string} cpu
 * @property {number} cores
 * @property {string} memory
 * @property {string} loadAverage the 1-minute load when the bench started (other work on the machine moves TBT)
 * @property {string} os
 * @property {string} node
 * @property {string} chromium
 * @property {string} lighthouse
 * @property {string} date
 */

/**
 * @param {{ chromium: string, lighthouse: string }} versions
 * @returns {Machine}
 */
export function describeMachine({ chromium, lighthouse }) {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    loadAverage: os.loadavg()[0].toFixed(2),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium,
    lighthouse,
    date: new Date().toISOString(),
  };
}

const kB = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
const whole = (/** @type {number} */ value) => String(Math.round(value));

/**
 * Every measure the report tables: its title, its field, and how a value and a difference print.
 * @type {{ title: string, key: keyof PageFigures, format: (value: number) => string }[]}
 */
const measures = [
  { title: 'JavaScript, compressed (kB transferred)', key: 'jsTransferBytes', format: kB },
  { title: 'JavaScript, raw (kB decoded)', key: 'jsResourceBytes', format: kB },
  { title: 'JavaScript requests', key: 'jsRequests', format: whole },
  { title: 'Requests (all, to the site)', key: 'requests', format: whole },
  { title: 'Total transferred (kB, all requests)', key: 'totalTransferBytes', format: kB },
  { title: 'Lighthouse performance score', key: 'performance', format: whole },
  { title: 'First Contentful Paint (s)', key: 'fcpMs', format: seconds },
  { title: 'Largest Contentful Paint (s)', key: 'lcpMs', format: seconds },
  { title: 'Total Blocking Time (ms)', key: 'tbtMs', format: whole },
  { title: 'Cumulative Layout Shift', key: 'cls', format: (value) => value.toFixed(3) },
  { title: 'Speed Index (s)', key: 'speedIndexMs', format: seconds },
  { title: 'Accessibility score', key: 'accessibility', format: whole },
  { title: 'SEO score', key: 'seo', format: whole },
];

/** How a page is named in the tables. @param {string} page */
const pageName = (page) => (page === portalPage ? `\`${page}\` (signed in)` : `\`${page}\``);

/** @param {string[]} cells */
const row = (cells) => `| ${cells.join(' | ')} |`;

/**
 * The pages in the order first seen across results.
 * @param {(SiteResult | undefined)[]} results
 */
function pagesOf(results) {
  return [...new Set(results.flatMap((result) => result?.pages.map((page) => page.page) ?? []))];
}

/** @param {SiteResult | undefined} result @param {string} page */
const figuresFor = (result, page) => result?.pages.find((entry) => entry.page === page)?.median;

/**
 * @param {{ before?: Measured, after: Measured }} sites
 */
function beforeAfterTables({ before, after }) {
  const pages = pagesOf([before?.result, after.result]);
  return measures.map(({ title, key, format }) => {
    const lines = [`### ${title}`, '', row(['page', 'before', 'after', 'after − before']), row(['---', '---:', '---:', '---:'])];
    for (const page of pages) {
      const old = figuresFor(before?.result, page)?.[key];
      const now = figuresFor(after.result, page)?.[key];
      const change = old === undefined || now === undefined ? '' : signed(now - old, format);
      lines.push(row([pageName(page), old === undefined ? '–' : format(old), now === undefined ? '–' : format(now), change]));
    }
    return lines.join('\n');
  });
}

/**
 * A difference with its sign; one too small to show in the measure's unit prints as 0.
 * @param {number} difference
 * @param {(value: number) => string} format
 */
function signed(difference, format) {
  const size = format(Math.abs(difference));
  if (Number(size) === 0) return '0';
  return `${difference > 0 ? '+' : '−'}${size}`;
}

/** @param {number} federated @param {number} monolithic */
const ratio = (federated, monolithic) => (monolithic === 0 ? '–' : `${(federated / monolithic).toFixed(2)}×`);

/**
 * Federated against monolithic, per page: the four figures the issue asks ratios of.
 * @param {SiteResult} federated
 * @param {SiteResult} monolith
 */
function federationPrice(federated, monolith) {
  /** @type {[string, keyof PageFigures, (value: number) => string][]} */
  const compared = [
    ['JS compressed (kB)', 'jsTransferBytes', kB],
    ['requests', 'requests', whole],
    ['LCP (s)', 'lcpMs', seconds],
    ['TBT (ms)', 'tbtMs', whole],
  ];
  const lines = [
    row(['page', ...compared.flatMap(([name]) => [`${name} fed. / mono.`, 'ratio'])]),
    row(['---', ...compared.flatMap(() => ['---:', '---:'])]),
  ];
  for (const page of pagesOf([federated, monolith])) {
    const fed = figuresFor(federated, page);
    const mono = figuresFor(monolith, page);
    if (!fed || !mono) continue;
    lines.push(row([pageName(page), ...compared.flatMap(([, key, format]) => [`${format(fed[key])} / ${format(mono[key])}`, ratio(fed[key], mono[key])])]));
  }
  return lines.join('\n');
}

/**
 * The issue's goals, checked on the current checkout's figures.
 * @param {SiteResult} result
 * @param {string[]} publicPages
 */
function goals(result, publicPages) {
  const mark = (/** @type {boolean} */ met) => (met ? 'yes' : '**no**');
  const lines = [
    row(['page', 'performance ≥ 95', 'LCP < 1.8 s', 'TBT < 150 ms', 'CLS < 0.02']),
    row(['---', '---', '---', '---', '---']),
  ];
  for (const page of publicPages) {
    const figures = figuresFor(result, page);
    if (!figures) continue;
    lines.push(
      row([
        `\`${page}\``,
        `${mark(figures.performance >= 95)} (${figures.performance})`,
        `${mark(figures.lcpMs < 1800)} (${seconds(figures.lcpMs)})`,
        `${mark(figures.tbtMs < 150)} (${whole(figures.tbtMs)})`,
        `${mark(figures.cls < 0.02)} (${figures.cls.toFixed(3)})`,
      ]),
    );
  }
  return lines.join('\n');
}

/**
 * The CPU speed Lighthouse measured over every run of a site: median and range.
 * @param {SiteResult} result
 */
function benchmarkIndexOf(result) {
  const values = result.pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)).filter((value) => value !== undefined);
  if (values.length === 0) return 'not recorded';
  return `${whole(median(values))} (${whole(Math.min(...values))}–${whole(Math.max(...values))})`;
}

/**
 * @param {object} report
 * @param {Machine} report.machine
 * @param {number} report.runs
 * @param {Measured | undefined} report.before the baseline, from bench/baseline.json
 * @param {Measured} report.after this checkout, federated
 * @param {SiteResult | undefined} report.monolith this checkout's monolithic build
 * @param {string} report.monolithNote why there is no monolith section, when there is none
 * @param {string[]} report.publicPages
 * @param {string[]} report.extraSections markdown from the API-load and main-thread modules
 * @returns {string}
 */
export function renderReport({ machine, runs, before, after, monolith, monolithNote, publicPages, extraSections }) {
  const parts = [
    '# Bench results',
    '',
    'Written by `npm run bench` (scripts/bench.mjs); do not edit by hand. Raw figures: `bench/results.json`, the baseline\'s in `bench/baseline.json`.',
    '',
    '## Machine',
    '',
    row(['', '']),
    row(['---', '---']),
    row(['CPU', `${machine.cpu}, ${machine.cores} cores`]),
    row(['memory', machine.memory]),
    row(['load average (1 min) at start', machine.loadAverage]),
    row(['OS', machine.os]),
    row(['Node.js', machine.node]),
    row(['Chromium', machine.chromium]),
    row(['Lighthouse', machine.lighthouse]),
    row(['date', machine.date]),
    row([
      'Lighthouse CPU benchmark index during the runs (median, range; higher is faster)',
      /** @type {[string, SiteResult | undefined][]} */ ([['before', before?.result], ['after', after.result], ['monolith', monolith]])
        .flatMap(([label, result]) => (result ? [`${label} ${benchmarkIndexOf(result)}`] : []))
        .join('; '),
    ]),
    '',
    '## How',
    '',
    `- The site is built for production (\`node scripts/build.mjs\`) and served by the same processes as \`npm start\`` +
      ' (scripts/lib/site-processes.mjs: the API, the four remotes, the shell\'s server) on ports of the bench\'s own.',
    `- Lighthouse ${machine.lighthouse}, its default mobile configuration (simulated throttling: slow 4G, 4× CPU), in Debian's Chromium` +
      ' (`--headless=new`), categories performance, accessibility and SEO. Every request to an origin other than localhost' +
      ' is blocked (the hosts a plain load of the measured pages tries to reach); the remotes on other localhost ports are the site\'s own.',
    `- ${runs} run${runs === 1 ? '' : 's'} per page, each from an empty cache; every figure is the **median per metric** over the runs` +
      ' (so one row may mix runs).',
    '- Bytes and requests from Lighthouse\'s network records (`network-requests` audit): "compressed" is the transfer size' +
      ' (body as sent plus headers), "raw" the decoded size; kB = 1,024 bytes; requests and total count only the site\'s own requests.',
    '- `/portal` is measured signed in: the bench asks for a login link (`POST /api/email` for applicant.client@example.org),' +
      ' takes it from the API\'s console (its outbox mailer), opens it once so the portal exchanges the code and stores its session,' +
      ' then for every run writes that sessionStorage in a fresh tab with an emptied cache and runs Lighthouse in it without storage reset.',
    '- SEO scores of pages marked `noindex` by design (appeal pages, `/auth`, the portal) lose the "page is blocked from indexing" audit.',
    '- Simulated throttling multiplies the main-thread work seen on this machine, which other processes share: TBT and the' +
      ' performance score move between runs by tens of ms and a few points; bytes and requests do not.',
    '',
    `## Before and after (before: ${before ? `\`${before.commit.slice(0, 7)}\`, measured ${before.date}` : 'not measured yet'}; after: \`${after.commit.slice(0, 7)}${after.commit.slice(40)}\`, measured ${after.date})`,
    '',
    ...beforeAfterTables({ before, after }).flatMap((table) => [table, '']),
    '## Goals (after)',
    '',
    goals(after.result, publicPages),
    '',
    '## The price of federation: federated / monolithic',
    '',
    monolith
      ? `Both built from this checkout and measured in the same run; the monolith is one webpack app importing the remotes' routes (shell/dist-monolith), served by the same shell server. Goal: ratios of 1.15× or less on JS bytes and LCP.\n\n${federationPrice(after.result, monolith)}`
      : monolithNote,
    '',
    ...extraSections.flatMap((section) => [section.trim(), '']),
  ];
  return parts.join('\n');
}
