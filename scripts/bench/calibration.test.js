const { cpuSlowdownMultiplier, issuePhoneMultiplier, maximumMultiplier, median, tablePhoneScale } = require('./calibration');

describe('the CPU slowdown for a benchmark index (Lighthouse\'s calculator)', () => {
  it.each([
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
    [2264, 7.14],
    [2800, 9.44],
  ])('is 3 + (index − 1300) / 233 from 1,300 up: %d → %d×', (index, multiplier) => {
    expect(cpuSlowdownMultiplier(index)).toBe(multiplier);
  });

  it('follows the calculator below 1,300: 2× at 800, 1× at 150, straight lines between', () => {
    expect(cpuSlowdownMultiplier(1050)).toBe(2.5);
    expect(cpuSlowdownMultiplier(800)).toBe(2);
    expect(cpuSlowdownMultiplier(475)).toBe(1.5);
    expect(cpuSlowdownMultiplier(150)).toBe(1);
  });

  it('never speeds the page up: a machine slower than the phone runs unthrottled', () => {
    expect(cpuSlowdownMultiplier(149)).toBe(1);
    expect(cpuSlowdownMultiplier(40)).toBe(1);
  });

  it('rises with the index without a jump where the calculator changes formula', () => {
    for (const boundary of [150, 800, 1300]) {
      expect(cpuSlowdownMultiplier(boundary + 1)).toBeGreaterThanOrEqual(cpuSlowdownMultiplier(boundary - 1));
      expect(cpuSlowdownMultiplier(boundary + 1) - cpuSlowdownMultiplier(boundary - 1)).toBeLessThan(0.02);
    }
  });

  it('is clamped on a very fast machine', () => {
    expect(cpuSlowdownMultiplier(9000)).toBe(maximumMultiplier);
  });

  it('refuses what is not a benchmark index', () => {
    expect(() => cpuSlowdownMultiplier(Number.NaN)).toThrow('not a benchmark index');
    expect(() => cpuSlowdownMultiplier(0)).toThrow('not a benchmark index');
  });

  it('takes the median of several measurements', () => {
    expect(median([1500, 900, 1400])).toBe(1400);
    expect(median([1000, 1200])).toBe(1100);
  });
});

describe('the slowdown that emulates the phone of issue 21’s own figures', () => {
  it('is the table’s default 4× on the issue’s machine (~1,400), and emulates that phone (~350) on any other', () => {
    expect(issuePhoneMultiplier(1400)).toBe(4);
    for (const index of [2400, 3644, 4000]) expect(index / issuePhoneMultiplier(index)).toBeCloseTo(350, -1);
  });

  it('is gentler than the calculator’s on a faster machine, whose phone is slower', () => {
    expect(issuePhoneMultiplier(3644)).toBeLessThan(cpuSlowdownMultiplier(3644));
  });
});

describe('how much slower than the phone of issue 21’s table a run’s phone is', () => {
  it('is 1 on the table’s machine at the table’s own default 4×, and 1 on any machine at the table phone’s slowdown', () => {
    expect(tablePhoneScale(1400, 4)).toBeCloseTo(1, 2);
    for (const index of [900, 2400, 3644]) expect(tablePhoneScale(index, issuePhoneMultiplier(index))).toBeCloseTo(1, 2);
  });

  it('rests on the phone of index ~350 (1,400 ÷ 4), not on the calculator’s ~408 at 1,400', () => {
    expect(tablePhoneScale(1400, cpuSlowdownMultiplier(1400))).toBeCloseTo(350 * 3.43 / 1400, 3);
    expect(issuePhoneMultiplier(3500)).toBeCloseTo(10, 2);
  });

  it('is above 1 with the calculator on a faster machine and below 1 on a slower one', () => {
    expect(tablePhoneScale(3562, cpuSlowdownMultiplier(3562))).toBeCloseTo(1.25, 2);
    expect(tablePhoneScale(2824, cpuSlowdownMultiplier(2824))).toBeCloseTo(1.18, 2);
    expect(tablePhoneScale(1000, cpuSlowdownMultiplier(1000))).toBeLessThan(1);
  });
});
