import { normalizePath } from 'composition-contract/page';
import { findOwner, holdsSession } from './pathOwnership';

const remotes = [
  { name: 'marketing', entry: 'http://m/remoteEntry.js', paths: ['/', '/dsclasses', '/team'] },
  { name: 'shield', entry: 'http://s/remoteEntry.js', paths: ['/shield', '/Pepper-Fest'] },
];

describe('which remote owns a path', () => {
  it('matches like React Router: case-insensitive, trailing slash ignored', () => {
    expect(findOwner(remotes, '/DSClasses')?.name).toBe('marketing');
    expect(findOwner(remotes, '/team/')?.name).toBe('marketing');
    expect(findOwner(remotes, '/pepper-fest')?.name).toBe('shield');
    expect(findOwner(remotes, '/')?.name).toBe('marketing');
  });

  it('owns nothing for unknown or nested paths', () => {
    expect(findOwner(remotes, '/nope')).toBeUndefined();
    expect(findOwner(remotes, '/shield/extra')).toBeUndefined();
    expect(findOwner(remotes, '/%E0%A4%A')).toBeUndefined();
  });

  it('normalises repeated trailing slashes but keeps the root', () => {
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('/Team//')).toBe('/team');
  });
});

describe('whether a page holds a session', () => {
  const withPortal = [...remotes, { name: 'portal', entry: 'http://p/remoteEntry.js', paths: ['/auth', '/verify'], sessionPaths: ['/auth'] }];

  it('is what the route says, matched as routing matches paths', () => {
    expect(holdsSession(withPortal, '/auth')).toBe(true);
    expect(holdsSession(withPortal, '/Auth/')).toBe(true);
    expect(holdsSession(withPortal, '/verify')).toBe(false);
    expect(holdsSession(withPortal, '/team')).toBe(false);
  });

  it('is never, for a remote list without session paths', () => {
    expect(holdsSession(remotes, '/shield')).toBe(false);
  });
});
