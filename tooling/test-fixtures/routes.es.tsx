// A remote's Spanish route table as route-paths.test.js reads it: the twin of routes.tsx, with an
// appeal letter that stays English at its Spanish address. Its pages are never loaded.
import { lazy } from 'react';

const Home = lazy(() => import('./pages/Home/es'));
const Portal = lazy(() => import('./pages/Portal/es'));
const Appeal = lazy(() => import('./pages/Appeal'));

export const routes = [
  { path: '/es', element: <Home />, handle: { title: 'Inicio', description: 'La página principal' } },
  { path: '/es/index.html', element: <Home />, handle: { title: 'Inicio', description: 'La página principal' } },
  { path: '/es/portal', element: <Portal />, handle: { title: 'Portal', description: 'Datos privados', noindex: true, prerender: false } },
  { path: '/es/jane-doe', element: <Appeal />, handle: { title: 'Will you join us?', description: 'A letter', noindex: true, contentLocale: 'en' } },
];
