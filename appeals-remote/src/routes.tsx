import { lazy } from 'react';
import type { SiteRoute } from 'ui';
import { appeals } from './content/appealEntries';

const AppealPage = lazy(() => import('./pages/AppealPage'));

/** One route per appeal in content/appeals.json; the build publishes them in routes.json for the shell. */
export const routes: SiteRoute[] = appeals.map((appeal) => ({
  path: `/${appeal.slug}`,
  element: <AppealPage appeal={appeal} />,
  handle: {
    title: `${appeal.name}, Will You Join Us?`,
    description: `A personal invitation to ${appeal.name} to help Digital Harbor bring computers and internet to 40,000 people.`,
    noindex: true,
  },
}));
