import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { siteName } from '../content/site';

/** A route of the site: every page states its document title. */
export type SiteRoute = RouteObject & { handle: { title: string } };

/** Sets the document title as "<page> | <site>". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === siteName ? siteName : `${title} | ${siteName}`;
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
      {matched && <PageTitle title={matched.handle.title} />}
      <Suspense fallback={loading}>{element}</Suspense>
    </>
  );
}

function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/** Opt in to React Router 7's behaviour now (navigations as transitions), silencing v6's notices. */
export const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
