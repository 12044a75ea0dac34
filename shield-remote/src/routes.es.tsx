import { lazy } from 'react';
import { pathInLocale } from 'composition-contract/locale';
import type { SiteRoute } from 'ui';
import { accountPaths } from './content/accountPaths';
import { accountRoutesText } from './content/accountRoutes.es';
import { formatPrice, landingPaths, priceText, shieldProducts } from './content/catalogue';
import { catalogueText } from './content/catalogueText.es';

const ShieldLanding = lazy(() => import('./pages/ShieldLanding/es'));
const ShieldProduct = lazy(() => import('./pages/ShieldProduct/es'));
const AccountSignIn = lazy(() => import('./pages/AccountSignIn/es'));
const Account = lazy(() => import('./pages/Account/es'));

// The Spanish twin of routes.tsx: every English path under /es, in the same order, with the same
// flags and Spanish pages. (Like it, it imports only types from `ui`, content data and lazy pages.)
const { hotspot, router, sim } = shieldProducts;
const monthly = formatPrice(sim.monthlyPrice);
const inSpanish = (path: string) => pathInLocale(path, 'es');

const landingRoutes: SiteRoute[] = landingPaths.map((path) => ({
  path: inSpanish(path),
  element: <ShieldLanding />,
  handle: {
    title: 'Internet Shield',
    description: `Internet prepagado 5G/4G ilimitado por ${monthly} al mes: sin contrato, sin revisión de crédito, y el 100% de las ganancias va a Digital Harbor.`,
  },
}));

const productRoutes: SiteRoute[] = [
  {
    path: inSpanish(hotspot.path),
    element: <ShieldProduct productId="hotspot" />,
    handle: {
      title: catalogueText.names.hotspot,
      description: `El hotspot 4G T10 con internet prepagado ilimitado, ${priceText(hotspot, catalogueText)}: hasta ${hotspot.maxDevices} dispositivos, unas 8 horas de batería, envío gratis en EE. UU.`,
    },
  },
  {
    path: inSpanish(router.path),
    element: <ShieldProduct productId="router" />,
    handle: {
      title: `${catalogueText.names.router} (${catalogueText.preorder})`,
      description: `Reserve el router 5G Shield para el hogar con internet prepagado ilimitado, ${priceText(router, catalogueText)}: hasta ${router.maxDevices} dispositivos, 4 horas de batería de respaldo, VPN integrada.`,
    },
  },
  {
    path: inSpanish(sim.path),
    element: <ShieldProduct productId="sim" />,
    handle: {
      title: 'Tarjeta SIM Shield: solo servicio de internet',
      description: `Una tarjeta SIM Shield gratis con internet prepagado ilimitado por ${monthly} al mes, para su propio equipo desbloqueado que funcione con tarjetas SIM de T-Mobile o GSM. Se envía en 1-2 semanas.`,
    },
  },
];

// Private like their English twins: out of search results, holding a session, no third-party code.
const accountRoutes: SiteRoute[] = [
  {
    path: inSpanish(accountPaths.signIn),
    element: <AccountSignIn />,
    handle: { title: accountRoutesText.signInTitle, description: accountRoutesText.signInDescription, noindex: true, session: true },
  },
  {
    path: inSpanish(accountPaths.account),
    element: <Account />,
    handle: { title: accountRoutesText.accountTitle, description: accountRoutesText.accountDescription, noindex: true, session: true },
  },
];

/** The Spanish paths this remote owns, each the twin of routes.tsx's path at the same place; the build publishes them in routes.json. */
export const routes: SiteRoute[] = [...landingRoutes, ...productRoutes, ...accountRoutes];
