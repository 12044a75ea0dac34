// @ts-check
// Lighthouse's benchmark index, computed in the bench's own browser to calibrate the CPU slowdown
// (calibration.js): Lighthouse measures it the same way but exports the page function only from a
// file of its own internals, `lighthouse/core/lib/page-functions.js`. The only module that imports
// it; it names the file, the function and Lighthouse's version when an upgrade moves either.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BENCHMARK_INDEX_HOOK = "lighthouse/core/lib/page-functions.js's pageFunctions.computeBenchmarkIndex";

function installedVersion() {
  try {
    return JSON.parse(fs.readFileSync(fileURLToPath(import.meta.resolve('lighthouse/package.json')), 'utf8')).version;
  } catch {
    return '(version unknown)';
  }
}

/**
 * Lighthouse's page function that measures the benchmark index (run in a page by `page.evaluate`).
 * @param {{ load?: () => Promise<{ pageFunctions?: { computeBenchmarkIndex?: unknown } }>, version?: () => string }} [options] stand-ins in the guard's test
 * @returns {Promise<() => number>}
 */
export async function benchmarkIndexFunction({ load = () => import('lighthouse/core/lib/page-functions.js'), version = installedVersion } = {}) {
  const missing = () => new Error(`lighthouse ${version()}: ${BENCHMARK_INDEX_HOOK} is not as the bench relies on (calibrating the CPU slowdown); see docs/internals.md`);
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
