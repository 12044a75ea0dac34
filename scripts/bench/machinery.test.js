const { gainOf, gainsTable } = require('./machinery');
const { tableBodyRows } = require('./markdown');

const result = (figures) => ({ pages: Object.entries(figures).map(([page, mainThreadMs]) => ({ page, median: { mainThreadMs } })) });

describe("a piece of machinery's gain", () => {
  it('is the share of the work without the piece that the piece saves', () => {
    expect(gainOf(900, 1000)).toBeCloseTo(0.1);
    expect(gainOf(1100, 1000)).toBeCloseTo(-0.1);
    expect(() => gainOf(900, 0)).toThrow(/above 0/);
  });

  it('is tabled per page and over the pages every variant measured, a piece under 5 % said so', () => {
    const markdown = gainsTable({
      after: result({ '/': 1000, '/portal': 2000 }),
      variants: [
        { label: 'without sheet adoption', result: result({ '/': 1250, '/portal': 2250 }) },
        { label: 'without the early request', result: result({ '/': 1000, '/portal': 2040 }) },
      ],
    });
    expect(tableBodyRows(markdown)).toEqual([
      ['`/`', '1000', '1250 (+20.0 %)', '1000 (0.0 %)'],
      ['`/portal`', '2000', '2250 (+11.1 %)', '2040 (+2.0 %)'],
      ['**all these pages**', '3000', '3500 (**+14.3 %**)', '3040 (**+1.3 %**, under 5 %)'],
    ]);
  });

  it('leaves a page a variant did not measure out of the sums', () => {
    const markdown = gainsTable({
      after: result({ '/': 1000, '/press': 3000 }),
      variants: [{ label: 'without keepers', result: result({ '/': 1100 }) }],
    });
    expect(tableBodyRows(markdown)).toEqual([
      ['`/`', '1000', '1100 (+9.1 %)'],
      ['`/press`', '3000', '–'],
      ['**all these pages**', '1000', '1100 (**+9.1 %**)'],
    ]);
  });
});
