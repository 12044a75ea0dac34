// @ts-check
// What each piece of custom machinery gains: a variant built without it (`--variant label=…`),
// measured in the same interleaved run as this checkout, against this checkout, page by page. The
// gain is the share of the page's main-thread work without the piece that the piece saves; a piece
// that saves under 5 % on its pages goes (docs/internals.md). CommonJS, so Jest tests it as it is.

const { tableRow: row } = require('./markdown');

/** Below this share of its pages' main-thread work, a piece does not pay its way. */
const MIN_GAIN = 0.05;

/**
 * @typedef {{ page: string, median: { mainThreadMs?: number, bootupMs?: number } }} PageMedians
 * @typedef {{ pages: PageMedians[] }} Result
 */

/**
 * The share of `withoutMs` that the piece saves (negative: the page is faster without it).
 * @param {number} withMs
 * @param {number} withoutMs
 */
function gainOf(withMs, withoutMs) {
  if (!(withoutMs > 0)) throw new Error(`a main-thread figure must be above 0, not ${withoutMs}`);
  return (withoutMs - withMs) / withoutMs;
}

const percent = (/** @type {number} */ share) => `${share < 0 ? '−' : share > 0 ? '+' : ''}${Math.abs(share * 100).toFixed(1)} %`;

/**
 * One row per page measured by this checkout: its main-thread work, then each variant's with the
 * gain of the piece the variant lacks; a last row sums the pages every variant measured.
 * @param {{ after: Result, variants: { label: string, result?: Result }[], pageName?: (page: string) => string }} input
 * @returns {string} a markdown table
 */
function gainsTable({ after, variants, pageName = (page) => `\`${page}\`` }) {
  const workOf = (/** @type {Result | undefined} */ result, /** @type {string} */ page) => result?.pages.find((entry) => entry.page === page)?.median.mainThreadMs;
  const lines = [
    row(['page', 'this checkout (ms)', ...variants.map(({ label }) => `${label} (ms; the piece's gain)`)]),
    row(['---', '---:', ...variants.map(() => '---:')]),
  ];
  /** @type {number[]} */
  const sums = variants.map(() => 0);
  let afterSum = 0;
  for (const { page } of after.pages) {
    const withMs = workOf(after, page);
    if (withMs === undefined) continue;
    const cells = variants.map(({ result }) => {
      const withoutMs = workOf(result, page);
      return withoutMs === undefined ? '–' : `${Math.round(withoutMs)} (${percent(gainOf(withMs, withoutMs))})`;
    });
    const everyVariant = variants.every(({ result }) => workOf(result, page) !== undefined);
    if (everyVariant) {
      afterSum += withMs;
      variants.forEach(({ result }, index) => (sums[index] += workOf(result, page) ?? 0));
    }
    lines.push(row([pageName(page), String(Math.round(withMs)), ...cells]));
  }
  if (afterSum > 0) {
    lines.push(
      row([
        '**all these pages**',
        String(Math.round(afterSum)),
        ...sums.map((sum) => {
          const gain = gainOf(afterSum, sum);
          return `${Math.round(sum)} (**${percent(gain)}**${gain < MIN_GAIN ? ', under 5 %' : ''})`;
        }),
      ]),
    );
  }
  return lines.join('\n');
}

module.exports = { MIN_GAIN, gainOf, gainsTable };
