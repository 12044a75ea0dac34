import { sessionTokenFor } from '../testing/fakeApi';
import { checkToken } from './checkToken';

const now = Date.UTC(2025, 5, 1, 12, 0, 0);
const token = (recordID: string, expiresInSeconds: number) => sessionTokenFor(recordID, { expiresInSeconds, nowMs: now });

describe('checkToken', () => {
  it('accepts an in-date token for the record in the address', () => {
    expect(checkToken(token('rec-1', 60), 'rec-1', now)).toBeUndefined();
  });

  it.each([
    ['no token', null],
    ['not three parts', 'abc.def'],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['a payload without recordID', `a.${btoa(JSON.stringify({ exp: 9e9 }))}.c`],
  ])('refuses %s as "Invalid token format"', (_case, value) => {
    expect(checkToken(value, 'rec-1', now)).toBe('Invalid token format');
  });

  it('refuses a token at or past its exp (in seconds) as "Token expired"', () => {
    expect(checkToken(token('rec-1', 0), 'rec-1', now)).toBe('Token expired');
    expect(checkToken(token('rec-1', -3600), 'rec-1', now)).toBe('Token expired');
  });

  it('refuses a token for another record as "RecordId mismatch"', () => {
    expect(checkToken(token('rec-2', 60), 'rec-1', now)).toBe('RecordId mismatch');
  });

  it('checks in order: format, then expiry, then the record id', () => {
    expect(checkToken(token('rec-2', -1), 'rec-1', now)).toBe('Token expired');
    expect(checkToken('garbage', 'rec-1', now)).toBe('Invalid token format');
  });
});
