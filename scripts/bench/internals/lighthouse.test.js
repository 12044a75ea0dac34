// @ts-check
const { execFileSync } = require('node:child_process');
const { pathToFileURL } = require('node:url');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');

const guardedModule = pathToFileURL(path.join(__dirname, 'lighthouse.mjs')).href;

/**
 * Runs an ES module snippet against the guarded module in a Node process of its own (Jest runs
 * CommonJS) and gives what it prints as JSON.
 * @param {string} body
 */
function run(body) {
  const script = `import { benchmarkIndexFunction, BENCHMARK_INDEX_HOOK } from ${JSON.stringify(guardedModule)};\n${body}`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

describe('the installed Lighthouse', () => {
  it('exports the benchmark-index page function where the bench imports it, and it measures', () => {
    const { hook, index } = run('const measure = await benchmarkIndexFunction(); console.log(JSON.stringify({ hook: BENCHMARK_INDEX_HOOK, index: measure() }));');
    expect(hook).toContain('computeBenchmarkIndex');
    expect(index).toBeGreaterThan(0);
  });
});

describe('the guard', () => {
  it('names the page function and the Lighthouse version when the file no longer exports it', () => {
    const { message, hook } = run(
      "try { await benchmarkIndexFunction({ load: async () => ({ pageFunctions: {} }), version: () => '99.0.0' }); } catch (error) { console.log(JSON.stringify({ message: error.message, hook: BENCHMARK_INDEX_HOOK })); }",
    );
    expect(message).toContain(`lighthouse 99.0.0: ${hook}`);
  });

  it('names them when the file is gone', () => {
    const { message, hook } = run(
      "try { await benchmarkIndexFunction({ load: () => import('lighthouse/core/lib/no-such-file.js'), version: () => '99.0.0' }); } catch (error) { console.log(JSON.stringify({ message: error.message, hook: BENCHMARK_INDEX_HOOK })); }",
    );
    expect(message).toContain(`lighthouse 99.0.0: ${hook}`);
  });
});

describe('the Lantern metrics', () => {
  it('are exported, as computed artifacts, where the bench imports them', () => {
    const { kinds } = run(
      "const { lanternMetrics } = await import(" + JSON.stringify(guardedModule) + "); const metrics = await lanternMetrics(); console.log(JSON.stringify({ kinds: Object.values(metrics).map((metric) => typeof metric.request) }));",
    );
    expect(kinds).toEqual(['function', 'function']);
  });

  it('the guard names the metric and the Lighthouse version when its file no longer exports it', () => {
    const { message } = run(
      "const { lanternMetrics, LANTERN_LCP_HOOK } = await import(" + JSON.stringify(guardedModule) + "); try { await lanternMetrics({ load: async () => ({}), version: () => '99.0.0' }); } catch (error) { console.log(JSON.stringify({ message: error.message, hook: LANTERN_LCP_HOOK })); }",
    );
    expect(message).toMatch(/^lighthouse 99\.0\.0: lighthouse\/core\/computed\/metrics\/lantern-largest-contentful-paint\.js's LanternLargestContentfulPaint\.request/);
  });
});
