#!/usr/bin/env node
// @ts-check
// What federation adds to a first visit of `/`, byte by byte: the page is loaded once (cold cache)
// from the federated site and once from the monolithic build, every script the site serves is
// weighed (as transferred and decoded), and each script's bytes are split by what the code is
// (react-dom, the federation runtime, webpack's glue, the remote…) through the builds' hidden
// source maps. Bytes and requests do not vary from run to run, so one load each is enough.
//   node scripts/bench/federation-bytes.mjs [--port-base 5200] [--page /] [--out bench/federation.md]
//   (serves both builds of this checkout: run `node scripts/build.mjs` and
//   `npm run build -w monolith-comparison` first; `npm run bench` adds the same section to its report)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { decodedMappings } from '@jridgewell/trace-mapping';
import { CHROMIUM, ScriptMaps, groupOfSource } from './cpu-profile.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The monolithic build's folder (docs/measuring.md, "The price of federation"). */
const MONOLITH_DIST = 'bench/monolith/dist';

/**
 * @typedef {{ url: string, type: string, transferred: number, raw: number, groups: Map<string, number> }} Loaded
 * `groups`: raw bytes of a script by what the code is
 */

/**
 * Raw bytes of a built script per group of its original sources: each mapped segment runs to the
 * next one on its line; what no segment covers (a chunk's wrapper, the minifier's glue) is "unmapped".
 * @param {import('@jridgewell/trace-mapping').TraceMap} map
 * @param {string} code
 * @param {string} app
 */
function bytesByGroup(map, code, app) {
  /** @type {Map<string, number>} */
  const groups = new Map();
  const add = (/** @type {string} */ group, /** @type {number} */ bytes) => groups.set(group, (groups.get(group) ?? 0) + bytes);
  const lines = code.split('\n');
  const mappings = decodedMappings(map);
  lines.forEach((line, index) => {
    const segments = mappings[index] ?? [];
    let covered = 0;
    segments.forEach((segment, at) => {
      const end = at + 1 < segments.length ? segments[at + 1][0] : line.length;
      const source = segment.length > 1 ? map.sources[/** @type {number} */ (segment[1])] : null;
      if (source) {
        add(groupOfSource(source, app), Buffer.byteLength(line.slice(segment[0], end)));
        covered += end - segment[0];
      }
    });
    add('unmapped', Buffer.byteLength(line) + 1 - covered);
  });
  return groups;
}

/**
 * Every response of the site's own origins while `pageUrl` loads in a fresh context, until the
 * shell says it is ready and the network is quiet; scripts split by group.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} pageUrl
 * @param {ScriptMaps} scriptMaps
 * @returns {Promise<Loaded[]>}
 */
async function loadOnce(browser, pageUrl, scriptMaps) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const siteHost = new URL(pageUrl).hostname;
    await page.route((url) => url.hostname !== siteHost, (route) => route.abort());
    /** @type {Promise<Loaded>[]} */
    const pending = [];
    const record = (/** @type {import('@playwright/test').Request} */ request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          const body = (await response?.body()) ?? Buffer.alloc(0);
          const { responseBodySize } = await request.sizes();
          const type = request.resourceType();
          /** @type {Map<string, number>} */
          let groups = new Map();
          if (type === 'script') {
            const { app, map } = await scriptMaps.locate(request.url());
            groups = map ? bytesByGroup(map, body.toString('utf8'), app) : new Map([[`${app} (no source map)`, body.length]]);
          }
          return { url: request.url(), type, transferred: responseBodySize, raw: body.length, groups };
        })(),
      );
    };
    page.on('requestfinished', record);
    await page.goto(pageUrl);
    await page.locator('html[data-ready="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    page.off('requestfinished', record);
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

/**
 * A script's transferred bytes shared among its groups in proportion to their raw bytes (compression
 * is per file; this is an estimate per group, exact per file and in total).
 * @param {Loaded[]} loaded
 */
function groupTotals(loaded) {
  /** @type {Map<string, { raw: number, transferred: number }>} */
  const totals = new Map();
  for (const script of loaded.filter((item) => item.type === 'script')) {
    for (const [group, raw] of script.groups) {
      const total = totals.get(group) ?? { raw: 0, transferred: 0 };
      total.raw += raw;
      total.transferred += script.raw ? (script.transferred * raw) / script.raw : 0;
      totals.set(group, total);
    }
  }
  return totals;
}

const kB = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);
const signedKb = (/** @type {number} */ bytes) => (Math.abs(bytes) < 50 ? '0' : `${bytes > 0 ? '+' : '−'}${kB(Math.abs(bytes))}`);
const fileOf = (/** @type {string} */ url) => {
  const { port, pathname } = new URL(url);
  return `:${port}${pathname}`;
};

/**
 * Markdown: the federated and the monolithic first visit of `pagePath` compared, in total, per
 * group of code, and file by file for the federated site.
 * @param {{ federatedUrl: string, monolithUrl: string, pagePath?: string, checkout?: string }} options
 * `checkout`: where both builds and their source maps are
 * @returns {Promise<string>}
 */
