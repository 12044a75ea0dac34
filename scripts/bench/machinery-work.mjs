#!/usr/bin/env node
// @ts-check
// What each piece of custom machinery gains, measured where Lighthouse cannot tell: on a shared
// machine whose speed wanders within minutes, Lighthouse's main-thread figures of one build differ
// from run to run by far more than the 5 % a piece must gain (bench/machinery-runs-2026-12-07.md,
// bench/results-machinery.md). Here each load is a first visit in a fresh browser context, of this
// checkout and of each variant without one piece, page by page, interleaved load by load.
//   --measure work (the default): the renderer's main-thread task time in thread time (Chromium's
//     Performance.getMetrics TaskDuration; time the thread waits for a core does not count) from the
//     navigation to the shell's ready mark (the page hydrated), unthrottled. Lighthouse's simulated
//     throttling multiplies every main-thread task by one slowdown, so a piece's share of the work
//     is the same on its emulated phone.
//   --measure latency: for the pieces that start requests earlier (they save waiting on the network,
//     not work), the time from the navigation to the page's content on screen (the largest
//     contentful paint; a signed-in page's heading greeting the visitor) and to the ready mark, on
//     Lighthouse's slow 4G as DevTools applies it, the CPU unthrottled.
//   node scripts/bench/machinery-work.mjs --variant "<label>=<built checkout>" … [--measure work|latency]
//        [--loads 25] [--pages /,/press,/portal] [--port-base 3320] [--out bench/results-machinery-<measure>.md]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { root } from '../lib/run.mjs';
import { describeCommit } from './before.mjs';
import calibration from './calibration.js';
import { CHROMIUM } from './cpu-profile.mjs';
import machinery from './machinery.js';
import { appealPage, portalEmail, signedInPages, visitorContentHeadings } from './pages.mjs';
import { portEnv, serveSite } from './site.mjs';

const { median } = calibration;

/** Lighthouse's slow 4G (150 ms, 1,638.4 kbps down, 750 up) as DevTools applies it (latency × 3.75, throughput × 0.9), in CDP's units. */
const slow4G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1638.4 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };

/** What each measure reads of one first visit, ms. */
const measures = {
  work: { figures: ['main-thread work'] },
  latency: { figures: ['content on screen', 'ready'] },
};

/**
 * In the page, before its own scripts: records on the page's clock (zero at the navigation's start)
 * its largest contentful paint, the moment its heading matches `heading` (a signed-in page's
 * greeting) and the ready mark, in `globalThis.__firstVisit`.
 * @param {string | undefined} heading
 */
function watchFirstVisit(heading) {
  const seen = { lcp: NaN, visitorContent: NaN, ready: NaN };
  Object.defineProperty(globalThis, '__firstVisit', { value: seen });
  new PerformanceObserver((list) => (seen.lcp = list.getEntries().at(-1)?.startTime ?? seen.lcp)).observe({ type: 'largest-contentful-paint', buffered: true });
  const { document, MutationObserver } = /** @type {any} */ (globalThis);
  const greets = heading ? new RegExp(heading, 'u') : undefined;
  // The document, not its root element: the parser has not made that yet.
  new MutationObserver((/** @type {unknown} */ _, /** @type {{ disconnect: () => void }} */ observer) => {
    if (greets && Number.isNaN(seen.visitorContent) && greets.test(document.querySelector('h1')?.textContent ?? '')) seen.visitorContent = performance.now();
    if (Number.isNaN(seen.ready) && document.documentElement?.dataset.ready === 'true') seen.ready = performance.now();
    if (!Number.isNaN(seen.ready) && !(greets && Number.isNaN(seen.visitorContent))) observer.disconnect();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-ready'] });
}

/** Opens `url` and waits for the shell's ready mark (the page hydrated). @param {import('@playwright/test').Page} page @param {string} url */
async function loadUntilReady(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector('html[data-ready="true"]', { state: 'attached', timeout: 120_000 });
}

/**
 * One first visit's figures, ms, in the order of `measures[measure].figures`: from the navigation
 * to the ready mark, its main-thread task time (nothing of the bench's own in the page); or, on
 * slow 4G, the times its content was on screen (the largest contentful paint, or for a signed-in
 * page the moment its heading greets the visitor, `visitorContentHeadings`) and of the ready mark.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, storage?: Record<string, string>, contentHeading?: string }} target
 * @param {keyof typeof measures} measure
 * @returns {Promise<number[]>}
 */
async function firstVisit(browser, { url, storage, contentHeading }, measure) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    if (storage) {
      await context.addInitScript((items) => {
        for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
      }, storage);
    }
    if (measure === 'latency') await context.addInitScript(watchFirstVisit, contentHeading);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (measure === 'work') {
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN;
      const before = await taskSeconds();
      await loadUntilReady(page, url);
      return [(await taskSeconds() - before) * 1000];
    }
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4G);
    await loadUntilReady(page, url);
    // A page may say it is ready while its own content is still on its way (the portal's answer).
    if (contentHeading) await page.waitForFunction(() => !Number.isNaN(/** @type {any} */ (globalThis).__firstVisit.visitorContent), undefined, { timeout: 120_000 });
    const seen = await page.evaluate(() => /** @type {{ lcp: number, visitorContent: number, ready: number }} */ (/** @type {any} */ (globalThis).__firstVisit));
    return [contentHeading ? seen.visitorContent : seen.lcp, seen.ready];
  } finally {
    await context.close();
  }
}

