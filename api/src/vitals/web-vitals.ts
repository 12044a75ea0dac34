/**
 * The Web Vitals the site collects from its visitors, each with the fixed buckets its samples are
 * counted in: a p75 is read from the counts, so no sample is stored. Every threshold that matters
 * (web.dev's good/poor, issue 21's goals: LCP 1.8 s, CLS 0.02) is a bucket edge, so a p75 is
 * rated exactly.
 */
export const metricNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof metricNames)[number];

export interface MetricDefinition {
  /** Upper edges of the buckets, ascending; one more bucket holds what is above the last. */
  bucketEdges: readonly number[];
  /** web.dev's thresholds: at most `good` is good, above `poor` is poor. */
  good: number;
  poor: number;
  unit: 'ms' | '';
}

export const metrics: Record<MetricName, MetricDefinition> = {
  LCP: { bucketEdges: [250, 500, 750, 1000, 1250, 1500, 1800, 2000, 2250, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000], good: 2500, poor: 4000, unit: 'ms' },
  INP: { bucketEdges: [25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000], good: 200, poor: 500, unit: 'ms' },
  CLS: { bucketEdges: [0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2], good: 0.1, poor: 0.25, unit: '' },
  TTFB: { bucketEdges: [50, 100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2500, 4000, 6000, 10_000], good: 800, poor: 1800, unit: 'ms' },
};

/** The bucket a sample is counted in: the first whose upper edge it does not exceed. */
export function bucketOf(metric: MetricName, value: number): number {
  const edges = metrics[metric].bucketEdges;
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

export interface Percentile {
  /** The bucket holding the 75th percentile: the p75 is above `above` (when set) and at most `atMost` (when set). */
  above: number | undefined;
  atMost: number | undefined;
  rating: 'good' | 'needs improvement' | 'poor';
}

/** The p75 of the samples counted per bucket (`counts[i]`: samples in bucket i), as the bucket that holds it. */
export function p75Of(metric: MetricName, counts: readonly number[]): Percentile | undefined {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  const { bucketEdges: edges, good, poor } = metrics[metric];
  let seen = 0;
  let bucket = 0;
  for (; bucket < counts.length; bucket += 1) {
    seen += counts[bucket] ?? 0;
    if (seen >= 0.75 * total) break;
  }
  const above = bucket === 0 ? undefined : edges[bucket - 1];
  const atMost = edges[bucket];
  const rating = atMost !== undefined && atMost <= good ? 'good' : above !== undefined && above >= poor ? 'poor' : 'needs improvement';
  return { above, atMost, rating };
}
