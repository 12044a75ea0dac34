import { useSearchParams } from 'react-router-dom';

/** Longer values are cut: no form field needs more, and a huge query must not balloon the frame URL. */
const maxLength = 200;

/**
 * The named query parameters as plain strings, ready to be handed on to a provider form (ProviderFrame's params):
 * the first value of each, control characters removed, trimmed and length-capped; a missing one is ''.
 * Anything else in the query is ignored, so odd or hostile input never reaches the page.
 */
export function queryValues<Name extends string>(search: URLSearchParams, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      (search.get(name) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, maxLength),
    ]),
  ) as Record<Name, string>;
}

/** queryValues of the current location. */
export function useQueryValues<Name extends string>(names: readonly Name[]): Record<Name, string> {
  const [search] = useSearchParams();
  return queryValues(search, names);
}
