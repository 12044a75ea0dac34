import { lazy } from 'react';
import type { SiteRoute } from 'ui';

const ShieldLanding = lazy(() => import('./pages/ShieldLanding'));

// One page under every spelling the spec lists, so the address a visitor typed stays.
// (Route tables import only types from `ui`: the build reads them in Node, without the bundler.)
const landingPaths = ['/shield', '/connect', '/shieldinternet'];

/** The paths this remote owns; the build publishes them in routes.json for the shell. */
export const routes: SiteRoute[] = landingPaths.map((path) => ({
  path,
  element: <ShieldLanding />,
  handle: {
    title: 'Shield Internet',
    description: 'Unlimited prepaid 5G/4G internet for $14.89 a month: no contract, no credit check, and 100% of profits go to Digital Harbor.',
  },
}));
