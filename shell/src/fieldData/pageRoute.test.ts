import type { RemoteDescriptor } from '../composition/pathOwnership';
import { OTHER_PAGE, pageRoute } from './pageRoute';

const descriptors: RemoteDescriptor[] = [
  { name: 'marketing', entry: 'http://localhost:3001/remoteEntry.js', paths: ['/', '/donate', '/press.html'] },
  { name: 'portal', entry: 'http://localhost:3003/remoteEntry.js', paths: ['/portal', '/auth'] },
];

describe('the page field data is counted under', () => {
  it('is the route a remote owns, as routing matches it', () => {
    expect(pageRoute('/donate', descriptors)).toBe('/donate');
    expect(pageRoute('/Donate/', descriptors)).toBe('/donate');
    expect(pageRoute('/press.html', descriptors)).toBe('/press.html');
    expect(pageRoute('/', descriptors)).toBe('/');
  });

  it('is "other" for a path no remote owns, whatever it holds', () => {
    expect(pageRoute('/no-such-page', descriptors)).toBe(OTHER_PAGE);
    expect(pageRoute('/someone@example.org', descriptors)).toBe(OTHER_PAGE);
    expect(pageRoute('/portal', [])).toBe(OTHER_PAGE);
  });
});
