#!/usr/bin/env node
// @ts-check
// `npm run vitals`: prints the field data, real visitors' Web Vitals p75 per page and day, from the
// running API's report (GET /api/vitals, which exists only when the API has VITALS_REPORT_TOKEN).
//   VITALS_REPORT_TOKEN   the API's token (required)
//   API_URL               the API (default http://localhost:$API_PORT, API_PORT 4000)
//   --days N              how many days back, today included (1-8, default 7)
import { parseArgs } from 'node:util';
import table from './vitals/table.js';

const { values: options } = parseArgs({ options: { days: { type: 'string', default: '7' } } });
const token = process.env.VITALS_REPORT_TOKEN;
if (!token) {
  console.error('VITALS_REPORT_TOKEN is not set: give the token the API was started with (see docs/measuring.md, "Field data").');
  process.exit(1);
}
const apiUrl = (process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`).replace(/\/+$/, '');
const response = await fetch(`${apiUrl}/api/vitals?days=${encodeURIComponent(options.days)}`, { headers: { authorization: `Bearer ${token}` } }).catch(
  (/** @type {Error} */ error) => {
    console.error(`The API at ${apiUrl} does not answer (${error.message}): is the site running?`);
    process.exit(1);
  },
);
const body = await response.json().catch(() => ({}));
if (!response.ok) {
  console.error(`${apiUrl}/api/vitals answered ${response.status}: ${body.error ?? 'no message'}${response.status === 404 ? ' (the API has no VITALS_REPORT_TOKEN)' : ''}`);
  process.exit(1);
}
console.log(table.vitalsTable(body));
