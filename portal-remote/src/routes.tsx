import { lazy } from 'react';
import type { SiteRoute } from 'ui';

const SignIn = lazy(() => import('./pages/SignIn'));

/** The paths this remote owns; the build publishes them in routes.json for the shell. */
export const routes: SiteRoute[] = [{ path: '/auth', element: <SignIn />, handle: { title: 'Sign in', description: 'Sign in to the Digital Harbor portal to track your computer application or see your donated devices.' } }];
