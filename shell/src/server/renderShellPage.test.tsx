import { controlsThatNeedCode } from 'ui/src/hydrationTesting';
import { renderShellPage } from './renderShellPage';

const remotes = [
  { name: 'marketing', entry: 'http://localhost:3001/mf-manifest.json', paths: ['/', '/about'] },
  { name: 'portal', entry: 'http://localhost:3003/mf-manifest.json', paths: ['/auth', '/portal'] },
];

describe("the shell's server-rendered layout", () => {
  it.each(['/', '/auth', '/portal', '/no-such-page'])('%s: every control works before the code (links) or is visibly inactive', (pathname) => {
    const container = document.createElement('div');
    container.innerHTML = renderShellPage({ pathname, remotes }).html;
    expect(container.querySelectorAll('button').length).toBeGreaterThan(0);
    expect(controlsThatNeedCode(container)).toEqual([]);
  });
});
