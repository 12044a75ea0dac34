import { lazy } from 'react';
import type { SiteRoute } from 'ui';
import { SIGN_IN_PATH } from 'composition-contract/sign-in';
import { apiBase, portalViewPath } from './config/api';
import { outcomePages } from './pages/SignIn/outcomePages';
import { storageKeys } from './session/portalSession';
import { LOGIN_CODE_PARAMS } from 'composition-contract/sign-in';

const SignIn = lazy(() => import('./pages/SignIn'));
const Portal = lazy(() => import('./pages/Portal'));
const Champions = lazy(() => import('./pages/Champions'));
const Certificate = lazy(() => import('./pages/Certificate'));
const Verify = lazy(() => import('./pages/Verify'));

/**
 * The paths this remote owns; the build publishes them in routes.json for the shell. `session: true`
 * marks every page that reads a login code or the tab's session: no third-party code runs there.
 */
export const routes: SiteRoute[] = [
  {
    path: SIGN_IN_PATH,
    element: <SignIn />,
    handle: {
      title: 'Sign in',
      description: 'Sign in to the Digital Harbor portal to track your computer application or see your donated devices.',
      noindex: true,
      session: true,
    },
  },
  // The answers to the form posted before the portal's code has arrived (or without JavaScript).
  ...outcomePages.map(({ path, result }) => ({
    path,
    element: <SignIn initialResult={result} />,
    handle: { title: 'Sign in', description: 'The answer to your request for a sign-in link.', noindex: true, session: true },
  })),
  {
    path: '/portal',
    element: <Portal />,
    // Prerendered as the same frame for everyone (headings, side menu and content placeholders);
    // the visitor's data, read with the session in the tab's storage, fills it in the browser. The
    // page asks for it as it arrives (the code would ask one round trip after the site's largest
    // files), except from an email's link, whose login code is exchanged for a session first.
    handle: {
      title: 'Portal',
      description: 'Your computer application or your donated computers.',
      noindex: true,
      session: true,
      earlyRequest: { path: `${apiBase}${portalViewPath}`, tokenKey: storageKeys.session, unlessQuery: LOGIN_CODE_PARAMS.portal },
    },
  },
  {
    path: '/champions',
    element: <Champions />,
    handle: { title: 'Champion profile', description: 'Your details as Digital Harbor has them on record.', noindex: true, session: true },
  },
  {
    // A query string, not a path parameter: the device is the signed-in donor's, read in the browser.
    path: '/certificate',
    element: <Certificate />,
    handle: { title: 'Certificate of data destruction', description: 'A donated device\'s certificate of data destruction.', noindex: true, session: true, prerender: false },
  },
  {
    // Public and prerendered: its form works before the code arrives; the check needs the API.
    path: '/verify',
    element: <Verify />,
    handle: { title: 'Verify a certificate', description: 'Check a Digital Harbor certificate of data destruction by its verification code.', noindex: true },
  },
];
