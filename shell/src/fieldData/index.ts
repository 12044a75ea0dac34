import type { RemoteDescriptor } from '../composition/pathOwnership';
import { pageRoute } from './pageRoute';

/**
 * Field data: real visitors' Web Vitals, sent to the API (README, "Field data"). The page is the
 * one the visitor landed on; web-vitals (its own chunk) is fetched only once the page has
 * loaded and the browser is idle, so it costs the first render nothing. It reads the browser's
 * buffered performance entries, so starting late loses no metric.
 */
export function startFieldData(loadDescriptors: () => Promise<RemoteDescriptor[]>): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const landedOn = window.location.pathname;
  const collect = () => {
    Promise.all([import(/* webpackChunkName: "web-vitals" */ './collectVitals'), loadDescriptors()])
      .then(([{ collectVitals }, descriptors]) => collectVitals(pageRoute(landedOn, descriptors)))
      // Field data is never worth an error a visitor could notice.
      .catch(() => undefined);
  };
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(collect, { timeout: 5000 }) : window.setTimeout(collect, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
