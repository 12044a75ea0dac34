// A remote's route table as route-paths.test.js reads it; its pages are never loaded.
import { lazy } from 'react';

const Home = lazy(() => import('./pages/Home'));
const Portal = lazy(() => import('./pages/Portal'));

export const routes = [
  { path: '/', element: <Home />, handle: { title: 'Home', description: 'The front page' } },
  { path: '/index.html', element: <Home />, handle: { title: 'Home', description: 'The front page' } },
  {
    path: '/portal',
    element: <Portal />,
    handle: {
      title: 'Portal',
      description: 'Private data',
      noindex: true,
      prerender: false,
      earlyRequest: { path: '/api/portal-view', tokenKey: 'session' },
    },
  },
  { path: '/plain', element: <p>Not lazy</p>, handle: { title: 'Plain', description: 'A page in the route table itself' } },
];
