/** @jest-environment node */
// What the remotes publish in routes.json, read from their real route tables as the build does.
import path from 'node:path';
import { pathsClaimedTwice } from 'composition-contract';
import { readRoutes } from 'tooling';
import { remotes, sitemapRemoteNames } from '../remotes';

const routesOf = (name: string) => {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`no remote ${name}`);
  return readRoutes(path.join(__dirname, '../..', remote.folder, 'src/routes.tsx'));
};

describe('published route metadata', () => {
  it('gives every route of every remote a title and a description', () => {
    for (const { name } of remotes) {
      for (const route of routesOf(name)) {
        expect(route.title.length).toBeGreaterThan(0);
        expect(route.description.length).toBeGreaterThan(0);
      }
    }
  });

  it('points aliases at the page’s first path, and keeps pages that differ by props apart', () => {
    const marketing = routesOf('marketing');
    const canonicalOf = (routePath: string) => marketing.find((route) => route.path === routePath)?.canonicalPath;
    expect(canonicalOf('/Pepper-Fest')).toBe('/pepper');
    expect(canonicalOf('/pepper.html')).toBe('/pepper');
    expect(canonicalOf('/give')).toBe('/support');
    expect(canonicalOf('/checkin')).toBe('/checkin');
    expect(canonicalOf('/hotspot')).toBe('/hotspot');
  });

  it('gives every path one remote (an appeal never takes a page of another remote)', () => {
    const pathsByRemote = Object.fromEntries(remotes.map(({ name }) => [name, routesOf(name).map((route) => route.path)]));
    expect(pathsByRemote.appeals?.length).toBeGreaterThan(0);
    expect(pathsClaimedTwice(pathsByRemote)).toEqual([]);
  });

  it('puts only the marketing and Shield remotes in the sitemap', () => {
    expect(sitemapRemoteNames()).toEqual(['marketing', 'shield']);
  });
});
