import { setImmediate } from 'node:timers';
import { controlsThatNeedCode } from 'ui/testing';
import { renderShellPage } from './renderShellPage';

const remotes = [
  { name: 'marketing', entry: 'http://localhost:3001/remoteEntry.js', paths: ['/', '/about'] },
  { name: 'portal', entry: 'http://localhost:3003/remoteEntry.js', paths: ['/auth', '/portal'] },
];

// React's server renderer schedules its work with setImmediate, which jsdom does not have.
globalThis.setImmediate ??= setImmediate;

describe("the shell's server-rendered layout", () => {
  it.each(['/', '/auth', '/portal', '/no-such-page'])('%s: every control works before the code (links) or is visibly inactive', async (pathname) => {
    const container = document.createElement('div');
    container.innerHTML = (await renderShellPage({ pathname, remotes, page: 'slot' })).html;
    expect(container.querySelectorAll('button').length).toBeGreaterThan(0);
    expect(controlsThatNeedCode(container)).toEqual([]);
  });
});
