const { interleavedRuns } = require('./schedule');

describe('the order of the bench\'s runs', () => {
  const order = (runs) => runs.map(({ page, variant, run }) => `${page} ${variant} ${run}`);

  it('measures page by page, every variant once per round, the order rotating each round', () => {
    expect(order(interleavedRuns({ pages: ['/', '/auth'], variants: ['before', 'after', 'monolith'], runs: 3 }))).toEqual([
      '/ before 0',
      '/ after 0',
      '/ monolith 0',
      '/ after 1',
      '/ monolith 1',
      '/ before 1',
      '/ monolith 2',
      '/ before 2',
      '/ after 2',
      '/auth before 0',
      '/auth after 0',
      '/auth monolith 0',
      '/auth after 1',
      '/auth monolith 1',
      '/auth before 1',
      '/auth monolith 2',
      '/auth before 2',
      '/auth after 2',
    ]);
  });

  it('gives each variant of a page its runs, and each variant every position in the rounds equally', () => {
    const variants = ['before', 'after'];
    const runs = interleavedRuns({ pages: ['/press'], variants, runs: 4 });
    for (const variant of variants) {
      const own = runs.filter((entry) => entry.variant === variant);
      expect(own.map((entry) => entry.run)).toEqual([0, 1, 2, 3]);
      const firstInRound = own.filter((entry) => runs.indexOf(entry) % variants.length === 0);
      expect(firstInRound).toHaveLength(2);
    }
  });

  it('with one variant (no before given) is simply the runs of each page', () => {
    expect(order(interleavedRuns({ pages: ['/'], variants: ['after'], runs: 2 }))).toEqual(['/ after 0', '/ after 1']);
  });

  it('refuses a run count that is not a whole number of 1 or more', () => {
    expect(() => interleavedRuns({ pages: ['/'], variants: ['after'], runs: 0 })).toThrow('runs must be');
  });
});
