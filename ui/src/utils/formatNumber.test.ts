import fc from 'fast-check';
import { formatWholeNumber } from './formatNumber';

test('a whole number reads as en-US writes it, thousands grouped', () => {
  expect(formatWholeNumber(0)).toBe('0');
  expect(formatWholeNumber(999)).toBe('999');
  expect(formatWholeNumber(1000)).toBe('1,000');
  expect(formatWholeNumber(2014800)).toBe('2,014,800');
  expect(formatWholeNumber(-55907)).toBe('-55,907');
  expect(formatWholeNumber(-0)).toBe('-0');
});

test('any number gives the text toLocaleString("en-US") gives', () => {
  fc.assert(
    fc.property(fc.oneof(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), fc.double({ noNaN: true })), (value) => {
      expect(formatWholeNumber(value)).toBe(value.toLocaleString('en-US'));
    }),
  );
});
