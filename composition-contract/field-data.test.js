// @ts-check
const { OTHER_PAGE, fieldDataPage, fieldDataPages } = require('./field-data');

const remotes = [
  { name: 'marketing', paths: ['/', '/donate', '/press.html'] },
  { name: 'portal', paths: ['/portal', '/auth'] },
  { name: 'appeals', paths: ['/ada-lovelace', '/grace-hopper'] },
];

describe('the page field data is counted under', () => {
  it('is the route a remote owns, as routing matches it', () => {
    expect(fieldDataPage('/donate', remotes)).toBe('/donate');
    expect(fieldDataPage('/Donate/', remotes)).toBe('/donate');
    expect(fieldDataPage('/press.html', remotes)).toBe('/press.html');
    expect(fieldDataPage('/', remotes)).toBe('/');
  });

  it('is one name for every appeal page: a personal invitation\'s path names a person', () => {
    expect(fieldDataPage('/ada-lovelace', remotes)).toBe('appeals');
    expect(fieldDataPage('/Grace-Hopper/', remotes)).toBe('appeals');
  });

  it('is "other" for a path no remote owns, whatever it holds', () => {
    expect(fieldDataPage('/no-such-page', remotes)).toBe(OTHER_PAGE);
    expect(fieldDataPage('/someone@example.org', remotes)).toBe(OTHER_PAGE);
    expect(fieldDataPage('/portal', [])).toBe(OTHER_PAGE);
  });

  it('is one of the site\'s field-data pages, which the API accepts', () => {
    expect([...fieldDataPages(remotes)].sort()).toEqual(['/', '/auth', '/donate', '/portal', '/press.html', 'appeals', 'other']);
  });
});
