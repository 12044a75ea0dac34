import { formUrl } from './formUrl';

describe('formUrl', () => {
  it('prefills each value, encoded, and keeps the base query', () => {
    const url = new URL(formUrl('https://forms.example.org/f?embed=1', { donation: 1000, namefirst: 'Ana & "Bo"', email: 'a+b@example.org' }));
    expect(url.searchParams.get('embed')).toBe('1');
    expect(url.searchParams.get('donation')).toBe('1000');
    expect(url.searchParams.get('namefirst')).toBe('Ana & "Bo"');
    expect(url.searchParams.get('email')).toBe('a+b@example.org');
    expect(url.search).not.toContain('"');
  });

  it('leaves out empty values', () => {
    expect(formUrl('https://forms.example.org/f', { donorid: '', email: undefined, namelast: null })).toBe('https://forms.example.org/f');
  });
});
