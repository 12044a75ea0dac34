/** @jest-environment jsdom */
// Every Spanish page this remote prerenders hydrates in the browser without a mismatch.
import { describePrerenderedHydration } from 'ui/testing';
import { routes } from './routes.es';

describePrerenderedHydration(routes, () => import('./routes.es'));
