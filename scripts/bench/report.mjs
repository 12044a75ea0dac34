// @ts-check
// Writes bench/results.md from the measured figures: the machine and the emulated phone (benchmark
// index, CPU slowdown), a summary per page, BEFORE (an earlier commit) and AFTER (this checkout)
// side by side per measure, the issue's goals for every measured page, the federated/monolithic
// ratios, and the sections other modules return (API load, main-thread profile).
import os from 'node:os';
import calibration from './calibration.js';
import goals from './goals.js';
import machinery from './machinery.js';
import markdown from './markdown.js';
import { signedInPages } from './pages.mjs';

const { median } = calibration;
const { tableRow: row } = markdown;

/** @typedef {import('./lighthouse.mjs').SiteResult} SiteResult */
/** @typedef {import('./lighthouse.mjs').PageFigures} PageFigures */
/** @typedef {import('./lighthouse.mjs').Calibration} Calibration */
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
const layoutShift = (/** @type {number} */ value) => value.toFixed(3);
/** A figure, or "–" where a result has none (one measured before the bench recorded it). */
const shown = (/** @type {number | undefined} */ value, /** @type {(value: number) => string} */ format) => (value === undefined ? '–' : format(value));

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
  { title: 'Cumulative Layout Shift', key: 'cls', format: layoutShift },
  { title: 'Main-thread work (ms, Lighthouse `mainthread-work-breakdown`)', key: 'mainThreadMs', format: whole },
  { title: 'JavaScript boot-up (ms, Lighthouse `bootup-time`)', key: 'bootupMs', format: whole },
  { title: 'Speed Index (s)', key: 'speedIndexMs', format: seconds },
  { title: 'Accessibility score', key: 'accessibility', format: whole },
  { title: 'SEO score', key: 'seo', format: whole },
];

/** The variant measured as `after`, with every script file refused (the pages with a main-thread goal only). */
export const WITHOUT_SCRIPTS = 'after, without its scripts';
/** The variant measured as `after` on the phone of issue 21's own figures (the pages with a main-thread goal only). */
export const ON_ISSUE_PHONE = "after, on the issue's phone";

/** How a page is named in the tables. @param {string} page */
const pageName = (page) => (signedInPages.includes(page) ? `\`${page}\` (signed in)` : `\`${page}\``);

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
      lines.push(row([pageName(page), shown(old, format), shown(now, format), change]));
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
 * Score, LCP, TBT, CLS, main-thread work and JavaScript boot-up side by side, a row per page and variant.
 * @param {[string, SiteResult | undefined][]} variants
 */
function summary(variants) {
  const lines = [
    row(['page', 'variant', 'score', 'LCP (s)', 'TBT (ms)', 'CLS', 'main-thread work (ms)', 'JS boot-up (ms)']),
    row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:']),
  ];
  for (const page of pagesOf(variants.map(([, result]) => result))) {
    for (const [label, result] of variants) {
      const figures = figuresFor(result, page);
      if (!figures) continue;
      lines.push(
        row([
          pageName(page),
          label,
          whole(figures.performance),
          seconds(figures.lcpMs),
          whole(figures.tbtMs),
          layoutShift(figures.cls),
          shown(figures.mainThreadMs, whole),
          shown(figures.bootupMs, whole),
        ]),
      );
    }
  }
  return lines.join('\n');
}

/**
 * The CPU speed Lighthouse measured over every run of a site: median and range, and how far the
 * median is from the calibration's (a load that changed during the bench shows here).
 * @param {SiteResult} result
 * @param {Calibration | undefined} phone
 */
function benchmarkIndexOf(result, phone) {
  const values = result.pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)).filter((value) => value !== undefined);
  if (values.length === 0) return 'not recorded';
  const middle = median(values);
  const drift = phone ? Math.round((middle / phone.benchmarkIndex - 1) * 100) : 0;
  const fromCalibration = phone ? `, ${drift === 0 ? 'as at' : `${Math.abs(drift)}% ${drift > 0 ? 'above' : 'below'}`} the calibration` : '';
  return `${whole(middle)} (${whole(Math.min(...values))}–${whole(Math.max(...values))})${fromCalibration}`;
}

