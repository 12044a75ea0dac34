// @ts-check
// The CPU slowdown that makes Lighthouse emulate the same phone on any machine. Lighthouse's
// throttling documentation ("Calibrating the CPU slowdown") points to its calculator, which maps the
// host's benchmark index to a multiplier piecewise: 3× at 1,300 plus 1× per 233 above it; 2×–3× from
// 800 to 1,300; 1×–2× from 150 to 800. Below 150 the host is already as slow as the phone: no slowdown.
// CommonJS and free of imports, so Jest tests it as it is.

/** No slowdown below this: the machine is no faster than the emulated phone. */
const minimumMultiplier = 1;
/** The documentation's widest range (a high-end desktop emulating a low-end phone) ends at 20×. */
const maximumMultiplier = 20;

/**
 * Lighthouse's `cpuSlowdownMultiplier` for a benchmark index, rounded to two decimals.
 * @param {number} benchmarkIndex
 * @returns {number}
 */
function cpuSlowdownMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else multiplier = minimumMultiplier;
  const clamped = Math.min(maximumMultiplier, Math.max(minimumMultiplier, multiplier));
  return Math.round(clamped * 100) / 100;
}

/** The benchmark index of the machine issue 21's figures of the organisation's current site were taken on. */
const issueMachineIndex = 1400;
/** The slowdown those figures were taken with: Lighthouse's default, not the calculator's (issue 46). */
const issueTableMultiplier = 4;
/** The phone those figures were taken on (~350). */
const issuePhoneIndex = issueMachineIndex / issueTableMultiplier;

/**
 * The slowdown that emulates the phone of issue 21's own figures (its machine's index ÷ the
 * default 4× slowdown there, ~350) on a machine of `benchmarkIndex`: the calculator's line is not
 * proportional to the index, so the phone it emulates on a faster machine is slower than that one.
 * @param {number} benchmarkIndex
 * @returns {number}
 */
function issuePhoneMultiplier(benchmarkIndex) {
  return Math.round(Math.min(maximumMultiplier, Math.max(minimumMultiplier, benchmarkIndex / issuePhoneIndex)) * 100) / 100;
}

/**
 * How many times slower than the phone of issue 21's table (~350) the phone a run emulates is (its
 * index: the machine's ÷ the slowdown). Lighthouse's simulated throttling multiplies every
 * main-thread task by the slowdown, so the current site's figures of that table, taken on this
 * run's phone, would be this many times theirs: 1 at the table's own 4× on its machine; with the
 * calculator's slowdown below 1 up to an index of about 2,100 and above 1 on a faster machine
 * (where the calculator emulates a slower phone).
 * @param {number} benchmarkIndex the machine's, at the calibration
 * @param {number} multiplier the slowdown the run was measured with
 * @returns {number}
 */
function tablePhoneScale(benchmarkIndex, multiplier) {
  return (issuePhoneIndex * multiplier) / benchmarkIndex;
}

/** @param {number[]} values */
function median(values) {
  if (values.length === 0) throw new Error('the median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

module.exports = { cpuSlowdownMultiplier, issuePhoneMultiplier, tablePhoneScale, median, minimumMultiplier, maximumMultiplier };
