#!/usr/bin/env node
// @ts-check
// Where a Lighthouse run's simulated LCP and TBT come from. Lighthouse does not time the page on the
// emulated phone: its simulation (Lantern) replays the run's network requests and main-thread tasks
// on slow 4G and the slowed CPU. LCP is when the last of what the simulation counts for it ends:
// every request the page finished before its LCP (all but low-priority images, in the optimistic
// estimate), each script's first evaluation and, in the pessimistic one, every task that did
// layout, with what they depend on; the metric is the mean of the two estimates. From a run kept by
// `npm run bench -- --artifacts <dir>`, this prints those requests and tasks with their simulated
// start and end, the tasks that count for TBT, and the LCP again for each "what if" given: the
// responses whose URL contains a text made smaller or larger (factor 0: gone; joined by +).
//   node scripts/bench/lantern.mjs <dir>/after-portal-1.json [main.=0.5] [main.=0+react-dom=0] …
import fs from 'node:fs';
import { lanternMetrics } from './internals/lighthouse.mjs';
import whatIf from './what-if.js';

const { parseScenario, scaleTransfers } = whatIf;
const { LanternLargestContentfulPaint, LanternTotalBlockingTime } = await lanternMetrics();

const [file, ...scenarios] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/bench/lantern.mjs <kept run.json> [<url part>=<factor>[+…]] …');
const kept = JSON.parse(fs.readFileSync(file, 'utf8'));

/** @param {any[]} devtoolsLog */
const metricInput = (devtoolsLog) => ({
  trace: kept.Trace,
  devtoolsLog,
  gatherContext: kept.GatherContext,
  settings: kept.settings,
  URL: kept.URL,
  SourceMaps: kept.SourceMaps,
  simulator: null,
});
/** A computed metric, each time from a cache of its own (the what-ifs change the input). */
const compute = (/** @type {any} */ metric, /** @type {any[]} */ devtoolsLog) => metric.request(metricInput(devtoolsLog), { computedCache: new Map() });
const ms = (/** @type {number} */ value) => String(Math.round(value)).padStart(6);
const shortUrl = (/** @type {string} */ url) => url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '');

/**
 * What a simulated main-thread task was: its largest kinds of work and the scripts it ran.
 * @param {any} node
 */
function describeTask(node) {
  /** @type {Map<string, number>} */
  const byName = new Map();
  /** @type {Set<string>} */
  const scripts = new Set();
  for (const event of node.childEvents ?? []) {
    byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    const url = event.args?.data?.url;
    if (url && (event.name === 'EvaluateScript' || event.name === 'FunctionCall' || event.name === 'v8.compile')) scripts.add(shortUrl(url));
  }
  const work = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, duration]) => `${name} ${duration.toFixed(1)}`);
  return `task (${((node.endTime - node.startTime) / 1000).toFixed(1)} ms as run: ${work.join(', ')})${scripts.size ? ` ${[...scripts].join(' ')}` : ''}`;
}

/**
 * The requests and tasks in the order the simulation ran them; a request that waits for a task
 * (the one that sent it, as the trace shows) says which, with when that task started.
 * @param {Map<any, { startTime: number, endTime: number }>} timings
 */
function printTimeline(timings) {
  console.log('   start    end  what');
  for (const [node, timing] of [...timings].sort((a, b) => a[1].startTime - b[1].startTime || a[1].endTime - b[1].endTime)) {
    if (node.type !== 'network') {
      console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${describeTask(node)}`);
      continue;
    }
    const tasks = node.getDependencies().filter((/** @type {any} */ dependency) => dependency.type === 'cpu' && timings.has(dependency));
    const after = tasks.map((/** @type {any} */ task) => ` after the task at ${Math.round(/** @type {any} */ (timings.get(task)).startTime)}`).join(',');
    console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${node.request.resourceType ?? 'request'} ${shortUrl(node.request.url)} (${(node.request.transferSize / 1024).toFixed(1)} kB)${after}`);
  }
}

const lcp = await compute(LanternLargestContentfulPaint, kept.DevtoolsLog);
console.log(`${file}: simulated LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}), CPU slowdown ${kept.settings.throttling.cpuSlowdownMultiplier}×`);
console.log('\nWhat the pessimistic LCP waits for (simulated ms):');
printTimeline(lcp.pessimisticEstimate.nodeTimings);

const tbt = await compute(LanternTotalBlockingTime, kept.DevtoolsLog);
console.log(`\nSimulated TBT ${Math.round(tbt.timing)} ms (optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)}); main-thread tasks of 50 ms or more (pessimistic):`);
printTimeline(new Map([...tbt.pessimisticEstimate.nodeTimings].filter(([node, timing]) => node.type === 'cpu' && timing.endTime - timing.startTime >= 50)));

if (scenarios.length) console.log('\nWhat if:');
for (const scenario of scenarios) {
  const { log, matched } = scaleTransfers(kept.DevtoolsLog, parseScenario(scenario));
  const altered = await compute(LanternLargestContentfulPaint, log);
  console.log(`  ${scenario}: LCP ${Math.round(altered.timing)} ms (optimistic ${Math.round(altered.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(altered.pessimisticEstimate.timeInMs)}); ${matched.length} responses changed`);
}
