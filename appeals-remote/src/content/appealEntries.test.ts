import appealsData from './appeals.json';
import { AppealDataError, appeals, parseAppeals } from './appealEntries';

const validEntry = {
  slug: 'janedoe',
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '(201) 555-0100',
  videoUrl: 'https://video.example.org/embed/appeal-janedoe',
  defaultAmount: 1_000_000,
};

describe('appeals.json', () => {
  it('passes the schema check with about 75 entries', () => {
    expect(() => parseAppeals(appealsData)).not.toThrow();
    expect(appeals.length).toBeGreaterThanOrEqual(70);
  });

  it('has exactly one formal salutation and two pages defaulting to $10,000', () => {
    expect(appeals.filter((appeal) => appeal.salutation)).toEqual([
      expect.objectContaining({ salutation: expect.stringMatching(/^Mr\. /) }),
    ]);
    const amounts = appeals.map((appeal) => appeal.defaultAmount);
    expect(amounts.filter((amount) => amount === 10_000)).toHaveLength(2);
    expect(amounts.filter((amount) => amount !== 10_000).every((amount) => amount === 1_000_000)).toBe(true);
  });

  it('gives every person a different video', () => {
    expect(new Set(appeals.map((appeal) => appeal.videoUrl)).size).toBe(appeals.length);
  });
});

describe('parseAppeals', () => {
  it('accepts a valid entry, with or without a salutation', () => {
    const formal = { ...validEntry, slug: 'johnroe', name: 'John Roe', salutation: 'Mr. Roe' };
    expect(parseAppeals([validEntry, formal])).toEqual([validEntry, formal]);
  });

  it('rejects a duplicate slug, naming both entries', () => {
    expect(() => parseAppeals([validEntry, { ...validEntry, name: 'Jane Doe II' }])).toThrow(
      new AppealDataError('appeals.json entry 1: duplicate slug "janedoe" (already used by entry 0)'),
    );
  });

  it.each(['Jane-Doe', 'jane doe', 'jane.doe', 'jane_doe'])('rejects the slug %p', (slug) => {
    expect(() => parseAppeals([{ ...validEntry, slug }])).toThrow(/entry 0 .*must match/);
  });

  it.each(['donate', 'shield5grouter', 'pepper-fest', 'api'])('rejects the reserved path %p', (slug) => {
    expect(() => parseAppeals([{ ...validEntry, slug }])).toThrow(`slug "${slug}" is already a path of the site`);
  });

  it.each(['slug', 'name', 'email', 'phone', 'videoUrl'])('rejects an entry without %s', (field) => {
    const entry: Record<string, unknown> = { ...validEntry };
    delete entry[field];
    expect(() => parseAppeals([entry])).toThrow(`missing or empty field "${field}"`);
  });

  it('names the bad entry by position and slug', () => {
    const secondEntry = { ...validEntry, slug: 'johnroe', name: '' };
    expect(() => parseAppeals([validEntry, secondEntry])).toThrow(
      new AppealDataError('appeals.json entry 1 (slug "johnroe"): missing or empty field "name"'),
    );
  });

  it('rejects a missing or non-integer default amount', () => {
    const withoutAmount: Record<string, unknown> = { ...validEntry };
    delete withoutAmount.defaultAmount;
    expect(() => parseAppeals([withoutAmount])).toThrow('"defaultAmount" must be a positive whole number');
    expect(() => parseAppeals([{ ...validEntry, defaultAmount: '1000000' }])).toThrow('"defaultAmount"');
  });

  it('rejects misspelt fields, bad emails and non-https videos', () => {
    expect(() => parseAppeals([{ ...validEntry, salutaion: 'Mr. Doe' }])).toThrow('unknown field "salutaion"');
    expect(() => parseAppeals([{ ...validEntry, email: 'jane' }])).toThrow('is not an email address');
    expect(() => parseAppeals([{ ...validEntry, videoUrl: 'http://video.example.org/1' }])).toThrow('must be an https URL');
  });

  it('rejects data that is not an array of objects', () => {
    expect(() => parseAppeals({ slug: 'janedoe' })).toThrow('must be an array');
    expect(() => parseAppeals(['janedoe'])).toThrow('appeals.json entry 0: must be an object');
  });
});
