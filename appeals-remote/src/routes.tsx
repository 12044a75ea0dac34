import { lazy } from 'react';
import type { SiteRoute } from 'ui';
import { appeals } from './content/appeals';

const AppealPage = lazy(() => import('./pages/AppealPage'));

/** One route per appeal in content/appeals.json; the build publishes them in routes.json for the shell. */
export const routes: SiteRoute[] = appeals.map((appeal) => ({
  path: `/${appeal.slug}`,
  element: <AppealPage />,
  handle: { title: `${appeal.name}, Will You Join Us?` },
}));
