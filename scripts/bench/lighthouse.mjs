// @ts-check
// The Lighthouse runner: measures pages of one served site (a URL and a label), so any variant
// (this checkout, an older one, the monolithic build) is measured the same way. Lighthouse's
// default mobile configuration (simulated throttling) drives Debian's Chromium; every request to
// an origin other than localhost is blocked (the remotes on other localhost ports are the site's
// own); the figures are the median of N runs, taken per metric.
// Alone, it measures the public pages of a site already running and prints the medians as JSON:
//   node scripts/bench/lighthouse.mjs http://localhost:3000 [label] [runs]
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { portalPage, publicPages } from './pages.mjs';

export const chromePath = '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** The demo champion whose portal is measured (api/README.md: delivered, two assigned computers). */
const portalEmail = 'applicant.client@example.org';

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
 * @property {number} benchmarkIndex Lighthouse's measure of the CPU's speed during the run (higher is faster)
 */

/** @typedef {{ page: string, url: string, runs: PageFigures[], median: PageFigures }} PageResult */
/** @typedef {{ label: string, siteUrl: string, pages: PageResult[] }} SiteResult */

const isLocal = (/** @type {string} */ url) => {
  const { protocol, hostname } = new URL(url);
  return !protocol.startsWith('http') || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
};

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @param {PageFigures[]} runs */
function medianFigures(runs) {
  return /** @type {PageFigures} */ (Object.fromEntries(/** @type {(keyof PageFigures)[]} */ (Object.keys(runs[0])).map((key) => [key, median(runs.map((run) => run[key]))])));
}

/**
 * The figures of one Lighthouse result.
 * @param {import('lighthouse').Result} lhr
 */
function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
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
 * the session in sessionStorage) and returns the portal's address and what it stored.
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
    return { url: page.url(), storage };
  } finally {
    await page.close();
  }
}

/**
 * Measures the pages of one site.
 * @param {object} options
 * @param {string} options.siteUrl the shell's origin
 * @param {string} options.label how the report names this site
 * @param {string[]} options.pages paths; `/portal` is measured signed in (needs `loginLink`)
 * @param {number} options.runs Lighthouse runs per page
 * @param {(email: string) => Promise<URL>} [options.loginLink] how a login link is obtained on this site
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<SiteResult>}
 */
export async function measureSite({ siteUrl, label, pages, runs, loginLink, log = console.log }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      /** @type {Set<string>} */
      const blockedHosts = new Set();
      for (const page of pages) {
        if (page === portalPage) continue;
        for (const host of await thirdPartyHosts(browser, new URL(page, siteUrl).href)) blockedHosts.add(host);
      }
      const blockedUrlPatterns = [...blockedHosts].sort().map((host) => `*://${host}/*`);
      log(`[${label}] blocking ${blockedHosts.size} third-party hosts: ${[...blockedHosts].sort().join(', ') || 'none'}`);
      const flags = {
        port: chrome.port,
        output: /** @type {'json'} */ ('json'),
        logLevel: /** @type {'error'} */ ('error'),
        onlyCategories: ['performance', 'accessibility', 'seo'],
        blockedUrlPatterns,
      };

      /** @type {PageResult[]} */
      const results = [];
      for (const page of pages) {
        const pageStarted = Date.now();
        /** @type {PageFigures[]} */
        const pageRuns = [];
        let url = new URL(page, siteUrl).href;
        if (page === portalPage) {
          if (!loginLink) {
            log(`[${label}] ${page}: skipped (no way to sign in on this site)`);
            continue;
          }
          const session = await portalSession(browser, await loginLink(portalEmail));
          url = session.url;
          for (let run = 0; run < runs; run += 1) pageRuns.push(await withRetries(() => measureSignedIn(browser, url, session.storage, flags), log));
        } else {
          for (let run = 0; run < runs; run += 1) pageRuns.push(await withRetries(() => measurePublic(url, flags), log));
        }
        const pageResult = { page, url, runs: pageRuns, median: medianFigures(pageRuns) };
        results.push(pageResult);
        const { performance, lcpMs, tbtMs, jsTransferBytes } = pageResult.median;
        log(`[${label}] ${page}: performance ${performance}, LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms, JS ${(jsTransferBytes / 1024).toFixed(1)} kB (${Math.round((Date.now() - pageStarted) / 1000)} s)`);
      }
      return { label, siteUrl, pages: results };
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
 * One Lighthouse run of a public page, in a tab of its own with the site's storage and the cache cleared.
 * @param {string} url
 * @param {import('lighthouse').Flags} flags
 */
async function measurePublic(url, flags) {
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return figuresOf(result.lhr);
}

/**
 * One Lighthouse run of a signed-in page: a fresh tab, the browser's cache emptied (Lighthouse
 * keeps it when told to keep storage), the portal's session storage written on the site's origin,
 * then Lighthouse in that same tab without its storage reset.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 * @param {Record<string, string>} storage
 * @param {import('lighthouse').Flags} flags
 */
async function measureSignedIn(browser, url, storage, flags) {
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
    // Signed in means the champion's record was read; a lost session would show the sign-in screen.
    const items = /** @type {{ url: string, statusCode: number }[]} */ (/** @type {any} */ (result.lhr.audits['network-requests'].details)?.items ?? []);
    if (!items.some((item) => item.url.includes('/api/Champions/') && item.statusCode === 200)) {
      throw new Error(`${url} did not read the champion's record: the session did not carry into Lighthouse's run`);
    }
    return figuresOf(result.lhr);
  } finally {
    await page.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [siteUrl, label = siteUrl, runs = '3'] = process.argv.slice(2);
  if (!siteUrl) throw new Error('usage: node scripts/bench/lighthouse.mjs <site URL> [label] [runs]');
  const result = await measureSite({ siteUrl, label, pages: publicPages(), runs: Number(runs), log: console.error });
  console.log(JSON.stringify(result.pages.map(({ page, median: figures }) => ({ page, ...figures })), null, 2));
}
