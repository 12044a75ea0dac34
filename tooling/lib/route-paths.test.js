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
