import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { Locale } from 'composition-contract/locale';
import { pageTitle } from 'composition-contract/site';

/**
 * What a page says about itself beyond its content: the document title, the description search
 * engines and link previews show, whether it must stay out of search results (appeal and portal
 * pages), and whether the remote's build may render it ahead of time. The shell's server reads
 * these from the route objects.
 */
export type PageMeta = {
  title: string;
  description: string;
  noindex?: boolean;
  /**
   * `true`: the page holds a session (reads a login code or the tab's token), so no third-party
   * code runs there: the shell's server sends it the strict Content-Security-Policy and the shell
   * loads no help-desk widget on it.
   */
  session?: boolean;
  /**
   * `false`: this page depends on the visitor (the query string or private data), so it is
   * rendered in the browser rather than prerendered at build.
   */
  prerender?: false;
  /**
   * The API call the page's data comes from, with the session token the tab keeps: the page
   * starts it as it arrives, before its code (composition-contract's early-requests).
   */
  earlyRequest?: { path: `/api/${string}`; tokenKey: string; unlessQuery?: string };
  /** When the page's content last changed (YYYY-MM-DD), for the sitemap's `lastmod`. */
  lastModified?: string;
  /**
   * The language of the page's content when it is not its address's: `'en'` on the Spanish
   * address of a page that stays English (appeal letters), so the document says `lang="en"`.
   */
  contentLocale?: Locale;
};

/** A route of the site: a fixed path (the shell routes by exact paths) and the page's metadata. */
export type SiteRoute = RouteObject & { path: string; handle: PageMeta };

/** Sets the document title as "<page> | <site>". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

type RoutesViewProps = {
  routes: SiteRoute[];
  /** shown while a lazily loaded page arrives */
  loading: ReactNode;
  /** shown when no route matches */
  notFound: ReactNode;
};

/** Renders the route matching the current location, titles the document, and lazy-loads the page. */
export function RoutesView({ routes, loading, notFound }: RoutesViewProps) {
  const location = useLocation();
  const matched = matchRoutes(routes, location)?.at(-1)?.route as SiteRoute | undefined;
  const element = useRoutes([...routes, { path: '*', element: notFound }]);
  return (
    <>
      {matched && <PageHead meta={matched.handle} />}
      <Suspense fallback={loading}>{element}</Suspense>
    </>
  );
}

/** Titles the document and, for a page that asks for it, keeps search engines out while it is shown. */
function PageHead({ meta }: { meta: PageMeta }) {
  usePageTitle(meta.title);
  useRobotsNoindex(Boolean(meta.noindex));
  return null;
}

const robotsSelector = 'meta[name="robots"][data-page-robots]';

/** Adds `<meta name="robots" content="noindex,nofollow">` while the page is shown; removes it after. */
function useRobotsNoindex(noindex: boolean): void {
  useEffect(() => {
    if (!noindex) return undefined;
    const meta = document.head.querySelector(robotsSelector) ?? document.createElement('meta');
    meta.setAttribute('name', 'robots');
    meta.setAttribute('content', 'noindex,nofollow');
    meta.setAttribute('data-page-robots', '');
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}

/** Opt in to React Router 7's behaviour now (navigations as transitions), silencing v6's notices. */
export const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
