import { lazy } from 'react';
import type { SiteRoute } from 'ui';
import { accountPaths } from './content/accountPaths';
import { accountRoutesText } from './content/accountRoutes';
import { formatPrice, landingPaths, priceText, shieldProducts } from './content/catalogue';
import { catalogueText } from './content/catalogueText';

const ShieldLanding = lazy(() => import('./pages/ShieldLanding'));
const ShieldProduct = lazy(() => import('./pages/ShieldProduct'));
const AccountSignIn = lazy(() => import('./pages/AccountSignIn'));
const Account = lazy(() => import('./pages/Account'));

// (Route tables import only types from `ui`, content data and lazy pages: the build reads them in
// Node, without the bundler.)
const { hotspot, router, sim } = shieldProducts;
const monthly = formatPrice(sim.monthlyPrice);

const landingRoutes: SiteRoute[] = landingPaths.map((path) => ({
  path,
  element: <ShieldLanding />,
  handle: {
    title: 'Shield Internet',
    description: `Unlimited prepaid 5G/4G internet for ${monthly} a month: no contract, no credit check, and 100% of profits go to Digital Harbor.`,
  },
}));

const productRoutes: SiteRoute[] = [
  {
    path: hotspot.path,
    element: <ShieldProduct productId="hotspot" />,
    handle: {
      title: catalogueText.names.hotspot,
      description: `The T10 4G hotspot with unlimited prepaid internet, ${priceText(hotspot, catalogueText)}: up to ${hotspot.maxDevices} devices, about 8 hours of battery, free US shipping.`,
    },
  },
  {
    path: router.path,
    element: <ShieldProduct productId="router" />,
    handle: {
      title: `${catalogueText.names.router} (${catalogueText.preorder})`,
      description: `Preorder the Shield 5G home router with unlimited prepaid internet, ${priceText(router, catalogueText)}: up to ${router.maxDevices} devices, 4-hour battery backup, built-in VPN.`,
    },
  },
  {
    path: sim.path,
    element: <ShieldProduct productId="sim" />,
    handle: {
      title: 'Shield SIM Card: Internet Service Only',
      description: `A free Shield SIM card with unlimited prepaid internet for ${monthly} a month, for your own unlocked device that works with T-Mobile or GSM SIM cards. Ships in 1-2 weeks.`,
    },
  },
];

// The subscriber's account: private, so out of search results. Each is prerendered as the same page
// for everyone (the sign-in form, the account's loading state); what is the visitor's comes from
// the API with the session's cookie, which only the API reads. Both hold a session (the sign-in
// reads the emailed code from the address): no third-party code runs there.
const accountRoutes: SiteRoute[] = [
  {
    path: accountPaths.signIn,
    element: <AccountSignIn />,
    handle: { title: accountRoutesText.signInTitle, description: accountRoutesText.signInDescription, noindex: true, session: true },
  },
  {
    path: accountPaths.account,
    element: <Account />,
    handle: { title: accountRoutesText.accountTitle, description: accountRoutesText.accountDescription, noindex: true, session: true },
  },
];

/** The paths this remote owns; the build publishes them in routes.json for the shell. */
export const routes: SiteRoute[] = [...landingRoutes, ...productRoutes, ...accountRoutes];
