// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { spanishRoutesModule, twinProblems } = require('./spanish-routes');

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

  it('lets a remote without one build, until a Spanish table is required', () => {
    const appDir = remoteDir(false);
    const exposes = { './routes': './src/routes.tsx' };
    expect(spanishRoutesModule({ appDir, name: 'shield', exposes })).toBeUndefined();
    expect(() => spanishRoutesModule({ appDir, name: 'shield', exposes, required: true })).toThrow('shield: no Spanish route table: write src/routes.es.tsx');
  });
});