export async function federationBytes({ federatedUrl, monolithUrl, pagePath = '/', checkout = repoRoot }) {
  const browser = await chromium.launch(CHROMIUM);
  let federated, monolith;
  try {
    federated = await loadOnce(browser, new URL(pagePath, federatedUrl).href, new ScriptMaps(checkout));
    monolith = await loadOnce(browser, new URL(pagePath, monolithUrl).href, new ScriptMaps(checkout, { [new URL(monolithUrl).origin]: { app: 'shell', dist: MONOLITH_DIST } }));
  } finally {
    await browser.close();
  }
  const scripts = (/** @type {Loaded[]} */ list) => list.filter((item) => item.type === 'script');
  const sum = (/** @type {Loaded[]} */ list, /** @type {'raw' | 'transferred'} */ key) => list.reduce((total, item) => total + item[key], 0);
  const ratio = (/** @type {number} */ a, /** @type {number} */ b) => `${(a / b).toFixed(2)}×`;
  const [fedJs, monoJs] = [scripts(federated), scripts(monolith)];
  const totals = [
    '| first visit of `' + pagePath + '` | federated | monolith | federated − monolith | ratio |',
    '|---|---:|---:|---:|---:|',
    `| JS transferred (kB, brotli) | ${kB(sum(fedJs, 'transferred'))} | ${kB(sum(monoJs, 'transferred'))} | ${signedKb(sum(fedJs, 'transferred') - sum(monoJs, 'transferred'))} | ${ratio(sum(fedJs, 'transferred'), sum(monoJs, 'transferred'))} |`,
    `| JS decoded (kB) | ${kB(sum(fedJs, 'raw'))} | ${kB(sum(monoJs, 'raw'))} | ${signedKb(sum(fedJs, 'raw') - sum(monoJs, 'raw'))} | ${ratio(sum(fedJs, 'raw'), sum(monoJs, 'raw'))} |`,
    `| scripts | ${fedJs.length} | ${monoJs.length} | ${fedJs.length - monoJs.length} | |`,
    `| requests to the site (all kinds) | ${federated.length} | ${monolith.length} | ${federated.length - monolith.length} | |`,
  ];

  const [fedGroups, monoGroups] = [groupTotals(federated), groupTotals(monolith)];
  const none = { raw: 0, transferred: 0 };
  const groupRows = [...new Set([...fedGroups.keys(), ...monoGroups.keys()])]
    .map((group) => ({ group, fed: fedGroups.get(group) ?? none, mono: monoGroups.get(group) ?? none }))
    .sort((a, b) => b.fed.transferred - b.mono.transferred - (a.fed.transferred - a.mono.transferred));
  const byGroup = [
    '| code | transferred fed. / mono. (kB) | difference | decoded fed. / mono. (kB) | difference |',
    '|---|---:|---:|---:|---:|',
    ...groupRows.map(
      ({ group, fed, mono }) =>
        `| ${group} | ${kB(fed.transferred)} / ${kB(mono.transferred)} | ${signedKb(fed.transferred - mono.transferred)} | ${kB(fed.raw)} / ${kB(mono.raw)} | ${signedKb(fed.raw - mono.raw)} |`,
    ),
  ];

  const top = (/** @type {Map<string, number>} */ groups) =>
    [...groups]
      .filter(([, bytes]) => bytes >= 500)
      .sort((a, b) => b[1] - a[1])
      .map(([group, bytes]) => `${group} ${kB(bytes)}`)
      .join(', ');
  const files = (/** @type {Loaded[]} */ list) => [
    '| file | kind | transferred (kB) | decoded (kB) | decoded, by code (kB) |',
    '|---|---|---:|---:|---|',
    ...list.map((item) => `| \`${fileOf(item.url)}\` | ${item.type} | ${kB(item.transferred)} | ${kB(item.raw)} | ${top(item.groups)} |`),
  ];

  return [
    '## What federation adds to a first visit of `' + pagePath + '`',
    '',
    `One cold load of each build of this checkout (\`scripts/bench/federation-bytes.mjs\`), third-party requests blocked, until the page is ready and the network quiet. Bytes as the browser received them (brotli) and decoded; each script's decoded bytes split by what the code is through the build's source maps; its transferred bytes shared among those in proportion (compression is per file, so the split is an estimate, the totals exact). kB = 1000 bytes.`,
    '',
    ...totals,
    '',
    '### By code (largest federated surplus first)',
    '',
    ...byGroup,
    '',
    '### Every request of the federated visit',
    '',
    ...files(federated),
    '',
    '### Every request of the monolithic visit',
    '',
    ...files(monolith),
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: { 'port-base': { type: 'string', default: '3320' }, page: { type: 'string', default: '/' }, out: { type: 'string' } },
  });
  const { portEnv, serveSite } = await import('./site.mjs');
  const base = Number(values['port-base']);
  const federatedSite = await serveSite({ checkout: repoRoot, env: portEnv(base, base + 5) });
  try {
    const monolithSite = await serveSite({ checkout: repoRoot, env: { ...portEnv(base + 6, base + 11), SHELL_DIST: path.join(repoRoot, MONOLITH_DIST) } });
    try {
      const markdown = await federationBytes({ federatedUrl: federatedSite.url, monolithUrl: monolithSite.url, pagePath: values.page });
      if (values.out) fs.writeFileSync(values.out, markdown);
      else console.log(markdown);
    } finally {
      await monolithSite.stop();
    }
  } finally {
    await federatedSite.stop();
  }
}
