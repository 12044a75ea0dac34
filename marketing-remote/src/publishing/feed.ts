// The blog's RSS 2.0 feed, written at build time. Its addresses start with the site's origin as a
// placeholder (SITE_ORIGIN_PLACEHOLDER), which the shell's server fills as it serves the file.
import { escapeHtml } from 'composition-contract/html';
import { SITE_ORIGIN_PLACEHOLDER } from 'composition-contract/published-files';
import type { Post } from './posts';

/** The organisation's time zone: a post dated 2025-01-21 was published that day in New Jersey. */
const TIME_ZONE = 'America/New_York';

/** Midnight of a date in the organisation's time zone, as RFC 822 writes it ("Tue, 21 Jan 2025 00:00:00 -0500"). */
export function rfc822Midnight(isoDate: string): string {
  const noonUtc = new Date(`${isoDate}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(noonUtc)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '')
    .replace(':', '');
  const day = noonUtc.toUTCString().slice(0, 16);
  return `${day} 00:00:00 ${offset || '+0000'}`;
}

/** `language` as RSS writes it (en-us, es-us); `path` is the blog's, its posts' addresses are under it. */
export type FeedChannel = { title: string; description: string; path: string; feedPath: string; language: string };

/** The feed: every post, newest first, with its full text. */
export function rssXml(channel: FeedChannel, posts: Post[]): string {
  const site = SITE_ORIGIN_PLACEHOLDER;
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${site}${channel.path}/${post.slug}</link>`,
      `      <guid isPermaLink="true">${site}${channel.path}/${post.slug}</guid>`,
      `      <pubDate>${rfc822Midnight(post.date)}</pubDate>`,
      `      <dc:creator>${escapeHtml(post.author)}</dc:creator>`,
      `      <category>${escapeHtml(post.category)}</category>`,
      `      <description>${escapeHtml(post.description)}</description>`,
      `      <content:encoded><![CDATA[${post.html.replaceAll(']]>', ']]]]><![CDATA[>').replace(/href="\//g, `href="${site}/`)}]]></content:encoded>`,
      '    </item>',
    ].join('\n'),
  );
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(channel.title)}</title>`,
    `    <link>${site}${channel.path}</link>`,
    `    <description>${escapeHtml(channel.description)}</description>`,
    `    <language>${channel.language}</language>`,
    `    <atom:link href="${site}${channel.feedPath}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    <lastBuildDate>${rfc822Midnight(newest.updated ?? newest.date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
