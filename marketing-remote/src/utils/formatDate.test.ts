import fc from 'fast-check';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('spells out the day the ISO date names, in any time zone', () => {
    expect(formatDate('2024-03-04')).toBe('March 4, 2024');
    expect(formatDate('2022-12-31')).toBe('December 31, 2022');
  });

  it('writes every day as toLocaleDateString("en-US") writes it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const isoDate = date.toISOString().slice(0, 10);
        const expected = new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
        expect(formatDate(isoDate)).toBe(expected);
      }),
    );
  });
});
