const { formatP75, vitalsTable } = require('./table');

const row = (overrides) => ({ day: '2026-11-24', page: '/donate', metric: 'LCP', samples: 12, p75: { above: 1500, atMost: 1800, rating: 'good' }, ...overrides });

describe('the field-data table', () => {
  it('has a row per day, page and metric with the p75 bucket, its rating and the number of samples', () => {
    const table = vitalsTable({ days: 7, rows: [row({}), row({ page: 'other', metric: 'CLS', samples: 3, p75: { above: 0.1, atMost: 0.15, rating: 'needs improvement' } })] });
    expect(table).toContain('the last 7 days');
    expect(table).toContain('| 2026-11-24 | `/donate` | LCP | 1.5 s – 1.8 s | good | 12 |');
    expect(table).toContain('| 2026-11-24 | `other` | CLS | 0.1 – 0.15 | needs improvement | 3 |');
  });

  it('reads the first and the last bucket as "at most" and "above"', () => {
    expect(formatP75(row({ metric: 'INP', p75: { atMost: 25, rating: 'good' } }))).toBe('≤ 25 ms');
    expect(formatP75(row({ metric: 'TTFB', p75: { above: 10_000, rating: 'poor' } }))).toBe('> 10 s');
  });

  it('says when there is nothing to show', () => {
    expect(vitalsTable({ days: 1, rows: [] })).toContain('No samples yet.');
  });
});
