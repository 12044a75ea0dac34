// @ts-check
// Issue 21's goals, checked page by page on the measured figures (medians; LCP on its slowest run,
// as the issue asks for it "every run"): every page, the signed-in portal too. CommonJS, so Jest tests it as it is.

const { tableRow: row } = require('./markdown');

/**
 * Main-thread work of the organisation's current site, ms, from issue 21's table (Lighthouse 12.8
 * mobile, medians of 3, on its machine of index ~1,400 at Lighthouse's default 4× slowdown: a phone of index ~350).
 * The goal is at most half of it, on the same phone as this site's figure: a run whose phone is
 * slower (a faster machine's calculator) compares with the table's figures as that phone would give
 * them, scaled by calibration.js's `tablePhoneScale`. `appeal` is the appeal page the bench measures
 * (its path comes from the appeals' content).
 */
const currentSiteMainThreadMs = { '/': 7402, '/press': 9286, '/shieldhotspotsim': 3951, appeal: 2880, '/auth': 2421 };

/**
 * @typedef {object} GoalFigures the figures a goal reads (a page's medians)
 * @property {number} performance
 * @property {number} lcpMs
 * @property {number} [slowestLcpMs] the slowest run's LCP (absent from a single figure set)
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} [mainThreadMs] absent from results measured before the bench reported it
 * @property {number} [mainThreadWithoutScriptsMs] the same page's with every script file refused, when measured
 * @property {number} [mainThreadOnIssuePhoneMs] the same page's on the phone of the issue's own figures, when measured
 */

/**
 * @typedef {object} MainThreadLimit
 * @property {number} tableMs half the current site's figure, on the phone of the issue's table
 * @property {number} [phoneScale] how many times slower than that phone this run's phone is (absent: not calibrated)
 */

/** @param {number} ms */
const seconds = (ms) => (ms / 1000).toFixed(2);

/**
 * The goals, each with how it reads a page's figures.
 * @type {{ title: string, check: (figures: GoalFigures, mainThreadLimit: MainThreadLimit | undefined) => { met: boolean, shown: string } | undefined }[]}
 */
const goals = [
  { title: 'score ≥ 95', check: ({ performance }) => ({ met: performance >= 95, shown: String(performance) }) },
  {
    title: 'LCP ≤ 1.8 s every run',
    check: ({ lcpMs, slowestLcpMs }) =>
      slowestLcpMs === undefined
        ? { met: lcpMs <= 1800, shown: `${seconds(lcpMs)} s` }
        : { met: slowestLcpMs <= 1800, shown: `slowest ${seconds(slowestLcpMs)} s, median ${seconds(lcpMs)}` },
  },
  { title: 'TBT ≤ 150 ms', check: ({ tbtMs }) => ({ met: tbtMs <= 150, shown: `${Math.round(tbtMs)} ms` }) },
  { title: 'CLS ≤ 0.02', check: ({ cls }) => ({ met: cls <= 0.02, shown: cls.toFixed(3) }) },
  {
    title: "main-thread work ≤ ½ the current site's",
    check: ({ mainThreadMs, mainThreadWithoutScriptsMs, mainThreadOnIssuePhoneMs }, limit) => {
      if (mainThreadMs === undefined || limit === undefined) return undefined;
      const { tableMs, phoneScale } = limit;
      const goalMs = tableMs * (phoneScale ?? 1);
      return {
        met: mainThreadMs <= goalMs,
        shown: [
          phoneScale === undefined
            ? `${Math.round(mainThreadMs)} ms, goal ≤ ${Math.round(goalMs)}`
            : `${Math.round(mainThreadMs)} ms, goal ≤ ${Math.round(goalMs)}: ${Math.round(tableMs)} on the issue's phone × ${phoneScale.toFixed(2)}`,
          ...(mainThreadWithoutScriptsMs === undefined ? [] : [`${Math.round(mainThreadWithoutScriptsMs)} without its scripts`]),
          ...(mainThreadOnIssuePhoneMs === undefined ? [] : [`${Math.round(mainThreadOnIssuePhoneMs)} on the issue's phone`]),
        ].join('; '),
      };
    },
  },
];

/**
 * Half the current site's main-thread work for a page, on the phone of the issue's table, when the table has the page.
 * @param {string} page
 * @param {string} appealPage the path of the appeal page measured
 */
function mainThreadLimitMs(page, appealPage) {
  const key = page === appealPage ? 'appeal' : page;
  const current = /** @type {Record<string, number>} */ (currentSiteMainThreadMs)[key];
  return current === undefined ? undefined : current / 2;
}

/**
 * The goals table: one row per measured page, each goal "met" or "**not met**" with the figure;
 * "–" where the issue gives no bar (main-thread work of a page its table does not list).
 * @param {{ pages: { name: string, page: string, figures: GoalFigures }[], appealPage: string, phoneScale?: number }} input
 *   `phoneScale`: how many times slower than the phone of the issue's table the run's phone is (calibration.js's `tablePhoneScale`)
 * @returns {string} markdown
 */
function goalsTable({ pages, appealPage, phoneScale }) {
  const lines = [row(['page', ...goals.map(({ title }) => title)]), row(['---', ...goals.map(() => '---')])];
  let missed = 0;
  let checked = 0;
  for (const { name, page, figures } of pages) {
    const cells = goals.map(({ check }) => {
      const tableMs = mainThreadLimitMs(page, appealPage);
      const result = check(figures, tableMs === undefined ? undefined : { tableMs, phoneScale });
      if (!result) return '–';
      checked += 1;
      if (!result.met) missed += 1;
      return `${result.met ? 'met' : '**not met**'} (${result.shown})`;
    });
    lines.push(row([name, ...cells]));
  }
  const summary = checked === 0 ? 'No page measured.' : missed === 0 ? `Every goal met (${checked} checks).` : `${missed} of ${checked} checks **not met**.`;
  return `${lines.join('\n')}\n\n${summary}`;
}

module.exports = { goalsTable, mainThreadLimitMs, currentSiteMainThreadMs };
