/**
 * An external form's address with values prefilled as query parameters. Every value is encoded
 * (URLSearchParams), so hostile input cannot break out of its parameter; empty values are left out.
 */
export function formUrl(base: string, params: Record<string, string | number | null | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(name, String(value));
  }
  return url.toString();
}
