const { currentSiteMainThreadMs, goalsTable, mainThreadLimitMs } = require('./goals');
const { tableBodyRows } = require('./markdown');

const fast = { performance: 99, lcpMs: 1200, tbtMs: 40, cls: 0.001, mainThreadMs: 1000 };

describe('the goals table', () => {
  it('has a row for every measured page, the signed-in portal too, each goal met', () => {
    const markdown = goalsTable({
      appealPage: '/an-appeal',
      pages: [
        { name: '`/`', page: '/', figures: fast },
        { name: '`/portal` (signed in)', page: '/portal', figures: fast },
      ],
    });
    const rows = tableBodyRows(markdown);
    expect(rows.map(([name]) => name)).toEqual(['`/`', '`/portal` (signed in)']);
    expect(rows[0].slice(1)).toEqual(['met (99)', 'met (1.20 s)', 'met (40 ms)', 'met (0.001)', `met (1000 ms, goal ≤ ${currentSiteMainThreadMs['/'] / 2})`]);
    expect(markdown).toContain('Every goal met');
  });

  it('says "not met" for each missed goal, with the figure', () => {
    const slow = { performance: 80, lcpMs: 2400, tbtMs: 791, cls: 0.15, mainThreadMs: 2935 };
    const markdown = goalsTable({ appealPage: '/an-appeal', pages: [{ name: '`/auth`', page: '/auth', figures: slow }] });
    const [[, ...cells]] = tableBodyRows(markdown);
    expect(cells).toEqual([
      '**not met** (80)',
      '**not met** (2.40 s)',
      '**not met** (791 ms)',
      '**not met** (0.150)',
      `**not met** (2935 ms, goal ≤ ${Math.round(currentSiteMainThreadMs['/auth'] / 2)})`,
    ]);
    expect(markdown).toContain('5 of 5 checks **not met**');
  });

  it('shows, beside the main-thread goal, the page’s work without its scripts when measured (the browser’s own part)', () => {
    const figures = { ...fast, mainThreadMs: 1700, mainThreadWithoutScriptsMs: 655.4 };
    const [[, , , , , mainThread]] = tableBodyRows(goalsTable({ appealPage: '/an-appeal', pages: [{ name: '`/auth`', page: '/auth', figures }] }));
    expect(mainThread).toBe(`**not met** (1700 ms, goal ≤ ${Math.round(currentSiteMainThreadMs['/auth'] / 2)}; 655 without its scripts)`);
  });

  it('shows, beside it, the work measured on the phone of the issue’s own figures', () => {
    const figures = { ...fast, mainThreadMs: 1700, mainThreadWithoutScriptsMs: 655, mainThreadOnIssuePhoneMs: 1150 };
    const [[, , , , , mainThread]] = tableBodyRows(goalsTable({ appealPage: '/an-appeal', pages: [{ name: '`/auth`', page: '/auth', figures }] }));
    expect(mainThread).toBe(`**not met** (1700 ms, goal ≤ ${Math.round(currentSiteMainThreadMs['/auth'] / 2)}; 655 without its scripts; 1150 on the issue's phone)`);
  });

  it('compares main-thread work with the current site’s on the same phone: a slower phone’s bar is the table’s scaled up, a faster one’s scaled down', () => {
    const tableMs = currentSiteMainThreadMs['/auth'] / 2;
    const figures = { ...fast, mainThreadMs: tableMs * 1.3 };
    const verdict = (phoneScale) => tableBodyRows(goalsTable({ appealPage: '/an-appeal', phoneScale, pages: [{ name: '`/auth`', page: '/auth', figures }] }))[0][5];
    expect(verdict(1.46)).toBe(`met (${Math.round(tableMs * 1.3)} ms, goal ≤ ${Math.round(tableMs * 1.46)}: ${Math.round(tableMs)} on the issue's phone × 1.46)`);
    expect(verdict(1.2)).toMatch(/^\*\*not met\*\* /);
    const onTheBar = { ...fast, mainThreadMs: tableMs * 0.98 };
    const slowerMachine = tableBodyRows(goalsTable({ appealPage: '/an-appeal', phoneScale: 0.97, pages: [{ name: '`/auth`', page: '/auth', figures: onTheBar }] }))[0][5];
    expect(slowerMachine).toMatch(/^\*\*not met\*\* /);
  });

  it('checks LCP on the slowest run when the runs are known: a good median does not hide a slow run', () => {
    const oneSlowRun = { ...fast, lcpMs: 900, slowestLcpMs: 1964 };
    const [[, , lcp]] = tableBodyRows(goalsTable({ appealPage: '/an-appeal', pages: [{ name: '`/`', page: '/', figures: oneSlowRun }] }));
    expect(lcp).toBe('**not met** (slowest 1.96 s, median 0.90)');
    const [[, , steady]] = tableBodyRows(goalsTable({ appealPage: '/an-appeal', pages: [{ name: '`/`', page: '/', figures: { ...oneSlowRun, slowestLcpMs: 1100 } }] }));
    expect(steady).toBe('met (slowest 1.10 s, median 0.90)');
  });

  it('meets a goal exactly at its bar', () => {
    const atTheBar = { performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02, mainThreadMs: currentSiteMainThreadMs['/press'] / 2 };
    const [[, ...cells]] = tableBodyRows(goalsTable({ appealPage: '/an-appeal', pages: [{ name: 'press', page: '/press', figures: atTheBar }] }));
    expect(cells.every((cell) => cell.startsWith('met'))).toBe(true);
  });

  it('checks main-thread work against half the current site\'s figure, the appeal page\'s too, and shows "–" where the issue has none', () => {
    expect(mainThreadLimitMs('/an-appeal', '/an-appeal')).toBe(currentSiteMainThreadMs.appeal / 2);
    expect(mainThreadLimitMs('/donate', '/an-appeal')).toBeUndefined();
    const [[, ...cells]] = tableBodyRows(goalsTable({ appealPage: '/an-appeal', pages: [{ name: 'donate', page: '/donate', figures: fast }] }));
    expect(cells[4]).toBe('–');
  });
});
