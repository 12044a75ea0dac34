// @ts-check
// The Lighthouse runner: measures the pages of one or more served sites (a URL and a label each),
// so every variant (this checkout, an older one, the monolithic build) is measured the same way,
// in one browser, interleaved page by page (schedule.js). Lighthouse's mobile configuration
// (simulated throttling) drives Debian's Chromium with a CPU slowdown calibrated to this machine:
// Lighthouse's benchmark index is measured first, in that browser, and the slowdown set from it
// (calibration.js), so a figure means the same phone on any machine. Every request to an origin
// other than localhost is blocked (the remotes on other localhost ports are the site's own); the
// figures are the median of N runs, taken per metric.
// Alone, it measures the public pages of a site already running and prints the medians as JSON:
//   node scripts/bench/lighthouse.mjs http://localhost:3000 [label] [runs]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import calibration from './calibration.js';
import { benchmarkIndexFunction } from './internals/lighthouse.mjs';
import { portalEmail, publicPages, signedInPages } from './pages.mjs';
import schedule from './schedule.js';

const { cpuSlowdownMultiplier, issuePhoneMultiplier, median } = calibration;

export const chromePath = '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/**
 * One page's figures; bytes as Lighthouse's network records give them.
 * @typedef {object} PageFigures
 * @property {number} jsTransferBytes JavaScript as transferred (compressed, with headers)
 * @property {number} jsResourceBytes JavaScript decoded (raw)
 * @property {number} jsRequests
 * @property {number} requests requests the page made to the site (blocked third-party ones not counted)
 * @property {number} totalTransferBytes everything transferred
 * @property {number} blockedRequests third-party requests blocked
 * @property {number} performance score 0-100
 * @property {number} fcpMs
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} speedIndexMs
 * @property {number} accessibility score 0-100
 * @property {number} seo score 0-100
 * @property {number} mainThreadMs main-thread work (Lighthouse's `mainthread-work-breakdown`: script, style, layout, paint, parse…), on the emulated phone
 * @property {number} bootupMs JavaScript boot-up (Lighthouse's `bootup-time`: evaluation, compilation, parse of the scripts), on the emulated phone
 * @property {number} benchmarkIndex Lighthouse's measure of the CPU's speed during the run (higher is faster)
 */

/** @typedef {{ page: string, url: string, runs: PageFigures[], median: PageFigures }} PageResult */
/** @typedef {{ label: string, siteUrl: string, pages: PageResult[] }} SiteResult */
/**
 * How the phone was emulated: the benchmark index measured before the runs (median of the
 * samples) and the CPU slowdown set from it.
 * @typedef {{ benchmarkIndexSamples: number[], benchmarkIndex: number, cpuSlowdownMultiplier: number }} Calibration
 */
/**
 * A site to measure. `onlyPages`: the pages measured on it (all, when absent); `blockedScripts`:
 * its pages are measured with every script file refused (the server's HTML, styles and images,
 * and the document's inline scripts, only); `onIssuePhone`: with the slowdown that emulates the
 * phone of issue 21's own figures (calibration.js) instead of the calculator's.
 * @typedef {{ label: string, siteUrl: string, loginLink?: (email: string) => Promise<URL>, onlyPages?: string[], blockedScripts?: boolean, onIssuePhone?: boolean }} SiteToMeasure
 */

/** Every script file: Lighthouse's URL patterns match the whole address, `*` any characters. */
const SCRIPT_FILES = '*.js';

const isLocal = (/** @type {string} */ url) => {
  const { protocol, hostname } = new URL(url);
  return !protocol.startsWith('http') || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
};

/** @param {PageFigures[]} runs */
function medianFigures(runs) {
  return /** @type {PageFigures} */ (Object.fromEntries(/** @type {(keyof PageFigures)[]} */ (Object.keys(runs[0])).map((key) => [key, median(runs.map((run) => run[key]))])));
}

/**
 * The figures of one Lighthouse result.
 * @param {import('lighthouse').Result} lhr
 * @param {number} multiplier the CPU slowdown the run was asked for
 */
function figuresOf(lhr, multiplier) {
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== multiplier) throw new Error(`Lighthouse ran with a ${applied}× CPU slowdown, not the calibrated ${multiplier}×`);
  const items = /** @type {{ url: string, transferSize?: number, resourceSize?: number, resourceType?: string }[]} */ (
    /** @type {any} */ (lhr.audits['network-requests'].details)?.items ?? []
  );
  const ownRequests = items.filter((item) => isLocal(item.url));
  const scripts = ownRequests.filter((item) => item.resourceType === 'Script');
  const sum = (/** @type {typeof items} */ list, /** @type {'transferSize' | 'resourceSize'} */ key) => list.reduce((total, item) => total + (item[key] ?? 0), 0);
  const score = (/** @type {string} */ category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (/** @type {string} */ audit) => lhr.audits[audit].numericValue ?? Number.NaN;
  return {
    jsTransferBytes: sum(scripts, 'transferSize'),
    jsResourceBytes: sum(scripts, 'resourceSize'),
    jsRequests: scripts.length,
    requests: ownRequests.length,
    totalTransferBytes: sum(ownRequests, 'transferSize'),
    blockedRequests: items.length - ownRequests.length,
    performance: score('performance'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    mainThreadMs: metric('mainthread-work-breakdown'),
    bootupMs: metric('bootup-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Chromium's version, for the report. */
export function chromiumVersion() {
  return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/**
 * Opens a page in a plain load, with every non-local request refused, and returns the hosts it
 * tried to reach (forms, maps, analytics, the help-desk widget…), so Lighthouse can block them.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 */
async function thirdPartyHosts(browser, url) {
  const page = await browser.newPage();
  /** @type {Set<string>} */
  const hosts = new Set();
  try {
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (isLocal(request.url())) return void request.continue();
      hosts.add(new URL(request.url()).host);
      void request.abort('blockedbyclient');
    });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    // What loads after `load` (the help-desk widget waits for it).
    await new Promise((resolve) => setTimeout(resolve, 2000));
  } finally {
    await page.close();
  }
  return hosts;
}

/**
 * Signs in as the portal does (the email's link opens /portal, which exchanges the code and keeps
 * the session in sessionStorage) and returns the portal's query (`?recordId=…`) and what it stored.
 * @param {import('puppeteer-core').Browser} browser
 * @param {URL} loginLink
 */
async function portalSession(browser, loginLink) {
  const page = await browser.newPage();
  try {
    await page.goto(loginLink.href, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.waitForFunction(() => sessionStorage.getItem('session') !== null && !globalThis.location.search.includes('jwt'), { timeout: 30_000 });
    const storage = /** @type {Record<string, string>} */ (
      await page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''])))
    );
    return { search: new URL(page.url()).search, storage };
  } finally {
    await page.close();
  }
}

/**
 * The 1-minute load average the calibration waits for: a quarter of the cores busy at most. At half
 * the cores it began while the warm-up's work was still fading (load 1.04), and five samples of
 * 1,132–2,103 gave 1,342 where the runs then saw 2,077: a phone twice as fast as the calculator's.
 */
const SETTLED_LOAD = os.cpus().length / 4;
/** How long the calibration waits for the load to settle before it says so and goes on. */
const SETTLE_TIMEOUT_MS = 180_000;

/**
 * Waits until the machine's 1-minute load average is at most a quarter of its cores (builds and site
 * processes starting up have finished), or says that it did not settle.
 * @param {(line: string) => void} log
 */
async function loadSettled(log) {
  const started = Date.now();
  while (os.loadavg()[0] > SETTLED_LOAD) {
    if (Date.now() - started > SETTLE_TIMEOUT_MS) {
      log(`load average still ${os.loadavg()[0].toFixed(2)} after ${SETTLE_TIMEOUT_MS / 1000} s: calibrating anyway`);
      return;
    }
    await sleep(5_000);
  }
  log(`load average ${os.loadavg()[0].toFixed(2)} after ${Math.round((Date.now() - started) / 1000)} s: calibrating`);
}

/**
 * Lighthouse's benchmark index of this machine now, measured as Lighthouse measures it (its own
 * page function, in the browser that runs the pages): one warm-up, then the median of `samples`
 * taken a second apart.
 * @param {import('puppeteer-core').Browser} browser
 * @param {number} [samples]
 * @returns {Promise<Calibration>}
 */
export async function calibrate(browser, samples = 11) {
  const page = await browser.newPage();
  try {
    const computeBenchmarkIndex = await benchmarkIndexFunction();
    await page.goto('about:blank');
    await page.evaluate(computeBenchmarkIndex);
    /** @type {number[]} */
    const benchmarkIndexSamples = [];
    for (let sample = 0; sample < samples; sample += 1) {
      // A second apart, so one burst of another process's work sways one sample, not the median.
      if (sample > 0) await sleep(1_000);
      benchmarkIndexSamples.push(Math.round(await page.evaluate(computeBenchmarkIndex)));
    }
    const benchmarkIndex = median(benchmarkIndexSamples);
    return { benchmarkIndexSamples, benchmarkIndex, cpuSlowdownMultiplier: cpuSlowdownMultiplier(benchmarkIndex) };
  } finally {
    await page.close();
  }
}

/**
 * Measures the same pages of one or more sites, interleaved page by page, after calibrating the
 * CPU slowdown on this machine.
 * @param {object} options
 * @param {SiteToMeasure[]} options.sites the signed-in pages are measured on sites with a `loginLink`
 * @param {string[]} options.pages paths
 * @param {number} options.runs Lighthouse runs per page and site
 * @param {string} [options.artifactsDir] where each run's trace and network log are kept, for scripts/bench/lantern.mjs
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ calibration: Calibration, results: SiteResult[] }>}
 */
export async function measureSites({ sites, pages, runs, artifactsDir, log = console.log }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {

      /** @type {Set<string>} */
      const blockedHosts = new Set();
      for (const site of sites) {
        for (const page of pages) {
          if (signedInPages.includes(page)) continue;
          for (const host of await thirdPartyHosts(browser, new URL(page, site.siteUrl).href)) blockedHosts.add(host);
        }
      }
      const blockedUrlPatterns = [...blockedHosts].sort().map((host) => `*://${host}/*`);
      log(`blocking ${blockedHosts.size} third-party hosts: ${[...blockedHosts].sort().join(', ') || 'none'}`);
      const flags = {
        port: chrome.port,
        output: /** @type {'json'} */ ('json'),
        logLevel: /** @type {'error'} */ ('error'),
        onlyCategories: ['performance', 'accessibility', 'seo'],
        blockedUrlPatterns,
        /** @type {import('lighthouse').Flags['throttling']} */
        throttling: {},
      };

      /** Where each site's page is measured, and the portal's session storage where signed in (one sign-in per site). */
      /** @type {Map<string, Map<string, { url: string, storage?: Record<string, string> }>>} */
      const targets = new Map();
      for (const site of sites) {
        /** @type {Map<string, { url: string, storage?: Record<string, string> }>} */
        const siteTargets = new Map();
        /** @type {{ search: string, storage: Record<string, string> } | undefined} */
        let session;
        for (const page of pages) {
          if (site.onlyPages && !site.onlyPages.includes(page)) continue;
          if (!signedInPages.includes(page)) {
            const url = new URL(page, site.siteUrl).href;
            // An earlier build may lack a page this one has (the Spanish pages): not measured there.
            if ((await fetch(url)).status === 404) log(`[${site.label}] ${page}: skipped (not found on this build)`);
            else siteTargets.set(page, { url });
          } else if (site.loginLink) {
            session ??= await portalSession(browser, await site.loginLink(portalEmail));
            siteTargets.set(page, { url: new URL(page + session.search, site.siteUrl).href, storage: session.storage });
          } else log(`[${site.label}] ${page}: skipped (no way to sign in on this site)`);
        }
        targets.set(site.label, siteTargets);
      }

      // Calibrated only now: the pages above have been loaded once (every site process has started
      // and warmed up) and the machine's load has settled, so the index is the one the runs will see.
      await loadSettled(log);
      const calibration = await calibrate(browser);
      log(`benchmark index ${calibration.benchmarkIndex} (samples ${calibration.benchmarkIndexSamples.join(', ')}): CPU slowdown ${calibration.cpuSlowdownMultiplier}×`);
      flags.throttling = /** @type {import('lighthouse').Flags['throttling']} */ ({ cpuSlowdownMultiplier: calibration.cpuSlowdownMultiplier });
      /** Each site's flags: the common ones, with its scripts refused or its phone changed where it asks. */
      const flagsOf = new Map(
        sites.map((site) => [
          site.label,
          {
            ...flags,
            ...(site.blockedScripts && { blockedUrlPatterns: [...blockedUrlPatterns, SCRIPT_FILES] }),
            ...(site.onIssuePhone && { throttling: { cpuSlowdownMultiplier: issuePhoneMultiplier(calibration.benchmarkIndex) } }),
          },
        ]),
      );

      /** @type {Map<string, Map<string, PageFigures[]>>} runs per site, per page */
      const measured = new Map(sites.map((site) => [site.label, new Map()]));
      for (const { page, variant, run } of schedule.interleavedRuns({ pages, variants: sites.map((site) => site.label), runs })) {
        const target = targets.get(variant)?.get(page);
        if (!target) continue;
        const started = Date.now();
        const keep = artifactsDir ? keepArtifacts(path.join(artifactsDir, `${variant.replace(/[^a-z0-9]+/gi, '-')}${page.replace(/[^a-z0-9]+/gi, '-')}-${run + 1}.json`)) : undefined;
        const siteFlags = flagsOf.get(variant) ?? flags;
        const figures = await withRetries(async () => {
          const result = target.storage ? await runSignedIn(browser, target.url, target.storage, siteFlags) : await runPublic(target.url, siteFlags);
          const runFigures = figuresOf(result.lhr, expectedMultiplier(siteFlags));
          keep?.(result);
          return runFigures;
        }, log);
        const pageRuns = measured.get(variant)?.get(page) ?? [];
        measured.get(variant)?.set(page, [...pageRuns, figures]);
        log(
          `[${variant}] ${page} run ${run + 1}/${runs}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms,` +
            ` main thread ${Math.round(figures.mainThreadMs)} ms, benchmark index ${figures.benchmarkIndex} (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      }

      const results = sites.map((site) => ({
        label: site.label,
        siteUrl: site.siteUrl,
        pages: pages.flatMap((page) => {
          const pageRuns = measured.get(site.label)?.get(page);
          const target = targets.get(site.label)?.get(page);
          return pageRuns && target ? [{ page, url: target.url, runs: pageRuns, median: medianFigures(pageRuns) }] : [];
        }),
      }));
      return { calibration, results };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/**
 * A run that Lighthouse could not complete is tried again, twice at most: on this shared
 * machine a first load now and then fails with "Chrome prevented page load with an interstitial".
 * @param {() => Promise<PageFigures>} measure
 * @param {(line: string) => void} log
 */
async function withRetries(measure, log) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure();
    } catch (error) {
      if (attempt === 3) throw error;
      log(`  run failed (${/** @type {Error} */ (error).message}); trying again`);
    }
  }
}

/**
 * What Lighthouse's simulation (Lantern) starts from, written to `file`: the trace, the network log
 * and the settings, enough to compute the run's metrics again (scripts/bench/lantern.mjs).
 * @param {string} file
 * @returns {(result: import('lighthouse').RunnerResult) => void}
 */
function keepArtifacts(file) {
  return ({ artifacts, lhr }) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const { Trace, DevtoolsLog, GatherContext, URL, SourceMaps } = artifacts;
    fs.writeFileSync(file, JSON.stringify({ Trace, DevtoolsLog, GatherContext, URL, SourceMaps, settings: lhr.configSettings }));
  };
}

/**
 * One Lighthouse run of a public page, in a tab of its own with the site's storage and the cache cleared.
 * @param {string} url
 * @param {import('lighthouse').Flags} flags
 * @returns {Promise<import('lighthouse').RunnerResult>}
 */
async function runPublic(url, flags) {
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

/** @param {import('lighthouse').Flags} flags */
const expectedMultiplier = (flags) => flags.throttling?.cpuSlowdownMultiplier ?? Number.NaN;

/**
 * One Lighthouse run of a signed-in page: a fresh tab, the browser's cache emptied (Lighthouse
 * keeps it when told to keep storage), the portal's session storage written on the site's origin,
 * then Lighthouse in that same tab without its storage reset.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {Record<string, string>} storage
 * @param {import('lighthouse').Flags} flags
 * @returns {Promise<import('lighthouse').RunnerResult>}
 */
async function runSignedIn(browser, url, storage, flags) {
  const page = await browser.newPage();
  try {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, storage);
    const result = await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, /** @type {any} */ (page));
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // Signed in means the portal's side menu is shown (the profile reads the record the portal
    // saved, without a request); a lost session would show "Session expired" without it.
    if (!(await page.evaluate(() => globalThis.document.querySelector('nav[aria-label="Portal"]') !== null))) {
      throw new Error(`${url} showed no portal menu: the session did not carry into Lighthouse's run`);
    }
    return result;
  } finally {
    await page.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [siteUrl, label = siteUrl, runs = '3'] = process.argv.slice(2);
  if (!siteUrl) throw new Error('usage: node scripts/bench/lighthouse.mjs <site URL> [label] [runs]');
  const { calibration, results } = await measureSites({ sites: [{ label, siteUrl }], pages: publicPages(), runs: Number(runs), log: console.error });
  console.log(JSON.stringify({ calibration, pages: results[0].pages.map(({ page, median: figures }) => ({ page, ...figures })) }, null, 2));
}
