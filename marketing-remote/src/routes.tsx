import { lazy } from 'react';
import type { SiteRoute } from 'ui';

const Home = lazy(() => import('./pages/Home'));

/** The paths this remote owns; the build publishes them in routes.json for the shell. */
export const routes: SiteRoute[] = [
  {
    path: '/',
    element: <Home />,
    handle: {
      title: 'Transform a life with technology',
      description:
        'Digital Harbor refurbishes donated computers and gives them to people in need in New Jersey, New York City and Massachusetts. Donate a computer, apply for a device or volunteer.',
    },
  },
];
