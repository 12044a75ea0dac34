import appealsData from './appeals.json';
import { AppealDataError, parseAppeals } from './appealSchema';

const validEntry = {
  slug: 'janedoe',
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '(201) 555-0100',
  video: 'appeal-janedoe',
  defaultAmount: 1_000_000,
};
const secondEntry = { ...validEntry, slug: 'johnroe', name: 'John Roe', video: 'appeal-johnroe' };

function without(field: string, entry: Record<string, unknown> = validEntry): Record<string, unknown> {
  const copy = { ...entry };
  delete copy[field];
  return copy;
}

describe('appeals.json', () => {
  it('passes the schema: every entry complete, slugs and videos unique, no slug taken by another page', () => {
    expect(() => parseAppeals(appealsData)).not.toThrow();
  });
});

describe('parseAppeals', () => {
  it('accepts valid entries, with or without a salutation', () => {
    const formal = { ...secondEntry, salutation: 'Mr. Roe' };
    expect(parseAppeals([validEntry, formal])).toEqual([validEntry, formal]);
  });

  it.each(['slug', 'name', 'email', 'phone', 'video'])('rejects an entry without %s, naming the entry', (field) => {
    expect(() => parseAppeals([validEntry, without(field, secondEntry)])).toThrow(
      field === 'slug' ? 'appeals.json entry 1: missing field "slug"' : `appeals.json entry 1 (slug "johnroe"): missing field "${field}"`,
    );
  });

  it('rejects empty text', () => {
    expect(() => parseAppeals([{ ...validEntry, name: '  ' }])).toThrow(
      new AppealDataError('appeals.json entry 0 (slug "janedoe"): field "name" must not be empty'),
    );
    expect(() => parseAppeals([{ ...validEntry, salutation: '' }])).toThrow('field "salutation" must not be empty');
  });

  it.each(['Jane-Doe', 'jane doe', 'jane.doe', 'jane_doe', '-janedoe', 'jane--doe', ''])('rejects the slug %p', (slug) => {
    expect(() => parseAppeals([{ ...validEntry, slug }])).toThrow(/entry 0 .*field "slug" must be lowercase letters and digits/);
  });

  it('accepts digits and single hyphens in a slug', () => {
    expect(() => parseAppeals([{ ...validEntry, slug: 'marcus-bell2' }])).not.toThrow();
  });

  it('rejects a duplicate slug, naming both entries', () => {
    expect(() => parseAppeals([validEntry, { ...secondEntry, slug: 'janedoe' }])).toThrow(
      new AppealDataError('appeals.json entry 1 (slug "janedoe"): duplicate slug "janedoe" (already used by entry 0)'),
    );
  });

  it('rejects a video used twice', () => {
    expect(() => parseAppeals([validEntry, { ...secondEntry, video: validEntry.video }])).toThrow(
      `appeals.json entry 1 (slug "johnroe"): duplicate video "${validEntry.video}" (already used by entry 0)`,
    );
  });

  it.each(['donate', 'about', 'team', 'dsclasses', 'shield5grouter', 'pepper-fest', 'portal', 'api'])(
    'rejects %p, a path of the site',
    (slug) => {
      expect(() => parseAppeals([{ ...validEntry, slug }])).toThrow(`appeals.json entry 0 (slug "${slug}"): slug "${slug}" is already a path of the site`);
    },
  );

  it('rejects a missing, non-integer or non-positive default amount', () => {
    expect(() => parseAppeals([without('defaultAmount')])).toThrow('field "defaultAmount" must be a positive whole number of dollars');
    for (const defaultAmount of ['1000000', 99.5, 0, -10]) {
      expect(() => parseAppeals([{ ...validEntry, defaultAmount }])).toThrow('field "defaultAmount" must be a positive whole number of dollars');
    }
  });

  it('rejects misspelt fields, bad emails and phones, and videos that are not an id', () => {
    expect(() => parseAppeals([{ ...validEntry, salutaion: 'Mr. Doe' }])).toThrow('entry 0 (slug "janedoe"): unknown field "salutaion"');
    expect(() => parseAppeals([{ ...validEntry, email: 'jane' }])).toThrow('field "email" is not an email address');
    expect(() => parseAppeals([{ ...validEntry, phone: 'call me' }])).toThrow('field "phone" must be a phone number');
    expect(() => parseAppeals([{ ...validEntry, video: 'https://video.example.org/1' }])).toThrow('field "video" must be the video\'s id at the provider');
    expect(() => parseAppeals([{ ...validEntry, video: 'not an id' }])).toThrow('field "video" must be the video\'s id at the provider');
  });

  it('lists every problem at once, one line per problem', () => {
    const takenSlug = { ...validEntry, slug: 'about', video: 'appeal-about' };
    expect(() => parseAppeals([{ ...validEntry, email: 'jane' }, { ...secondEntry, name: '' }, takenSlug])).toThrow(
      new AppealDataError(
        'appeals.json entry 0 (slug "janedoe"): field "email" is not an email address\n' +
          'appeals.json entry 1 (slug "johnroe"): field "name" must not be empty\n' +
          'appeals.json entry 2 (slug "about"): slug "about" is already a path of the site (/about)',
      ),
    );
  });

  it('rejects data that is not an array of objects', () => {
    expect(() => parseAppeals({ slug: 'janedoe' })).toThrow('appeals.json must be an array of appeal entries');
    expect(() => parseAppeals(['janedoe'])).toThrow('appeals.json entry 0: must be an object with the appeal fields');
  });
});
