// @ts-check
// The blog as the shell serves it from a remote's publication: a post's page, 404 for a slug no
// remote publishes, the feed the remote publishes with the site's origin filled in, and the sitemap
// with each post's lastmod.
const { once } = require('node:events');
const express = require('express');
const request = require('supertest');
const { createFragmentsFile, PAGE_SLOT } = require('composition-contract');
const { SITE_ORIGIN_PLACEHOLDER } = require('composition-contract/published-files');
const { createShellApp } = require('./app');
const { readShellConfig } = require('./config');

const buildTimePaths = { marketing: ['/'], shield: [], portal: [], appeals: [] };
const route = (/** @type {string} */ path, extra = {}) => ({ path, title: 'T', description: 'D', noindex: false, canonicalPath: path, ...extra });
const feed = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Blog</title><link>${SITE_ORIGIN_PLACEHOLDER}/blog</link><description>Posts</description><item><title>A post</title><link>${SITE_ORIGIN_PLACEHOLDER}/blog/a-post</link></item></channel></rss>\n`;

/** The marketing remote's static host: its lists, its pages and its feed (or, `feedDown`, no feed). */
async function marketingRemote({ feedDown = false } = {}) {
  const app = express();
  const routes = [route('/blog'), route('/blog/a-post', { lastModified: '2026-09-30' })];
  app.get('/routes.json', (_req, res) =>
    res.json({ name: 'marketing', paths: routes.map((r) => r.path), routes, files: [{ path: '/blog/rss.xml', file: 'blog/rss.xml', type: 'application/rss+xml' }] }),
  );
  app.get('/fragments.json', (_req, res) =>
    res.json(createFragmentsFile({ name: 'marketing', buildId: 'build-1', pages: { '/blog': { html: '<h1>Blog</h1>', styles: '' }, '/blog/a-post': { html: '<meta property="og:type" content="article"/><h1>A post</h1>', styles: '' } } })),
  );
  app.get('/blog/rss.xml', (_req, res) => (feedDown ? res.sendStatus(500) : res.type('application/xml').send(feed)));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}` };
}

/** @param {{ feedDown?: boolean }} [options] */
async function shellWithBlog(options) {
  const remote = await marketingRemote(options);
  const config = readShellConfig({ MARKETING_REMOTE_URL: remote.url, PUBLIC_URL: 'https://www.example.org', STARTUP_WAIT_SECONDS: '0.2' });
  const { app, registry } = createShellApp({
    config,
    dist: __dirname,
    indexHtml: '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    buildTimePaths,
    // The layout: the page in its slot.
    renderer: { renderShellPage: async () => ({ html: `<main>${PAGE_SLOT}</main>`, styleTags: '' }) },
    log: () => undefined,
  });
  await registry.refresh();
  return { app, close: () => new Promise((resolve) => remote.server.close(resolve)) };
}

describe('a blog published by a remote, as the shell serves it', () => {
  it('serves a post, and answers 404 (not a redirect) for a slug nobody publishes', async () => {
    const { app, close } = await shellWithBlog();
    try {
      const post = await request(app).get('/blog/a-post');
      expect(post.status).toBe(200);
      // The page's own og:type replaces the default one.
      expect(post.text.match(/property="og:type"/g)).toHaveLength(1);
      expect(post.text).toContain('<meta property="og:type" content="article"/>');
      const unknown = await request(app).get('/blog/no-such-post');
      expect(unknown.status).toBe(404);
      expect(unknown.headers.location).toBeUndefined();
      expect(unknown.text).toContain('<meta name="robots" content="noindex" />');
    } finally {
      await close();
    }
  });

  it('serves the feed the remote publishes, with absolute links at the public origin', async () => {
    const { app, close } = await shellWithBlog();
    try {
      const answer = await request(app).get('/blog/rss.xml');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toContain('application/rss+xml');
      expect(answer.text).toContain('<link>https://www.example.org/blog/a-post</link>');
      expect(answer.text).not.toContain(SITE_ORIGIN_PLACEHOLDER);
    } finally {
      await close();
    }
  });

  it('says the feed is unavailable for now, in plain words, when the remote cannot give it', async () => {
    const { app, close } = await shellWithBlog({ feedDown: true });
    try {
      const answer = await request(app).get('/blog/rss.xml');
      expect(answer.status).toBe(503);
      expect(answer.text).toBe('This file is temporarily unavailable. Please try again in a minute.');
    } finally {
      await close();
    }
  });

  it("lists each post in the sitemap with its lastmod", async () => {
    const { app, close } = await shellWithBlog();
    try {
      const { text } = await request(app).get('/sitemap.xml');
      expect(text).toContain('<url><loc>https://www.example.org/blog/a-post</loc><lastmod>2026-09-30</lastmod></url>');
      expect(text).toContain('<url><loc>https://www.example.org/blog</loc></url>');
    } finally {
      await close();
    }
  });
});
