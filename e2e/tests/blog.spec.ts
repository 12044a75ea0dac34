import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { collectErrors } from '../support/pageErrors';
import { waitForReady } from '../support/ready';
import { siteUrl } from '../support/site';

/** A guide with an update, so its share meta carries both dates. */
const guide = { path: '/blog/windows-11-requirements', title: 'Windows 11 requirements: will your old computer still help someone?' };

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForReady(page);
  return response;
}

test('list → article → category → back: the blog moves inside the site without errors', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, '/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Harbor Blog' })).toBeVisible();

  await page.getByRole('region', { name: 'More Posts' }).getByRole('link', { name: 'How we erase donated drives' }).click();
  await expect(page).toHaveURL(/\/blog\/how-we-erase-donated-drives$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How we erase donated drives' })).toBeVisible();
  await expect(page.getByText('By Daniel Reyes')).toContainText('February 24, 2026');

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Guides' }).click();
  await expect(page).toHaveURL(/\/blog\/category\/guides$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Harbor Blog: Guides' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Guides' }).getByRole('link', { name: 'From donation to desk: the journey of a refurbished laptop' })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'How we erase donated drives' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the featured post's Continue Reading opens its article", async ({ page }) => {
  await open(page, '/blog');
  const featured = page.getByRole('region', { name: 'Featured Article' });
  const title = await featured.getByRole('heading', { level: 3 }).textContent();
  await featured.getByRole('link', { name: /Continue Reading/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
});

test("an article's served HTML carries its share card, canonical URL, structured data and the feed's link", async ({ request }) => {
  const response = await request.get(guide.path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<title>${guide.title} | Digital Harbor</title>`);
  expect(head).toContain(`<link rel="canonical" href="${siteUrl}${guide.path}" />`);
  // The article's own description replaces the route's.
  expect(head.match(/name="description"/g)).toHaveLength(1);
  expect(head).toContain('<meta name="description" content="What Windows 11 needs from a computer, how to check yours, and why we still want computers that cannot run it."/>');
  expect(head.match(/property="og:type"/g)).toHaveLength(1);
  expect(head).toContain('<meta property="og:type" content="article"/>');
  expect(head).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\.png"\/>/);
  expect(head.match(/name="twitter:card"/g)).toHaveLength(1);
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(head).toContain('<meta property="article:published_time" content="2026-05-06"/>');
  expect(head).toContain('<link rel="alternate" type="application/rss+xml" title="Digital Harbor Blog" href="/blog/rss.xml"/>');
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'BlogPosting', headline: guide.title, datePublished: '2026-05-06', dateModified: '2026-09-30' });
});

test('an unknown post answers 404 with the site’s not-found page, not a redirect', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

test('the feed is RSS 2.0 with every post linked at the site, and the sitemap lists each post with its lastmod', async ({ page, request }) => {
  const feed = await request.get('/blog/rss.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  await open(page, '/blog');
  const items = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    if (document.querySelector('parsererror')) return null;
    return [...document.querySelectorAll('item')].map((item) => item.querySelector('link')?.textContent);
  }, await feed.text());
  expect(items).toContain(`${siteUrl}${guide.path}`);
  // Every post on the list is in the feed.
  const listed = await page.locator('main a[href^="/blog/"]:not([href^="/blog/category"]):not([href$=".xml"])').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  for (const link of listed) expect(items).toContain(link);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  // Its language alternates, once it has a Spanish twin, follow the lastmod.
  expect(sitemap).toMatch(new RegExp(`<url><loc>${siteUrl}${guide.path}</loc><lastmod>2026-09-30</lastmod>(<xhtml:link [^>]*/>)*</url>`));
  for (const path of ['/blog', '/privacy', '/terms']) expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`);
});

test('the privacy policy and the terms have an effective date, a table of contents that reaches each section, and are linked from the footer', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/^Effective/)).toContainText('November 28, 2026');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  for (const section of ['The information we collect and how', 'Children’s privacy', 'Changes']) {
    await expect(contents.getByRole('link', { name: section })).toBeVisible();
  }
  await contents.getByRole('link', { name: 'Cookies' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInViewport();

  await open(page, '/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveText([
    'Agreement', 'Use and restrictions', 'Intellectual property', 'Accounts', 'Applications', 'Purchases and payment', 'Donations',
    'Third-party sites', 'Privacy', 'Termination', 'Disclaimers', 'Limitation of liability', 'Disputes', 'Miscellaneous',
  ]);
});

for (const width of [390, 1280]) {
  test(`axe finds no serious or critical violation on the blog, an article, privacy and terms at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/blog', guide.path, '/privacy', '/terms']) {
      await open(page, path);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), path).toEqual([]);
    }
  });
}
