/** @jest-environment node */
import express from 'express';
import request from 'supertest';
import { serveSeoFiles, sitemapEntries } from './seo';
import type { PublishedRoute } from './remote-registry';

const route = (path: string, extra: Partial<PublishedRoute> = {}): PublishedRoute => ({ path, title: 'T', description: 'D', noindex: false, session: false, canonicalPath: path, ...extra });

/** Route lists as the remotes publish them in routes.json. */
const published = {
  marketing: [
    route('/'),
    route('/pepper'),
    route('/pepper.html', { canonicalPath: '/pepper' }),
    route('/Pepper-Fest', { canonicalPath: '/pepper' }),
    route('/uploadrecommendation', { noindex: true }),
    route('/a&b'),
  ],
  shield: [route('/shield'), route('/connect', { canonicalPath: '/shield' })],
  portal: [route('/auth'), route('/portal', { noindex: true })],
  appeals: [route('/janedoe', { noindex: true })],
};
const routesByRemote: Record<string, PublishedRoute[]> = { ...published };
const registry = { routesOf: (name: string) => routesByRemote[name] ?? [] };

function siteApp() {
  const app = express();
  serveSeoFiles(app, { registry, remoteNames: ['marketing', 'shield'], origin: 'https://www.example.org' });
  return app;
}

describe('sitemap.xml', () => {
  it('lists each public marketing and Shield page once, at the public origin, escaped', async () => {
    const response = await request(siteApp()).get('/sitemap.xml');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'https://www.example.org/',
      'https://www.example.org/pepper',
      'https://www.example.org/a&amp;b',
      'https://www.example.org/shield',
    ]);
    expect(response.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  });

  it('leaves out aliases, noindex pages, the portal and the appeal pages', async () => {
    const { text } = await request(siteApp()).get('/sitemap.xml');

    for (const path of ['/pepper.html', '/Pepper-Fest', '/connect', '/uploadrecommendation', '/auth', '/portal', '/janedoe']) {
      expect(text).not.toContain(`https://www.example.org${path}<`);
    }
  });

  it('shows a page a remote adds on the next request, without a shell change', async () => {
    const app = siteApp();
    routesByRemote.marketing = [...published.marketing, route('/newpage')];
    try {
      expect((await request(app).get('/sitemap.xml')).text).toContain('<loc>https://www.example.org/newpage</loc>');
    } finally {
      routesByRemote.marketing = published.marketing;
    }
  });

  it("gives a page that says when its content last changed a lastmod, and the others none", async () => {
    const app = siteApp();
    routesByRemote.marketing = [...published.marketing, route('/blog/a-post', { lastModified: '2026-09-30' })];
    try {
      const { text } = await request(app).get('/sitemap.xml');
      expect(text).toContain('<url><loc>https://www.example.org/blog/a-post</loc><lastmod>2026-09-30</lastmod></url>');
      expect(text).toContain('<url><loc>https://www.example.org/pepper</loc></url>');
    } finally {
      routesByRemote.marketing = published.marketing;
    }
  });

  it('lists a path once even when two spellings are both published as pages', () => {
    const twice = { routesOf: () => [route('/team'), route('/Team/')] };
    expect(sitemapEntries(twice, ['marketing'])).toEqual([{ path: '/team' }]);
  });
});

describe('sitemap.xml in two languages', () => {
  /** A remote with its Spanish table: each English page's twin under /es, an alias's too. */
  const bilingual = {
    shield: [
      route('/shield'),
      route('/connect', { canonicalPath: '/shield' }),
      route('/shieldhotspot'),
      route('/es/shield'),
      route('/es/connect', { canonicalPath: '/es/shield' }),
      route('/es/shieldhotspot'),
    ],
    // Published before its Spanish table: its pages have no alternates.
    marketing: [route('/'), route('/donate')],
    appeals: [route('/jane', { noindex: false }), route('/es/jane', { contentLocale: 'en' })],
  };
  const bilingualApp = () => {
    const app = express();
    serveSeoFiles(app, { registry: { routesOf: (name: string) => bilingual[name as keyof typeof bilingual] ?? [] }, remoteNames: ['marketing', 'shield', 'appeals'], origin: 'https://www.example.org' });
    return app;
  };
  const urlOf = (text: string, loc: string) => new RegExp(`<url><loc>${loc.replace(/[.?]/g, '\\$&')}</loc>(.*?)</url>`).exec(text)?.[1];

  it('lists each page in both languages, each with its alternates: en, es, and English as the default', async () => {
    const { text } = await request(bilingualApp()).get('/sitemap.xml');
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.org/shield"/>' +
      '<xhtml:link rel="alternate" hreflang="es" href="https://www.example.org/es/shield"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.org/shield"/>';
    expect(urlOf(text, 'https://www.example.org/shield')).toBe(alternates);
    expect(urlOf(text, 'https://www.example.org/es/shield')).toBe(alternates);
    expect(urlOf(text, 'https://www.example.org/es/shieldhotspot')).toContain('hreflang="en" href="https://www.example.org/shieldhotspot"');
    expect(text).not.toContain('<loc>https://www.example.org/es/connect</loc>');
  });

  it('gives a page without a Spanish version no alternates, and leaves out a Spanish address whose page stays English', async () => {
    const { text } = await request(bilingualApp()).get('/sitemap.xml');
    expect(urlOf(text, 'https://www.example.org/donate')).toBe('');
    expect(urlOf(text, 'https://www.example.org/jane')).toBe('');
    expect(text).not.toContain('https://www.example.org/es/jane');
  });
});

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of the API, and points at the sitemap', async () => {
    const response = await request(siteApp()).get('/robots.txt');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.text).toBe('User-agent: *\nDisallow: /api/\n\nSitemap: https://www.example.org/sitemap.xml\n');
  });
});
