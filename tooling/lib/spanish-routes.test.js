// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { spanishRoutesModule, twinDifferences, twinProblems } = require('./spanish-routes');

const english = ['/', '/donate', '/pepper.html', '/auth/sent'];

describe('twinProblems: the Spanish route table against the English one', () => {
  it('accepts every English path under /es, in the same order', () => {
    expect(twinProblems(english, ['/es', '/es/donate', '/es/pepper.html', '/es/auth/sent'])).toEqual([]);
  });

  it('names each English path whose Spanish twin is missing', () => {
    expect(twinProblems(english, ['/es', '/es/auth/sent'])).toEqual([
      '/donate has no Spanish twin: add /es/donate to src/routes.es.tsx',
      '/pepper.html has no Spanish twin: add /es/pepper.html to src/routes.es.tsx',
    ]);
  });

  it('names a Spanish path that is no English path’s twin: another slug, or no /es prefix', () => {
    expect(twinProblems(['/', '/donate'], ['/es', '/es/donate', '/es/donar', '/about'])).toEqual([
      '/es/donar in src/routes.es.tsx is no English path under /es: the English table has no /donar',
      '/about in src/routes.es.tsx is no English path under /es: the English table has no /about',
    ]);
  });

  it('names a Spanish address listed in the English table', () => {
    expect(twinProblems(['/', '/es/donate'], ['/es'])).toEqual(['the English table lists /es/donate, a Spanish address: it belongs in src/routes.es.tsx']);
  });

  it('refuses the twins in another order, naming the first out of place', () => {
    expect(twinProblems(english, ['/es', '/es/pepper.html', '/es/donate', '/es/auth/sent'])).toEqual([
      'src/routes.es.tsx lists its paths in another order than src/routes.tsx (first out of place: /es/pepper.html): list them in the same order',
    ]);
  });
});

describe('twinDifferences: what a Spanish route keeps of its English twin', () => {
  /** @param {string} routePath @param {Partial<import('./route-paths').PublishedRoute>} [extra] */
  const route = (routePath, extra = {}) => ({ path: routePath, title: 'T', description: 'D', noindex: false, session: false, prerender: true, canonicalPath: routePath, ...extra });
  const english = [route('/auth', { session: true }), route('/signin', { session: true, canonicalPath: '/auth' }), route('/portal', { noindex: true, prerender: false })];

  it('accepts twins with the same flags and the same first path of their page, whatever their titles', () => {
    const spanish = [route('/es/auth', { session: true, title: 'Iniciar sesión' }), route('/es/signin', { session: true, canonicalPath: '/es/auth' }), route('/es/portal', { noindex: true, prerender: false })];
    expect(twinDifferences(english, spanish)).toEqual([]);
  });

  it('names a Spanish page that would lose its protection, its noindex, or its canonical page', () => {
    const spanish = [route('/es/auth'), route('/es/signin', { session: true }), route('/es/portal', { prerender: false })];
    expect(twinDifferences(english, spanish)).toEqual([
      "/es/auth has session false where /auth has true: a page's twin keeps it",
      '/es/signin has canonicalPath "/es/signin" where /signin has "/auth": a page\'s twin keeps it',
      "/es/portal has noindex false where /portal has true: a page's twin keeps it",
    ]);
  });
});

describe('spanishRoutesModule: where a remote’s Spanish table is', () => {
  /** @param {boolean} withFile */
  const remoteDir = (withFile) => {
    const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-'));
    fs.mkdirSync(path.join(appDir, 'src'));
    if (withFile) fs.writeFileSync(path.join(appDir, 'src/routes.es.tsx'), 'export const routes = [];\n');
    return appDir;
  };

  it('is the module exposed as ./routes-es', () => {
    const appDir = remoteDir(true);
    const exposes = { './routes': './src/routes.tsx', './routes-es': './src/routes.es.tsx' };
    expect(spanishRoutesModule({ appDir, name: 'shield', exposes })).toBe(path.join(appDir, 'src/routes.es.tsx'));
  });

  it('fails a remote whose src/routes.es.tsx is not exposed, saying the line to add', () => {
    const appDir = remoteDir(true);
    expect(() => spanishRoutesModule({ appDir, name: 'shield', exposes: { './routes': './src/routes.tsx' } })).toThrow(
      "shield: src/routes.es.tsx exists but is not exposed: add './routes-es': './src/routes.es.tsx' to the exposes of its webpack.config.js",
    );
  });

  it('fails the build of a remote without one (never a page only in English)', () => {
    const appDir = remoteDir(false);
    const exposes = { './routes': './src/routes.tsx' };
    expect(() => spanishRoutesModule({ appDir, name: 'shield', exposes })).toThrow('shield: no Spanish route table: write src/routes.es.tsx');
  });
});
