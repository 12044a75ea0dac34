import type { InventoryItem } from '../api/portalApi';
import { saveFile } from '../files/saveFile';

/** The spreadsheet's columns (spec §9), in order; the header row repeats the field names. */
export const csvColumns = ['Model', 'Computer_Type', 'Date_Added', 'Date_Donated', 'Date_Recycled', 'Weight'] as const;

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A leading apostrophe makes the spreadsheet show the text instead of running it.
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  // RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled.
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The donated computers as RFC 4180 CSV (CRLF line ends), safe to open in a spreadsheet. */
export function donatedComputersCsv(items: readonly InventoryItem[]): string {
  const rows = [csvColumns.map(cell), ...items.map((item) => csvColumns.map((column) => cell(item[column])))];
  return rows.map((row) => row.join(',')).concat('').join('\r\n');
}

/** Saves text as a file (browser only: call from a handler). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveFile(new Blob([text], { type }), fileName);
}
