import { OTHER_PAGE } from 'composition-contract/field-data';
import type { CacheStore } from '../cache/cache-store';
import type { Clock } from '../shared/clock';
import { bucketOf, metricNames, metrics, p75Of } from './web-vitals';
import type { MetricName, Percentile } from './web-vitals';

/** What one page load reports: the page as a route the site knows (or `other`), and its metrics. */
export interface VitalsBeacon {
  page: string;
  metrics: { name: MetricName; value: number }[];
}

export interface VitalsRow {
  day: string;
  page: string;
  metric: MetricName;
  samples: number;
  p75: Percentile;
}

/** The page every path the site does not know is counted as (the composition contract's); always in the report. */
export const otherPage = OTHER_PAGE;
/** Days a day's counts are kept (the report looks back at most this far). */
export const retentionDays = 8;
/** Pages a day may hold; the samples of pages beyond it count as `other`, so no visitor can grow the store without bound. */
export const pagesPerDay = 200;

const dayMs = 24 * 60 * 60 * 1000;
const retentionSeconds = retentionDays * 24 * 60 * 60;

/**
 * Per-page, per-day p75 of real visitors' Web Vitals, kept in the cache store (in-process or Redis)
 * as counters: one per page, day, metric and bucket, created by the store's atomic increment with
 * the retention as its expiry. Each page of a day gets a numbered slot, so the report can list a
 * day's pages with no key scan. Nothing about the visitor is kept.
 */
export class VitalsStore {
  constructor(
    private readonly store: CacheStore,
    private readonly clock: Clock,
  ) {}

  async record({ page, metrics: samples }: VitalsBeacon): Promise<void> {
    const day = dayOf(this.clock.now());
    const counted = page === otherPage || (await this.#admitPage(day, page)) ? page : otherPage;
    await Promise.all(samples.map(({ name, value }) => this.store.increment(bucketKey(day, counted, name, bucketOf(name, value)), retentionSeconds)));
  }

  /**
   * The p75 of every page and metric with samples, newest day first, over the last `days` days
   * (today included). A page at a time: its metrics' buckets are read together, and one page's
   * reads never queue behind thousands of others (a store command has a deadline).
   */
  async report(days: number): Promise<VitalsRow[]> {
    const today = this.clock.now();
    const rows: VitalsRow[] = [];
    for (let back = 0; back < Math.min(days, retentionDays); back += 1) {
      const day = dayOf(today - back * dayMs);
      for (const page of [...(await this.#pagesOf(day)).sort(), otherPage]) rows.push(...(await this.#pageReport(day, page)));
    }
    return rows;
  }

  async #pageReport(day: string, page: string): Promise<VitalsRow[]> {
    const rows = await Promise.all(
      metricNames.map(async (metric) => {
        const buckets = metrics[metric].bucketEdges.length + 1;
        const counts = await Promise.all(
          Array.from({ length: buckets }, async (_, bucket) => Number((await this.store.get(bucketKey(day, page, metric, bucket))) ?? 0)),
        );
        const p75 = p75Of(metric, counts);
        return p75 === undefined ? [] : [{ day, page, metric, samples: counts.reduce((sum, count) => sum + count, 0), p75 }];
      }),
    );
    return rows.flat();
  }

  /**
   * True when the page has (or now gets) one of the day's slots. Once the day's slots are taken, a
   * new page writes nothing at all (not even its own marker): only the site's pages reach here, but
   * the cap holds whatever the page list says.
   */
  async #admitPage(day: string, page: string): Promise<boolean> {
    const pageKey = `vitals:${day}:page:${page}`;
    const marker = await this.store.get(pageKey);
    if (marker !== undefined) return true;
    if (Number((await this.store.get(`vitals:${day}:pages`)) ?? 0) >= pagesPerDay) return false;
    if (await this.store.setIfAbsent(pageKey, 'admitted', retentionSeconds)) {
      const { count: slot } = await this.store.increment(`vitals:${day}:pages`, retentionSeconds);
      // Another page took the last slot meanwhile: leave no marker behind.
      if (slot > pagesPerDay) {
        await this.store.delete(pageKey);
        return false;
      }
      await this.store.set(`vitals:${day}:slot:${slot}`, page, retentionSeconds);
      return true;
    }
    return (await this.store.get(pageKey)) !== undefined;
  }

  async #pagesOf(day: string): Promise<string[]> {
    const slots = Math.min(Number((await this.store.get(`vitals:${day}:pages`)) ?? 0), pagesPerDay);
    const pages = await Promise.all(Array.from({ length: slots }, (_, index) => this.store.get(`vitals:${day}:slot:${index + 1}`)));
    return pages.filter((page): page is string => page !== undefined);
  }
}

/** The UTC day of a time, e.g. 2026-11-24. */
export function dayOf(timeMs: number): string {
  return new Date(timeMs).toISOString().slice(0, 10);
}

function bucketKey(day: string, page: string, metric: MetricName, bucket: number): string {
  return `vitals:${day}:${page}:${metric}:${bucket}`;
}
