// @ts-check
// The ONE list of outside origins the site's pages may load from: the Content-Security-Policy is
// built from it at start. Every origin in an app's `src/config/embeds.ts` (and the appeal videos'
// data) must appear here, as an embed or as a plain link: `embed-origins.test.js` checks that, so
// adding an embed without allowing it fails in CI instead of silently blank in the browser.

/**
 * What a page loads from an origin: `frame` (iframe), `script`, `style`, `img`, `font`, `connect`
 * (fetch/XHR/WebSocket), `form` (a form posted there).
 * @typedef {'frame' | 'script' | 'style' | 'img' | 'font' | 'connect' | 'form'} LoadKind
 * @typedef {{ origin: string, loads: LoadKind[], what: string }} EmbedOrigin
 */

/** @type {EmbedOrigin[]} */
const embedOrigins = [
  { origin: 'https://forms.zohopublic.com', loads: ['frame'], what: 'Zoho Forms: every form page, the newsletter opt-in' },
  { origin: 'https://desk.zoho.com', loads: ['script', 'frame', 'connect', 'img'], what: 'the help-desk widget (Zoho Desk ASAP), loaded at start-up' },
  { origin: 'https://static.zohocdn.com', loads: ['script', 'style', 'img', 'font'], what: "the help-desk widget's own files" },
  { origin: 'https://www.google.com', loads: ['frame'], what: 'the store-locator map (Google My Maps embed)' },
  { origin: 'https://widgets.givebutter.com', loads: ['script', 'style', 'img', 'connect'], what: 'the donation widget script (Givebutter)' },
  { origin: 'https://givebutter.com', loads: ['frame'], what: 'the donation widget\'s checkout frame' },
  { origin: 'https://donate.example.org', loads: ['frame'], what: 'the appeal pages\' donation form (placeholder provider)' },
  { origin: 'https://video.example.org', loads: ['frame'], what: 'the appeal pages\' videos (placeholder provider)' },
  { origin: 'https://subscriptions.example.com', loads: ['frame', 'connect'], what: 'the Shield subscription checkout (placeholder provider); the product page first checks it answers (a no-cors fetch) so an unreachable checkout gets a message and a link, not an empty frame' },
  { origin: 'https://www.youtube-nocookie.com', loads: ['frame'], what: 'videos and the YouTube post' },
  { origin: 'https://www.linkedin.com', loads: ['frame'], what: 'the LinkedIn post' },
  { origin: 'https://www.instagram.com', loads: ['frame'], what: 'the Instagram post' },
  { origin: 'https://www.tiktok.com', loads: ['frame'], what: 'the TikTok video' },
  { origin: 'https://platform.twitter.com', loads: ['frame'], what: 'the X post' },
];

/** Origins the pages only link to (a visitor's click leaves the site): no policy entry needed. */
const linkedOrigins = ['https://www.facebook.com', 'https://x.com', 'https://www.youtube.com'];

module.exports = { embedOrigins, linkedOrigins };
