// @ts-check
const { describe, expect, it } = require('@jest/globals');
const { routeAssetsOf } = require('./route-assets');

const appDir = '/apps/marketing-remote';
const routesFile = `${appDir}/src/routes.tsx`;

/** Chunk groups as a remote's browser build has them: the entry, shared modules, the expose, lazy pages. */
const chunkGroups = [
  { origins: [{ moduleFile: undefined, request: './src/index.ts' }], files: ['main.11111111.js'] },
  { origins: [{ moduleFile: undefined, request: undefined }], files: ['696.cf2273cb.js'] },
  { origins: [{ moduleFile: undefined, request: './src/routes.tsx' }], files: ['__federation_expose_routes.ec2de962.js'] },
  { origins: [{ moduleFile: routesFile, request: './pages/Home' }], files: ['421.c5c7d6bf.js'] },
  { origins: [{ moduleFile: routesFile, request: './pages/Donate' }], files: ['12.aaaaaaaa.js', '549.734810a5.js'] },
  // The same request from another module is another import, not the route's page.
  { origins: [{ moduleFile: `${appDir}/src/pages/Home/Home.tsx`, request: './pages/Donate' }], files: ['999.bbbbbbbb.js'] },
];

describe('routeAssetsOf', () => {
  const assetsOf = routeAssetsOf({ appDir, routesFile, entryFiles: ['remoteEntry.js'], chunkGroups });

  it('lists the entry, the routes expose, then the page’s chunks, in load order', () => {
    expect(assetsOf('./pages/Home')).toEqual(['remoteEntry.js', '__federation_expose_routes.ec2de962.js', '421.c5c7d6bf.js']);
    expect(assetsOf('./pages/Donate')).toEqual(['remoteEntry.js', '__federation_expose_routes.ec2de962.js', '12.aaaaaaaa.js', '549.734810a5.js']);
  });

  it('lists only the entry and the expose for a page it cannot find', () => {
    expect(assetsOf(undefined)).toEqual(['remoteEntry.js', '__federation_expose_routes.ec2de962.js']);
  });

  it('lists a file once, and only JavaScript', () => {
    const shared = routeAssetsOf({
      appDir,
      routesFile,
      entryFiles: ['remoteEntry.js'],
      chunkGroups: [
        { origins: [{ moduleFile: undefined, request: './src/routes' }], files: ['1.aaaaaaaa.js', 'styles.css'] },
        { origins: [{ moduleFile: routesFile, request: './pages/Home' }], files: ['1.aaaaaaaa.js', '2.bbbbbbbb.js'] },
      ],
    });
    expect(shared('./pages/Home')).toEqual(['remoteEntry.js', '1.aaaaaaaa.js', '2.bbbbbbbb.js']);
  });

  it('refuses a build that does not expose the route table', () => {
    expect(() => routeAssetsOf({ appDir, routesFile, entryFiles: ['remoteEntry.js'], chunkGroups: chunkGroups.slice(3) })).toThrow(
      'no chunk loads src/routes.tsx',
    );
  });
});
