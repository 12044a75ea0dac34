const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "March 4, 2024" from "2024-03-04", as en-US writes it, without Intl (`toLocaleDateString` would
 * load the browser's locale data on the main thread as the page starts: ui's formatWholeNumber says
 * why). Read as UTC, so the server and every visitor's browser print the same day whatever their
 * time zone.
 */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
