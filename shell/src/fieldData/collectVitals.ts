import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Metric } from 'web-vitals';

/** The API's endpoint, through the shell's /api proxy (same origin: CSP connect-src 'self'). */
export const VITALS_ENDPOINT = '/api/vitals';

/**
 * Collects this page load's Web Vitals and sends what it has with `navigator.sendBeacon` each time
 * the page is hidden (the last moment a page is sure to get; web-vitals reports LCP, CLS and INP
 * then too, from its own listeners, registered before this one).
 */
export function collectVitals(page: string): void {
  const pending = new Map<string, { name: Metric['name']; value: number }>();
  const keep = (metric: Metric) => pending.set(metric.id, { name: metric.name, value: metric.value });
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return;
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify({ page, metrics: [...pending.values()] }));
    pending.clear();
  });
}
