import { fieldDataPage } from 'composition-contract/field-data';
import type { RemoteDescriptor } from '../composition/pathOwnership';

/**
 * Field data: real visitors' Web Vitals, sent to the API (docs/measuring.md, "Field data"). The page is the
 * one the visitor landed on, named as the composition contract says (a route, `appeals`, `other`); web-vitals (its own chunk) is fetched only once the page has
 * loaded, the browser is idle and the next frame has been painted, so it costs the first render
 * nothing: on a page whose content comes with its data (the portal), the browser can be idle
 * between React's commit of that content and its paint, and the request would then come first. It
 * reads the browser's buffered performance entries, so starting late loses no metric.
 */
export function startFieldData(loadDescriptors: () => Promise<RemoteDescriptor[]>): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const landedOn = window.location.pathname;
  const collect = () => {
    Promise.all([import(/* webpackChunkName: "web-vitals" */ './collectVitals'), loadDescriptors()])
      .then(([{ collectVitals }, descriptors]) => collectVitals(fieldDataPage(landedOn, descriptors)))
      // Field data is never worth an error a visitor could notice.
      .catch(() => undefined);
  };
  // A frame's callback runs just before it is painted, so the second frame's comes once the first
  // has reached the screen.
  const afterNextPaint = () => window.requestAnimationFrame(() => window.requestAnimationFrame(() => window.setTimeout(collect, 0)));
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(afterNextPaint, { timeout: 5000 }) : window.setTimeout(afterNextPaint, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
