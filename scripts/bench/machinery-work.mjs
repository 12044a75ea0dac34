#!/usr/bin/env node
// @ts-check
// What each piece of custom machinery gains, measured where Lighthouse cannot tell: on a shared
// machine whose speed wanders within minutes, Lighthouse's main-thread figures of one build differ
// from run to run by far more than the 5 % a piece must gain (bench/machinery-runs-2026-12-07.md,
// bench/results-machinery.md). Here each load is short and unthrottled, so a round is many loads:
// the renderer's main-thread task time in thread time (Chromium's Performance.getMetrics TaskDuration;
// time the thread waits for a core does not count) from the navigation to the shell's ready mark (the
// page hydrated), of this checkout and of each variant without one piece, page by page, interleaved
// load by load, each load in a fresh browser context (a first visit). Lighthouse's simulated
// throttling multiplies every main-thread task by one slowdown, so a piece's share of the work is
// the same on its emulated phone.
//   node scripts/bench/machinery-work.mjs --variant "<label>=<built checkout>" … [--loads 25]
//        [--pages /,/press,/portal] [--port-base 3320] [--out bench/results-machinery-work.md]
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
import { appealPage, portalEmail, signedInPages } from './pages.mjs';
import { portEnv, serveSite } from './site.mjs';

const { median } = calibration;

/**
 * The renderer's main-thread task time of one first visit, ms: from the navigation to the ready mark.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, storage?: Record<string, string> }} target
 */
async function mainThreadTaskMs(browser, { url, storage }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    if (storage) {
      await context.addInitScript((items) => {
        for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
      }, storage);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN;
    const before = await taskSeconds();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached', timeout: 60_000 });
    return (await taskSeconds() - before) * 1000;
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
      loads: { type: 'string', default: '25' },
      pages: { type: 'string' },
      'port-base': { type: 'string', default: '3320' },
      out: { type: 'string', default: path.join(root, 'bench/results-machinery-work.md') },
    },
  });
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
    /** @type {Map<string, Map<string, { url: string, storage?: Record<string, string> }>>} */
    const targets = new Map();
    for (const { label, site } of sites) {
      const session = pages.some((page) => signedInPages.includes(page)) ? await portalSession(browser, await site.loginLink(portalEmail)) : undefined;
      targets.set(label, new Map(pages.map((page) => [page, signedInPages.includes(page) && session ? { url: `${site.url}${page}${session.search}`, storage: session.storage } : { url: `${site.url}${page}` }])));
    }
    // Every page once per build before any figure is kept: each process has started and warmed up.
    for (const { label } of sites) for (const page of pages) await mainThreadTaskMs(browser, targets.get(label)?.get(page) ?? { url: '' });

    /** @type {Map<string, Map<string, number[]>>} */
    const figures = new Map(sites.map(({ label }) => [label, new Map(pages.map((page) => [page, []]))]));
    const loadAverages = [];
    for (let load = 1; load <= loads; load++) {
      loadAverages.push(os.loadavg()[0]);
      for (const page of pages) {
        // Each round in another order, so no build always follows the same one.
        const order = sites.map((_, index) => sites[(index + load) % sites.length]);
        for (const { label } of order) figures.get(label)?.get(page)?.push(await mainThreadTaskMs(browser, targets.get(label)?.get(page) ?? { url: '' }));
      }
      console.log(`round ${load}/${loads}: ${pages.map((page) => `${page} ${sites.map(({ label }) => Math.round(figures.get(label)?.get(page)?.at(-1) ?? NaN)).join('/')}`).join(', ')}`);
    }

    const resultOf = (/** @type {string} */ label, /** @type {(values: number[]) => number} */ statistic) => ({
      pages: pages.map((page) => ({ page, median: { mainThreadMs: statistic(figures.get(label)?.get(page) ?? []) } })),
    });
    const tableOf = (/** @type {(values: number[]) => number} */ statistic) =>
      machinery.gainsTable({ after: resultOf('this checkout', statistic), variants: variants.map(({ label }) => ({ label, result: resultOf(label, statistic) })) });
    const lowerQuartile = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 4)] ?? NaN;
    const report = [
      '# What each piece of machinery gains: main-thread task time per first visit',
      '',
      'Written by `node scripts/bench/machinery-work.mjs` (docs/internals.md, "Measuring what each piece of machinery gains").',
      `This checkout (\`${describeCommit(root)}\`) against builds each without one piece: ${variants.map(({ label, checkout }) => `${label} (\`${describeCommit(checkout).slice(0, 12)}\`)`).join(', ')}.`,
      '',
      `- Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores; 1-minute load average at each round's start ${Math.min(...loadAverages).toFixed(2)}–${Math.max(...loadAverages).toFixed(2)}.`,
      `- Each figure: the renderer's main-thread task time (Chromium's \`Performance.getMetrics\` TaskDuration in thread time, ms, no CPU throttling) from the navigation to \`<html data-ready="true">\` (the page hydrated), a first visit in a fresh browser context at 390 px; ${loads} loads per page and build, interleaved load by load (each round in another order). The signed-in pages as the demo applicant.`,
      '- The gain: the share of the page\'s work without the piece that the piece saves (negative: less work without it). A piece on a page it does not touch (the early request outside `/portal`) shows what is left of the machine\'s noise.',
      '',
      '## Medians',
      '',
      tableOf(median),
      '',
      '## Lower quartiles (the less disturbed loads)',
      '',
      tableOf(lowerQuartile),
      '',
      '## Every load (ms)',
      '',
      ...pages.flatMap((page) => [`- \`${page}\`:`, ...sites.map(({ label }) => `  - ${label}: ${(figures.get(label)?.get(page) ?? []).map((value) => Math.round(value)).join(', ')}`)]),
      '',
    ].join('\n');
    fs.writeFileSync(path.resolve(options.out), report);
    console.log(`\nwrote ${path.relative(root, path.resolve(options.out))}`);
  } finally {
    await browser.close();
    await Promise.all(sites.map(({ site }) => site.stop()));
  }
}

await main();
