/**
 * "March 4, 2024" from "2024-03-04". Read as UTC, so the server and every visitor's browser print
 * the same day whatever their time zone.
 */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
