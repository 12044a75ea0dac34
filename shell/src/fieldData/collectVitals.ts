import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Metric } from 'web-vitals';

/** The API's endpoint, through the shell's /api proxy (same origin: CSP connect-src 'self'). */
export const VITALS_ENDPOINT = '/api/vitals';

/**
 * Collects this page load's Web Vitals and sends what it has with `navigator.sendBeacon` each time
 * the page is hidden (the last moment a page is sure to get). Every change is kept, the latest per
 * metric: an interaction the browser timed just before the visitor left is still being processed
 * by web-vitals when the page hides, and only a change it reports then (its listeners run before
 * this one) gets its INP into the beacon.
 */
export function collectVitals(page: string): void {
  const pending = new Map<string, { name: Metric['name']; value: number }>();
  const keep = (metric: Metric) => pending.set(metric.id, { name: metric.name, value: metric.value });
  const everyChange = { reportAllChanges: true };
  onLCP(keep, everyChange);
  onINP(keep, everyChange);
  onCLS(keep, everyChange);
  onTTFB(keep, everyChange);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return;
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify({ page, metrics: [...pending.values()] }));
    pending.clear();
  });
}
