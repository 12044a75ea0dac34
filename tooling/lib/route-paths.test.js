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

  it('finds the module each lazily loaded page comes from', () => {
    expect(declarations.map(({ pageRequest }) => pageRequest)).toEqual(['./pages/Home', './pages/Home', './pages/Portal', undefined]);
  });
});
