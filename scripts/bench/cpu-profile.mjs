#!/usr/bin/env node
// @ts-check
// Where the main thread's JavaScript time goes while `/` loads: Debian's Chromium with CPU
// throttling (the bench's calibrated slowdown; 4x, Lighthouse's default, when run alone), a V8 CPU profile per load, self time per load grouped by what
// the code is (react-dom, the federation runtime, styled-components, ui, the remote, …), mean of
// several loads. Each sampled function is placed through the build's hidden source maps (read from
// the checkout's `*/dist`, never served), so a chunk that mixes packages is split correctly.
//   node scripts/bench/cpu-profile.mjs http://localhost:3000 [path]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { LEAST_UPPER_BOUND, TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Debian's Chromium, never a downloaded browser; the flags keep it off this machine's closed network. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
/** Lighthouse's default CPU slowdown, used when no calibrated one is given. */
const DEFAULT_CPU_SLOWDOWN = 4;
/** Microseconds between samples: fine enough for functions that run a fraction of a millisecond. */
const SAMPLING_INTERVAL_US = 200;
/** Frames V8 reports that are not JavaScript (idle is not work at all). */
const NOT_JAVASCRIPT = new Map([
  ['(garbage collector)', 'garbage collection'],
  ['(program)', 'browser work outside JavaScript (parse, style, layout, paint)'],
]);

/**
 * What a source file of the build is, by its path in the source map.
 * @param {string} source
 * @param {string} app the app whose build the script belongs to
 */
export function groupOfSource(source, app) {
  // The federation plugin's generated entry lives in node_modules/.federation: glue, not a package.
  if (/webpack\/(runtime|bootstrap|startup|container-entry)|\.federation\//.test(source)) return 'webpack + federation glue';
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) {
    if (pkg.startsWith('@module-federation/')) return 'federation runtime';
    if (pkg === 'react-dom' || pkg === 'scheduler') return 'react-dom';
    if (pkg === 'styled-components' || pkg === 'stylis' || pkg.startsWith('@emotion/')) return 'styled-components';
    if (pkg === 'react-router' || pkg === 'react-router-dom' || pkg === '@remix-run/router') return 'react-router';
    if (pkg === 'react') return 'react';
    return `other library (${pkg})`;
  }
  if (/(^|\/)ui\/src\//.test(source)) return 'ui';
  // A remote's code built into the shell (the monolith) counts as the remote's, as when it is federated.
  const remote = source.match(/(?:^|\/)([a-z]+-remote)\/src\//)?.[1];
  if (remote) return `${remote} (own code)`;
  return app === 'shell' ? 'shell (own code)' : `${app} (own code)`;
}

/**
 * Source maps of the scripts a page loaded, found through each origin's federation manifest
 * (it names the app, hence its `dist` folder in the checkout), or given: the monolith's shell has no manifest.
 */
export class ScriptMaps {
  /**
   * @param {string} checkout
   * @param {Record<string, { app: string, dist: string }>} [builds] origin → the app it serves and its build folder in `checkout`
   */
  constructor(checkout, builds = {}) {
    this.checkout = checkout;
    this.builds = builds;
    /** @type {Map<string, Promise<string | undefined>>} origin → app folder */
    this.appOfOrigin = new Map();
    /** @type {Map<string, TraceMap | null>} */
    this.maps = new Map();
  }

  /** @param {string} origin */
  appFolder(origin) {
    let folder = this.appOfOrigin.get(origin);
    if (!folder) {
      folder = fetch(`${origin}/mf-manifest.json`)
        .then((response) => (response.ok ? response.json() : undefined))
        .then((manifest) => manifest?.metaData?.buildInfo?.buildName)
        .catch(() => undefined);
      this.appOfOrigin.set(origin, folder);
    }
    return folder;
  }

  /** @param {string} scriptUrl */
  async locate(scriptUrl) {
    const url = new URL(scriptUrl);
    const given = this.builds[url.origin];
    const app = given?.app ?? (await this.appFolder(url.origin));
    const dist = given?.dist ?? (app && path.join(app, 'dist'));
    const file = dist ? path.join(this.checkout, dist, url.pathname) : '';
    if (!this.maps.has(file)) {
      this.maps.set(file, file && fs.existsSync(`${file}.map`) ? new TraceMap(fs.readFileSync(`${file}.map`, 'utf8')) : null);
    }
    return { app: app ?? url.origin, map: this.maps.get(file) ?? null, file: path.basename(url.pathname) };
  }
}

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number }, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], startTime: number, endTime: number, samples: number[], timeDeltas: number[] }} CpuProfile
 */

/**
 * The original file of a generated position; a position the map does not cover (a chunk's
 * top-level wrapper) counts for the next mapped code.
 * @param {TraceMap} map
 * @param {number} line zero-based, as V8 reports it
 * @param {number} column
 */
function sourceAt(map, line, column) {
  const position = { line: line + 1, column };
  return originalPositionFor(map, position).source ?? originalPositionFor(map, { ...position, bias: LEAST_UPPER_BOUND }).source;
}

/**
 * Self time (ms) per group in one profile; functions V8 reports without a script (built-ins)
 * count for the script that called them.
 * @param {CpuProfile} profile
 * @param {ScriptMaps} scriptMaps
 * @returns {Promise<Map<string, number>>}
 */
