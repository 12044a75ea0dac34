import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('spells out the day the ISO date names, in any time zone', () => {
    expect(formatDate('2024-03-04')).toBe('March 4, 2024');
    expect(formatDate('2022-12-31')).toBe('December 31, 2022');
  });
});
