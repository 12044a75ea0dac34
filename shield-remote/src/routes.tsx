import { lazy } from 'react';
import type { SiteRoute } from 'ui';

const ShieldLanding = lazy(() => import('./pages/ShieldLanding'));

const landingPaths = ['/shield', '/connect', '/shieldinternet'];

/** The paths this remote owns; the build publishes them in routes.json for the shell. */
export const routes: SiteRoute[] = landingPaths.map((path) => ({ path, element: <ShieldLanding />, handle: { title: 'Shield Internet' } }));
