import { SITE_ORIGIN_PLACEHOLDER } from 'composition-contract/published-files';
import { rfc822Midnight, rssXml } from './feed';
import { readPost } from './posts';

const post = (slug: string, date: string, body: string) =>
  readPost(
    `---\ntitle: "${slug} & more"\nslug: ${slug}\ndate: ${date}\nauthor: A. Writer\ncategory: Guides\ntags: [one]\ndescription: About ${slug}.\nimage: a.svg\nimageAlt: A picture\n---\n${body}\n`,
    `${slug}.md`,
  );

describe('rfc822Midnight', () => {
  it("writes midnight of the date in the organisation's time zone, winter and summer", () => {
    expect(rfc822Midnight('2025-01-21')).toBe('Tue, 21 Jan 2025 00:00:00 -0500');
    expect(rfc822Midnight('2026-08-19')).toBe('Wed, 19 Aug 2026 00:00:00 -0400');
  });
});

describe('rssXml', () => {
  const channel = { title: 'The Blog', description: 'Posts', path: '/blog', feedPath: '/blog/rss.xml', language: 'en-us' };
  const xml = rssXml(channel, [post('newer', '2026-02-01', 'Read [this](/donate) ]]> now.'), post('older', '2025-01-01', 'Old text.')]);
  const document = new DOMParser().parseFromString(xml.replaceAll(SITE_ORIGIN_PLACEHOLDER, 'https://www.example.org'), 'application/xml');

  it('is well-formed RSS 2.0 with the required channel elements', () => {
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.tagName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const channelElement = document.querySelector('channel')!;
    expect(channelElement.querySelector('title')?.textContent).toBe('The Blog');
    expect(channelElement.querySelector('link')?.textContent).toBe('https://www.example.org/blog');
    expect(channelElement.querySelector('description')?.textContent).toBe('Posts');
  });

  it('lists every post with its absolute link, date and full text', () => {
    const items = [...document.querySelectorAll('item')];
    expect(items.map((item) => item.querySelector('title')?.textContent)).toEqual(['newer & more', 'older & more']);
    expect(items[0]!.querySelector('link')?.textContent).toBe('https://www.example.org/blog/newer');
    expect(items[0]!.querySelector('pubDate')?.textContent).toBe('Sun, 01 Feb 2026 00:00:00 -0500');
    const content = items[0]!.getElementsByTagName('content:encoded')[0]?.textContent;
    expect(content).toContain('<a href="https://www.example.org/donate">this</a>');
    expect(content).toContain(']]&gt; now.');
  });
});