/**
 * Signs in as a visitor does (the email's link opens the portal, which keeps the session in
 * sessionStorage) and returns the portal's query and what it stored.
 * @param {import('@playwright/test').Browser} browser
 * @param {URL} loginLink
 */
async function portalSession(browser, loginLink) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(loginLink.href);
    await page.waitForFunction(() => sessionStorage.getItem('session') !== null && !globalThis.location.search.includes('jwt'), undefined, { timeout: 60_000 });
    const storage = await page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''])));
    return { search: new URL(page.url()).search, storage };
  } finally {
    await context.close();
  }
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      variant: { type: 'string', multiple: true, default: [] },
      measure: { type: 'string', default: 'work' },
      loads: { type: 'string', default: '25' },
      pages: { type: 'string' },
      'port-base': { type: 'string', default: '3320' },
      out: { type: 'string' },
    },
  });
  const measure = /** @type {keyof typeof measures} */ (options.measure);
  if (!Object.hasOwn(measures, measure)) throw new Error(`--measure is one of ${Object.keys(measures).join(', ')}, not "${options.measure}"`);
  const { figures: figureNames } = measures[measure];
  // Each measure's report of its own: a run of one never overwrites the other's.
  const out = path.resolve(options.out ?? path.join(root, `bench/results-machinery-${measure}.md`));
  const loads = Number(options.loads);
  if (!Number.isInteger(loads) || loads < 3) throw new Error('--loads must be a whole number of 3 or more');
  const variants = (options.variant ?? []).map((option) => {
    const [, label, checkout] = /^([^=]+)=(.+)$/.exec(option) ?? [];
    if (!label || !checkout || !fs.existsSync(path.join(checkout, 'shell/dist/index.html'))) throw new Error(`--variant takes label=<a built checkout>, not "${option}"`);
    return { label: label.trim(), checkout: path.resolve(checkout) };
  });
  if (variants.length === 0) throw new Error('name at least one --variant');
  const pages = options.pages ? options.pages.split(',').map((page) => page.trim()) : ['/', '/press', appealPage(), '/portal'];
  const portBase = Number(options['port-base']);
  const builds = [{ label: 'this checkout', checkout: root }, ...variants];

  const sites = [];
  const browser = await chromium.launch({ ...CHROMIUM, headless: true });
  try {
    for (const [index, build] of builds.entries()) {
      console.log(`[${build.label}] serving ${build.checkout}`);
      sites.push({ ...build, site: await serveSite({ checkout: build.checkout, env: portEnv(portBase + 6 * index, portBase + 6 * index + 5) }) });
    }
    /** @type {Map<string, Map<string, { url: string, storage?: Record<string, string>, contentHeading?: string }>>} */
    const targets = new Map();
    for (const { label, site } of sites) {
      const session = pages.some((page) => signedInPages.includes(page)) ? await portalSession(browser, await site.loginLink(portalEmail)) : undefined;
      targets.set(label, new Map(pages.map((page) => [page, signedInPages.includes(page) && session ? { url: `${site.url}${page}${session.search}`, storage: session.storage, contentHeading: visitorContentHeadings[/** @type {keyof typeof visitorContentHeadings} */ (page)] } : { url: `${site.url}${page}` }])));
    }
    // Every page once per build before any figure is kept: each process has started and warmed up.
    for (const { label } of sites) for (const page of pages) await firstVisit(browser, targets.get(label)?.get(page) ?? { url: '' }, measure);

    /** Each load's figures, by build and page. @type {Map<string, Map<string, number[][]>>} */
    const figures = new Map(sites.map(({ label }) => [label, new Map(pages.map((page) => [page, []]))]));
    const valuesOf = (/** @type {string} */ label, /** @type {string} */ page, figureIndex = 0) => (figures.get(label)?.get(page) ?? []).map((load) => load[figureIndex] ?? NaN);
    const loadAverages = [];
    for (let load = 1; load <= loads; load++) {
      loadAverages.push(os.loadavg()[0]);
      for (const page of pages) {
        // Each round in another order, so no build always follows the same one.
        const order = sites.map((_, index) => sites[(index + load) % sites.length]);
        for (const { label } of order) figures.get(label)?.get(page)?.push(await firstVisit(browser, targets.get(label)?.get(page) ?? { url: '' }, measure));
      }
      console.log(`round ${load}/${loads}: ${pages.map((page) => `${page} ${sites.map(({ label }) => Math.round(figures.get(label)?.get(page)?.at(-1)?.[0] ?? NaN)).join('/')}`).join(', ')}`);
    }

    // Every load kept before any statistic is drawn from them.
    fs.writeFileSync(`${out.replace(/\.md$/, '')}.json`, `${JSON.stringify({ measure, figures: figureNames, loads: Object.fromEntries([...figures].map(([label, byPage]) => [label, Object.fromEntries(byPage)])) }, null, 1)}\n`);
    const resultOf = (/** @type {string} */ label, /** @type {(values: number[]) => number} */ statistic, figureIndex = 0) => ({
      pages: pages.map((page) => ({ page, median: { mainThreadMs: statistic(valuesOf(label, page, figureIndex)) } })),
    });
    const tableOf = (/** @type {(values: number[]) => number} */ statistic, figureIndex = 0) =>
      machinery.gainsTable({ after: resultOf('this checkout', statistic, figureIndex), variants: variants.map(({ label }) => ({ label, result: resultOf(label, statistic, figureIndex) })) });
    const lowerQuartile = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 4)] ?? NaN;
    const method =
      measure === 'work'
        ? `- Each figure: the renderer's main-thread task time (Chromium's \`Performance.getMetrics\` TaskDuration in thread time, ms, no CPU throttling) from the navigation to \`<html data-ready="true">\` (the page hydrated), a first visit in a fresh browser context at 390 px; ${loads} loads per page and build, interleaved load by load (each round in another order). The signed-in pages as the demo applicant.`
        : `- Each figure: the time (ms) from the navigation to the page's content on screen (the largest contentful paint; on a signed-in page, the moment its heading greets the visitor by name, as the page paints its frame first), and to \`<html data-ready="true">\` (the page hydrated), on Lighthouse's slow 4G as DevTools applies it (562.5 ms latency, 1,474.6 kbps down, 675 kbps up), the CPU unthrottled, a first visit in a fresh browser context at 390 px; ${loads} loads per page and build, interleaved load by load (each round in another order). The signed-in pages as the demo applicant.`;
    const report = [
      `# What each piece of machinery gains: ${measure === 'work' ? 'main-thread task time' : 'time to content and to a working page on slow 4G'} per first visit`,
      '',
      `Written by \`node scripts/bench/machinery-work.mjs --measure ${measure}\` (docs/internals.md, "Measuring what each piece of machinery gains").`,
      `This checkout (\`${describeCommit(root)}\`) against other builds (each without one piece, or an earlier commit): ${variants.map(({ label, checkout }) => `${label} (\`${describeCommit(checkout).slice(0, 12)}\`)`).join(', ')}.`,
      '',
      `- Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores; 1-minute load average at each round's start ${Math.min(...loadAverages).toFixed(2)}–${Math.max(...loadAverages).toFixed(2)}.`,
      method,
      "- The gain: the share of the other build's figure that this checkout saves (negative: the other build's is lower); for a build without one piece, the piece's gain. A piece on a page it does not touch (the early request outside `/portal`) shows what is left of the machine's noise.",
      '',
      ...figureNames.flatMap((name, figureIndex) => [
        `## ${name}: medians`,
        '',
        tableOf(median, figureIndex),
        '',
        `## ${name}: lower quartiles (the less disturbed loads)`,
        '',
        tableOf(lowerQuartile, figureIndex),
        '',
      ]),
      ...figureNames.flatMap((name, figureIndex) => [
        `## ${name}: every load (ms)`,
        '',
        ...pages.flatMap((page) => [`- \`${page}\`:`, ...sites.map(({ label }) => `  - ${label}: ${valuesOf(label, page, figureIndex).map((value) => Math.round(value)).join(', ')}`)]),
        '',
      ]),
    ].join('\n');
    fs.writeFileSync(out, report);
    console.log(`\nwrote ${path.relative(root, out)}`);
  } finally {
    await browser.close();
    await Promise.all(sites.map(({ site }) => site.stop()));
  }
}

await main();
