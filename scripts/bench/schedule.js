// @ts-check
// The order of the bench's Lighthouse runs: page by page, and within a page every variant
// (before, after, monolith) once per round, the variants' order rotating from round to round. A
// change in the machine's load while one page is measured then falls on every variant alike,
// instead of on whichever variant happened to be measured at the time.

/**
 * @template {string} Variant
 * @param {{ pages: string[], variants: Variant[], runs: number }} plan
 * @returns {{ page: string, variant: Variant, run: number }[]} `run` counts from 0
 */
function interleavedRuns({ pages, variants, runs }) {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a whole number of 1 or more');
  return pages.flatMap((page) =>
    Array.from({ length: runs }, (_, run) =>
      variants.map((_variant, position) => ({ page, variant: variants[(position + run) % variants.length], run })),
    ).flat(),
  );
}

module.exports = { interleavedRuns };
