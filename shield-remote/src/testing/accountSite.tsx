// Renders the account screens at an address with the API's real answers standing in for it (never bundled).
import { Route, Routes, useLocation } from 'react-router-dom';
import { localeOfPath, pathInLocale } from 'composition-contract/locale';
import type { ShieldAnswer } from 'test-support/shield-answers';
import { renderInSite } from 'ui/testing';
import { accountPaths } from '../content/accountPaths';
import Account from '../pages/Account';
import AccountInSpanish from '../pages/Account/es';
import AccountSignIn from '../pages/AccountSignIn';
import AccountSignInInSpanish from '../pages/AccountSignIn/es';

export type ApiCall = { method: string; path: string; body: unknown };

/**
 * Replaces fetch: each call is recorded and answered by `answer` (status, body and headers as the
 * API sends them); a thrown error is a network failure.
 */
export function standInForApi(answer: (call: ApiCall) => ShieldAnswer | Promise<ShieldAnswer>): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', path: String(input), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(call);
    const { status, body, headers } = await answer(call);
    const headerValues = new Map(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    // A Response as far as the screens read it (jsdom has none).
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headerValues.get(name.toLowerCase()) ?? null },
      json: async () => {
        if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
        return JSON.parse(JSON.stringify(body)) as unknown;
      },
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** Shows the router's path and query, so a test sees where the page went. */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** The account pages in the language of `address` (`/es/...` Spanish), at that address. */
export function renderAccountAt(address: string) {
  const locale = localeOfPath(address.split('?')[0]!);
  return renderInSite(
    <>
      <Routes>
        <Route path={pathInLocale(accountPaths.account, locale)} element={locale === 'es' ? <AccountInSpanish /> : <Account />} />
        <Route path={pathInLocale(accountPaths.signIn, locale)} element={locale === 'es' ? <AccountSignInInSpanish /> : <AccountSignIn />} />
      </Routes>
      <AddressProbe />
    </>,
    { route: address },
  );
}
