// @ts-check
// The field-data report as a table: the API's rows (GET /api/vitals) per day, page and metric.
// CommonJS and free of imports, so Jest tests it as it is.

/**
 * @typedef {object} VitalsRow a row as the API answers it (api/src/vitals/vitals-store.ts)
 * @property {string} day
 * @property {string} page
 * @property {'LCP' | 'INP' | 'CLS' | 'TTFB'} metric
 * @property {number} samples
 * @property {{ above?: number, atMost?: number, rating: string }} p75 the bucket holding the 75th percentile
 */

/**
 * A metric's value as people read it: seconds for LCP and TTFB above a second, milliseconds otherwise; CLS bare.
 * @param {VitalsRow['metric']} metric
 * @param {number} value
 */
function formatValue(metric, value) {
  if (metric === 'CLS') return String(value);
  return value >= 1000 ? `${value / 1000} s` : `${value} ms`;
}

/**
 * The p75 as the bucket holding it: "≤ x" for the first bucket, "> x" past the last edge, "x–y" between.
 * @param {VitalsRow} row
 */
function formatP75({ metric, p75: { above, atMost } }) {
  if (above === undefined && atMost !== undefined) return `≤ ${formatValue(metric, atMost)}`;
  if (atMost === undefined && above !== undefined) return `> ${formatValue(metric, above)}`;
  if (above !== undefined && atMost !== undefined) return `${formatValue(metric, above)} – ${formatValue(metric, atMost)}`;
  return '–';
}

/**
 * @param {{ days: number, rows: VitalsRow[] }} report
 * @returns {string} markdown
 */
function vitalsTable({ days, rows }) {
  const heading = `Web Vitals of real visits, p75 per page and day (UTC), the last ${days} day${days === 1 ? '' : 's'}:`;
  if (rows.length === 0) return `${heading}\n\nNo samples yet.`;
  const lines = ['| day | page | metric | p75 | rating | samples |', '|---|---|---|---|---|---:|'];
  for (const row of rows) lines.push(`| ${row.day} | \`${row.page}\` | ${row.metric} | ${formatP75(row)} | ${row.p75.rating} | ${row.samples} |`);
  return `${heading}\n\n${lines.join('\n')}`;
}

module.exports = { vitalsTable, formatP75 };
