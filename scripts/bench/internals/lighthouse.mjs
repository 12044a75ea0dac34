// @ts-check
// Lighthouse's internals the bench uses, from files of Lighthouse's own folders (no entry point
// exports them). The only module that imports them; it names the file, the export and Lighthouse's
// version when an upgrade moves either.
//  - the benchmark index's page function, computed in the bench's own browser to calibrate the CPU
//    slowdown (calibration.js) as Lighthouse measures it;
//  - the Lantern metrics (simulated LCP and TBT), recomputed from a kept run by lantern.mjs.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BENCHMARK_INDEX_HOOK = "lighthouse/core/lib/page-functions.js's pageFunctions.computeBenchmarkIndex";
export const LANTERN_LCP_HOOK = "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js's LanternLargestContentfulPaint.request";
export const LANTERN_TBT_HOOK = "lighthouse/core/computed/metrics/lantern-total-blocking-time.js's LanternTotalBlockingTime.request";

function installedVersion() {
  try {
    return JSON.parse(fs.readFileSync(fileURLToPath(import.meta.resolve('lighthouse/package.json')), 'utf8')).version;
  } catch {
    return '(version unknown)';
  }
}

/**
 * @param {string} hook
 * @param {() => string} version
 * @param {string} usedFor
 */
const hookError = (hook, version, usedFor) => new Error(`lighthouse ${version()}: ${hook} is not as the bench relies on (${usedFor}); see docs/internals.md`);

/**
 * Lighthouse's page function that measures the benchmark index (run in a page by `page.evaluate`).
 * @param {{ load?: () => Promise<{ pageFunctions?: { computeBenchmarkIndex?: unknown } }>, version?: () => string }} [options] stand-ins in the guard's test
 * @returns {Promise<() => number>}
 */
export async function benchmarkIndexFunction({ load = () => import('lighthouse/core/lib/page-functions.js'), version = installedVersion } = {}) {
  const missing = () => hookError(BENCHMARK_INDEX_HOOK, version, 'calibrating the CPU slowdown');
  let functions;
  try {
    ({ pageFunctions: functions } = await load());
  } catch (error) {
    throw Object.assign(missing(), { cause: error });
  }
  const computeBenchmarkIndex = functions?.computeBenchmarkIndex;
  if (typeof computeBenchmarkIndex !== 'function') throw missing();
  return /** @type {() => number} */ (computeBenchmarkIndex);
}

/**
 * @typedef {{ request(input: object, context: { computedCache: Map<string, unknown> }): Promise<any> }} ComputedMetric
 */

/**
 * Lighthouse's simulated LCP and TBT, as computed artifacts (`request(input, context)`).
 * @param {{ load?: (file: 'largest-contentful-paint' | 'total-blocking-time') => Promise<Record<string, unknown>>, version?: () => string }} [options] stand-ins in the guard's test
 * @returns {Promise<{ LanternLargestContentfulPaint: ComputedMetric, LanternTotalBlockingTime: ComputedMetric }>}
 */
export async function lanternMetrics({ load = (file) => import(`lighthouse/core/computed/metrics/lantern-${file}.js`), version = installedVersion } = {}) {
  /** @param {'largest-contentful-paint' | 'total-blocking-time'} file @param {string} name @param {string} hook */
  const metric = async (file, name, hook) => {
    const missing = () => hookError(hook, version, 'recomputing a kept run\'s simulated metrics');
    let exported;
    try {
      exported = (await load(file))[name];
    } catch (error) {
      throw Object.assign(missing(), { cause: error });
    }
    if (typeof (/** @type {{ request?: unknown } | undefined} */ (exported))?.request !== 'function') throw missing();
    return /** @type {ComputedMetric} */ (exported);
  };
  return {
    LanternLargestContentfulPaint: await metric('largest-contentful-paint', 'LanternLargestContentfulPaint', LANTERN_LCP_HOOK),
    LanternTotalBlockingTime: await metric('total-blocking-time', 'LanternTotalBlockingTime', LANTERN_TBT_HOOK),
  };
}