/**
 * @param {object} report
 * @param {Machine} report.machine
 * @param {number} report.runs
 * @param {Calibration | undefined} report.calibration absent from results measured before the bench calibrated
 * @param {Measured | undefined} report.before an earlier commit, measured in the same run
 * @param {Measured} report.after this checkout, federated
 * @param {SiteResult | undefined} report.monolith this checkout's monolithic build
 * @param {{ label: string, commit: string, result?: SiteResult }[]} [report.variants] other builds (`--variant`), each without one piece of machinery
 * @param {SiteResult} [report.withoutScripts] this checkout with every script file refused (the pages with a main-thread goal)
 * @param {SiteResult} [report.onIssuePhone] this checkout on the phone of the issue's own figures (the pages with a main-thread goal)
 * @param {string} report.monolithNote why there is no monolith section, when there is none
 * @param {string | undefined} report.appealPage the appeal page measured (its main-thread goal is the issue's "appeal page")
 * @param {string[]} report.extraSections markdown from the API-load and main-thread modules
 * @returns {string}
 */
export function renderReport({ machine, runs, calibration: phone, before, after, monolith, variants: others = [], withoutScripts, onIssuePhone, monolithNote, appealPage = '', extraSections }) {
  // How many times slower than the issue's phone this run's is: the main-thread goals' scale.
  const phoneScale = phone ? calibration.tablePhoneScale(phone.benchmarkIndex, phone.cpuSlowdownMultiplier) : undefined;
  /** @type {[string, SiteResult | undefined][]} */
  const variants = [
    ['before', before?.result],
    ['after', after.result],
    [WITHOUT_SCRIPTS, withoutScripts],
    [ON_ISSUE_PHONE, onIssuePhone],
    ['monolith', monolith],
    ...others.map(({ label, result }) => /** @type {[string, SiteResult | undefined]} */ ([label, result])),
  ];
  const measuredVariants = variants.filter(([, result]) => result !== undefined);
  const parts = [
    '# Bench results',
    '',
    'Written by `npm run bench` (scripts/bench.mjs); do not edit by hand. Raw figures: `bench/results.json`.',
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
      'Lighthouse CPU benchmark index before the runs (median of the samples; higher is faster)',
      phone ? `${whole(phone.benchmarkIndex)} (samples ${phone.benchmarkIndexSamples.join(', ')})` : 'not measured (Lighthouse\'s default 4× slowdown)',
    ]),
    row(['CPU slowdown set from it (the emulated phone)', phone ? `${phone.cpuSlowdownMultiplier}×` : '4× (default)']),
    row([
      'the emulated phone\'s index (the machine\'s ÷ the slowdown; the issue\'s table: ~1,400 at Lighthouse\'s default 4×: ~350)',
      phone ? whole(phone.benchmarkIndex / phone.cpuSlowdownMultiplier) : 'not measured',
    ]),
    row([
      'how many times slower than the issue\'s table\'s phone (~350) it is: the main-thread goals\' scale (`tablePhoneScale`)',
      phoneScale?.toFixed(2) ?? 'not measured (goals unscaled)',
    ]),
    row([
      `CPU slowdown of "${ON_ISSUE_PHONE}" (this machine's index ÷ ~350)`,
      onIssuePhone && phone ? `${calibration.issuePhoneMultiplier(phone.benchmarkIndex)}×` : 'not measured',
    ]),
    row([
      'Lighthouse CPU benchmark index during the runs (median, range)',
      measuredVariants.flatMap(([label, result]) => (result ? [`${label} ${benchmarkIndexOf(result, phone)}`] : [])).join('; '),
    ]),
    '',
    '## How',
    '',
    `- The site is built for production (\`node scripts/build.mjs\`) and served by the same processes as \`npm start\`` +
      ' (scripts/lib/site-processes.mjs: the API, the four remotes, the shell\'s server) on ports of the bench\'s own.',
    `- Lighthouse ${machine.lighthouse}, its mobile configuration (simulated throttling: slow 4G) in Debian's Chromium` +
      ' (`--headless=new`), categories performance, accessibility and SEO, with the CPU slowdown **calibrated to one phone**:' +
      ' once every page has been loaded once (the site\'s processes warmed up) and the 1-minute load average has fallen to a quarter of the' +
      ' cores, before any page is measured, Lighthouse\'s benchmark index is taken in the same browser (its own page function, median of' +
      ` ${phone?.benchmarkIndexSamples.length ?? 'the'} samples a second apart after a warm-up)` +
      ' and the slowdown set from it as Lighthouse\'s throttling documentation\'s calculator does' +
      ' (3 + (index − 1300) / 233 from 1,300 up; 2–3× from 800, 1–2× from 150; none below), so a figure means the same phone' +
      ' on any machine. The index Lighthouse records in each run shows whether the machine\'s load changed during the bench.' +
      ' The calculator\'s line is not proportional to the index: the phone it emulates (the machine\'s index ÷ the slowdown) is' +
      ' slower on a faster machine (~408 at an index of 1,400, ~274 at 4,000), so on a fast machine every CPU figure is harsher' +
      ' than on the issue\'s reference machine; the "main-thread work ≤ ½ the current site\'s" goals, set on figures taken at' +
      ' ~1,400, compare on the same phone (below).',
    '- Every request to an origin other than localhost is blocked (the hosts a plain load of the measured pages tries to reach);' +
      ' the remotes on other localhost ports are the site\'s own.',
    `- Every variant (before: an earlier commit, built in a folder of its own; after: this checkout; the monolith; any \`--variant\`, built like before) is served at once` +
      ` and measured in one run, **interleaved page by page**: for each page, each variant once per round, the order rotating` +
      ` from round to round (scripts/bench/schedule.js). ${runs} run${runs === 1 ? '' : 's'} per page and variant, each from an` +
      ' empty cache; every figure is the **median per metric** over the runs (so one row may mix runs).',
    '- Main-thread work is Lighthouse\'s `mainthread-work-breakdown` (all of it: script, style, layout, paint, parsing) and' +
      ' JavaScript boot-up its `bootup-time` (evaluation, compilation and parsing of the scripts), both on the emulated phone.',
    `- "${WITHOUT_SCRIPTS}" is this checkout's pages that have a main-thread goal, measured in the same rounds with every` +
      ' script file refused (Lighthouse\'s blocked URLs): the server\'s HTML, its styles, images and inline scripts only. Its' +
      ' main-thread work is the part of the goal the browser spends on the page itself on this phone, whatever the site\'s code does;' +
      ' the goals table shows it beside the goal.' +
      ` "${ON_ISSUE_PHONE}" is the same pages measured in the same rounds with the slowdown that emulates the phone the issue's` +
      ' table of the current site was measured on (its machine\'s index, ~1,400, ÷ Lighthouse\'s default 4× it was measured with: ~350), that is' +
      ' this machine\'s index ÷ 350 (calibration.js), shown beside the goal too.',
    '- **Main-thread work against the current site\'s, on the same phone.** The issue\'s table of the current site was measured' +
      ' on the phone of index ~350 (its machine\'s ~1,400 at Lighthouse\'s default 4×), and the goal is half of it on the calibrated phone. Lighthouse\'s simulated throttling multiplies' +
      ' every main-thread task by the slowdown, so on a phone k times slower the same page\'s figure is k times larger: the goal is' +
      ' half the table\'s figure times k, this run\'s phone\'s slowness against that one (~350 × the slowdown ÷ this machine\'s index;' +
      ' `tablePhoneScale` in calibration.js; 1 on the table\'s machine at 4×), which is' +
      ' what a side-by-side run of both sites on this machine would give. The site\'s figure is the calibrated phone\'s, from the' +
      ` same runs as the other goals; "${ON_ISSUE_PHONE}" measures the same comparison directly.`,
    '- Bytes and requests from Lighthouse\'s network records (`network-requests` audit): "compressed" is the transfer size' +
      ' (body as sent plus headers), "raw" the decoded size; kB = 1,024 bytes; requests and total count only the site\'s own requests.',
    '- `/portal` and `/champions` are measured signed in: the bench asks for a login link (`POST /api/email` for applicant.client@example.org),' +
      ' takes it from the API\'s console (its outbox mailer), opens it once so the portal exchanges the code and stores its session,' +
      ' then for every run writes that sessionStorage in a fresh tab with an emptied cache and runs Lighthouse in it (at `?recordId=…`) without storage reset.',
    '- SEO scores of pages marked `noindex` by design (appeal pages, `/auth`, the portal) lose the "page is blocked from indexing" audit.',
    '- Simulated throttling multiplies the main-thread work seen on this machine, which other processes share: TBT and the' +
      ' performance score move between runs by tens of ms and a few points; bytes and requests do not.',
    '',
    '## Summary (medians)',
    '',
    summary(measuredVariants),
    '',
    '## Goals (after)',
    '',
    'Issue 21\'s goals for every measured page: score ≥ 95, LCP ≤ 1.8 s on every run (its slowest run), TBT ≤ 150 ms, CLS ≤ 0.02, and main-thread' +
      ' work at most half the organisation\'s current site\'s on the same phone (the issue\'s table, scaled to this run\'s phone as "How" says; "–" for a page it does not list); the others on the medians.',
    '',
    goals.goalsTable({
      appealPage,
      phoneScale,
      pages: after.result.pages.map(({ page, median, runs }) => ({
        name: pageName(page),
        page,
        figures: {
          ...median,
          slowestLcpMs: Math.max(...runs.map((run) => run.lcpMs)),
          mainThreadWithoutScriptsMs: figuresFor(withoutScripts, page)?.mainThreadMs,
          mainThreadOnIssuePhoneMs: figuresFor(onIssuePhone, page)?.mainThreadMs,
        },
      })),
    }),
    '',
    `## Before and after (before: ${before ? `\`${before.commit.slice(0, 7)}${before.commit.slice(40)}\`` : 'not measured (no `--before`)'}; after: \`${after.commit.slice(0, 7)}${after.commit.slice(40)}\`, measured ${after.date})`,
    '',
    ...beforeAfterTables({ before, after }).flatMap((table) => [table, '']),
    '## The price of federation: federated / monolithic',
    '',
    monolith
      ? `Both built from this checkout and measured in the same run; the monolith is one webpack app importing the remotes' routes (bench/monolith), served by the same shell server. Goal: ratios of 1.15× or less on JS bytes and LCP.\n\n${federationPrice(after.result, monolith)}`
      : monolithNote,
    '',
    ...(others.length > 0
      ? [
          '## What each piece of machinery gains (variants without it)',
          '',
          `Each variant is this checkout without one piece (${others.map(({ label, commit }) => `${label}: \`${commit.slice(0, 7)}${commit.slice(40)}\``).join('; ')}), measured in the same interleaved rounds.` +
            ' Main-thread work (medians); the gain is the share of the page\'s work without the piece that the piece saves (negative: the page does less without it). A page a piece does not touch shows the run\'s noise.',
          '',
          machinery.gainsTable({ after: after.result, variants: others, pageName }),
          '',
        ]
      : []),
    ...extraSections.flatMap((section) => [section.trim(), '']),
  ];
  return parts.join('\n');
}