async function selfTimeByGroup(profile, scriptMaps) {
  /** @type {Map<number, number>} */
  const selfUs = new Map();
  for (let index = 0; index < profile.samples.length - 1; index += 1) {
    const node = profile.samples[index];
    selfUs.set(node, (selfUs.get(node) ?? 0) + profile.timeDeltas[index + 1]);
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, ProfileNode>} */
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);

  /** @type {Map<string, number>} */
  const groups = new Map();
  for (const [id, us] of selfUs) {
    let node = byId.get(id);
    const ownName = node?.callFrame.functionName ?? '';
    if (ownName === '(idle)' || ownName === '(root)') continue;
    let group = NOT_JAVASCRIPT.get(ownName);
    if (!group) {
      while (node && !node.callFrame.url) node = parentOf.get(node.id);
      if (!node) group = 'JavaScript without a script (built-ins at top level)';
      else if (!/^https?:/.test(node.callFrame.url)) group = 'other (browser extensions, inline)';
      else {
        const { app, map, file } = await scriptMaps.locate(node.callFrame.url);
        const source = map ? sourceAt(map, node.callFrame.lineNumber, node.callFrame.columnNumber) : null;
        group = source ? groupOfSource(source, app) : map ? `${app} (code outside its source map)` : `${app} ${file} (no source map)`;
      }
    }
    groups.set(group, (groups.get(group) ?? 0) + us / 1000);
  }
  return groups;
}

/**
 * Loads `pagePath` once in a fresh browser context (empty cache), third-party requests blocked,
 * and returns its CPU profile from navigation to the page hydrated and the network quiet.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} pageUrl
 * @param {number} cpuSlowdown
 * @returns {Promise<CpuProfile>}
 */
async function profileOneLoad(browser, pageUrl, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const siteHost = new URL(pageUrl).hostname;
    await page.route((url) => url.hostname !== siteHost, (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Profiler.start');
    await page.goto(pageUrl, { waitUntil: 'load' });
    // Until the page has hydrated (the shell's mark), then quiet: the site's scripts start only
    // after the first paint, so on a slow load the network can fall quiet before they are requested.
    // One observer in the page, not Playwright's polling, whose work would be profiled with the page's.
    /* global document, MutationObserver -- run in the page */
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const ready = () => document.documentElement.dataset.ready === 'true';
          if (ready()) resolve(undefined);
          else new MutationObserver(() => ready() && resolve(undefined)).observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
        }),
    );
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    return /** @type {CpuProfile} */ (profile);
  } finally {
    await context.close();
  }
}

/**
 * Markdown: JavaScript self time per load of `pagePath` (mean of `runs`), by group, with `cpuSlowdown`×
 * CPU throttling. `checkout` is where the served build's `dist` folders (and source maps) are.
 * @param {string} siteUrl the shell's origin, e.g. http://localhost:3000
 * @param {{ pagePath?: string, runs?: number, checkout?: string, cpuSlowdown?: number }} [options]
 * @returns {Promise<string>}
 */
export async function profileMainThread(siteUrl, { pagePath = '/', runs = 3, checkout = repoRoot, cpuSlowdown = DEFAULT_CPU_SLOWDOWN } = {}) {
  const pageUrl = new URL(pagePath, siteUrl).href;
  const scriptMaps = new ScriptMaps(checkout);
  const browser = await chromium.launch(CHROMIUM);
  /** @type {Map<string, number[]>} */
  const perRun = new Map();
  try {
    for (let run = 0; run < runs; run += 1) {
      const groups = await selfTimeByGroup(await profileOneLoad(browser, pageUrl, cpuSlowdown), scriptMaps);
      for (const [group, ms] of groups) {
        const list = perRun.get(group) ?? Array.from({ length: runs }, () => 0);
        list[run] = ms;
        perRun.set(group, list);
      }
    }
  } finally {
    await browser.close();
  }

  const mean = (/** @type {number[]} */ values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const rows = [...perRun].map(([group, values]) => ({ group, values, mean: mean(values), javascript: ![...NOT_JAVASCRIPT.values()].includes(group) }));
  const javascript = rows.filter((row) => row.javascript).sort((a, b) => b.mean - a.mean);
  const other = rows.filter((row) => !row.javascript);
  const totalRuns = Array.from({ length: runs }, (_, run) => javascript.reduce((sum, row) => sum + row.values[run], 0));
  const ms = (/** @type {number} */ value) => value.toFixed(0);
  const line = (/** @type {string} */ label, /** @type {number} */ meanMs, /** @type {number[]} */ values) =>
    `| ${label} | ${ms(meanMs)} | ${values.map(ms).join(' / ')} |`;
  return [
    `JavaScript self time while \`${pagePath}\` loads (Chromium, ${cpuSlowdown}x CPU throttling, cold cache, third-party requests blocked; mean of ${runs} loads, in ms):`,
    '',
    '| code | mean ms | each load |',
    '|---|---:|---:|',
    ...javascript.map((row) => line(row.group, row.mean, row.values)),
    line('**all JavaScript**', mean(totalRuns), totalRuns),
    ...other.map((row) => line(`_${row.group}_`, row.mean, row.values)),
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [siteUrl = 'http://localhost:3000', pagePath = '/'] = process.argv.slice(2);
  console.log(await profileMainThread(siteUrl, { pagePath }));
}
