// @ts-check
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { readRouteDeclarations } = require('./route-paths');

describe('readRouteDeclarations', () => {
  const declarations = readRouteDeclarations(path.join(__dirname, '../test-fixtures/routes.tsx'));

  it('publishes whether each route is prerendered', () => {
    expect(declarations.map(({ route }) => [route.path, route.prerender])).toEqual([
      ['/', true],
      ['/index.html', true],
      ['/portal', false],
      ['/plain', true],
    ]);
  });

  it('publishes the request a route’s data comes from, on the routes that declare one', () => {
    expect(declarations.map(({ route }) => route.earlyRequest)).toEqual([undefined, undefined, { path: '/api/portal-view', tokenKey: 'session' }, undefined]);
  });

  it('finds the module each lazily loaded page comes from', () => {
    expect(declarations.map(({ pageRequest }) => pageRequest)).toEqual(['./pages/Home', './pages/Home', './pages/Portal', undefined]);
  });
});

describe('a Spanish route table', () => {
  const declarations = readRouteDeclarations(path.join(__dirname, '../test-fixtures/routes.es.tsx'));

  it('publishes its pages under /es, an alias pointing at the first path of its page, as in English', () => {
    expect(declarations.map(({ route }) => [route.path, route.canonicalPath])).toEqual([
      ['/es', '/es'],
      ['/es/index.html', '/es'],
      ['/es/portal', '/es/portal'],
      ['/es/jane-doe', '/es/jane-doe'],
    ]);
  });

  it('publishes that a page stays English at its Spanish address, only on the route that says so', () => {
    expect(declarations.map(({ route }) => route.contentLocale)).toEqual([undefined, undefined, undefined, 'en']);
  });
});
