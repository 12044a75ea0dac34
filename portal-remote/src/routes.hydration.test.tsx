/** @jest-environment jsdom */
// Every page this remote prerenders hydrates in the browser without a mismatch.
import { describePrerenderedHydration } from 'ui/testing';
import { routes } from './routes';

describePrerenderedHydration(routes, () => import('./routes'));
