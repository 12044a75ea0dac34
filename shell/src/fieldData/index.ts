import type { RemoteDescriptor } from '../composition/pathOwnership';
import { pageRoute } from './pageRoute';

/**
 * Field data: real visitors' Web Vitals, sent to the API (README, "Field data"). The page is named
 * now, as the visitor landed on it; web-vitals (its own chunk) is fetched only once the page has
 * loaded and the browser is idle, so it costs the first render nothing. It reads the browser's
 * buffered performance entries, so starting late loses no metric.
 */
export function startFieldData(descriptors: RemoteDescriptor[]): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const page = pageRoute(window.location.pathname, descriptors);
  const collect = () => {
    import(/* webpackChunkName: "web-vitals" */ './collectVitals')
      .then(({ collectVitals }) => collectVitals(page))
      // Field data is never worth an error a visitor could notice.
      .catch(() => undefined);
  };
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(collect, { timeout: 5000 }) : window.setTimeout(collect, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
