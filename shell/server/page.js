// @ts-check
// Composes a page of the site: the shell's layout rendered for the path (dist-server/render.js),
// the owning remote's prerendered page in its slot, and a head from the route's declaration. The
// browser then hydrates it. A page without a prerendered fragment (a private portal screen, a remote
// that did not answer) keeps the layout and is rendered in the browser.
const { AFTER_PAINT_HINT, earlyRequestScript, escapeHtml, NOT_FOUND_TITLES, normalizePath, pageTitle, PAGE_SLOT, REMOTE_URL_PLACEHOLDER, SITE_NAME, siteDataElement } = require('composition-contract');
const { holdsSession } = require('../src/composition/pathOwnership');
const { alternateLinks, canonicalPathOf, openGraphLocale, pageLocale } = require('./languages');
const { mergeStyleSheets } = require('./style-sheets');

/**
 * React puts resource hints (the preload of a high-priority image) and the `<meta>` and `<link>`
 * tags a page renders (an article's Open Graph tags, a feed's link) before a fragment's markup;
 * they belong in the head, and left in the body they would not match the tree the browser hydrates.
 */
const LEADING_LINKS = /^(?:<(?:link|meta) [^>]*>)+/;
/** A head tag's key: a meta tag's `property` or `name`. */
const META_KEY = /<meta (?:property|name)="([^"]+)"/g;
/** The app's element in the built index.html (minified: its quotes may be gone). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
/** The template's `<html>` tag, whose `lang` is the page's locale. */
const HTML_TAG = /<html\b[^>]*>/;
/**
 * Above a page left to the browser (outside the app's element, so nothing to hydrate): without
 * JavaScript, it says how to reach the organisation, in the page's language. Dark, as the heroes
 * the nav is drawn over.
 * @param {string} text
 */
const needsJavaScript = (text) => `<noscript><p style="margin:0;padding:6.5rem 1rem 2rem;text-align:center;background:#0b1526;color:#fff">${text}</p></noscript>`;
const NEEDS_JAVASCRIPT = {
  en: needsJavaScript('This page needs JavaScript. You can reach us by phone or email, Monday-Friday 9:00 to 5:00 EST.'),
  es: needsJavaScript('Esta página necesita JavaScript. Puede comunicarse con nosotros por teléfono o correo electrónico, de lunes a viernes, de 9:00 a.&nbsp;m. a 5:00 p.&nbsp;m. (hora del Este).'),
};

/**
 * @typedef {import('./remote-registry').RemoteDescriptor} RemoteDescriptor
 * @typedef {import('./remote-registry').PublishedRoute} PublishedRoute
 * @typedef {import('./remote-registry').PageFragment} PageFragment
 * @typedef {{ html: string, styleTags: string, chrome?: object }} ShellPage `chrome`: the layout's texts in the page's language, for the site data
 * @typedef {'slot' | 'in-browser'} PagePart the owning remote's page as PAGE_SLOT, or left to the browser
 * @typedef {{ renderShellPage: (options: { pathname: string, search?: string, remotes: RemoteDescriptor[], page: PagePart }) => Promise<ShellPage> }} ShellRenderer
 * @typedef {(pathname: string, remotes: RemoteDescriptor[], page: PagePart | 'not-found', search?: string) => Promise<ShellPage>} Layout
 */

/**
 * The shell's layout per path and page part (the nav marks the current section), rendered once per
 * owned path and kept; a not-found path, or an address with a query (the language switch keeps it),
 * is rendered each time, so a stream of made-up addresses fills no memory.
 * @param {ShellRenderer} renderer
 * @param {number} [maxEntries]
 * @returns {Layout}
 */
function createLayoutCache(renderer, maxEntries = 2000) {
  /** @type {Map<string, Promise<ShellPage>>} */
  const cache = new Map();
  return (pathname, remotes, page, search = '') => {
    // Not found: the whole page is the shell's (the part is irrelevant: nothing owns the path).
    if (page === 'not-found') return renderer.renderShellPage({ pathname, search, remotes, page: 'slot' });
    if (search) return renderer.renderShellPage({ pathname, search, remotes, page });
    // The remote list decides who owns the path and whether its page holds a session (no help-desk
    // widget there); the key is the path as the browser shows it.
    const key = `${page} ${holdsSession(remotes, pathname)} ${pathname}`;
    let layout = cache.get(key);
    if (!layout) {
      if (cache.size >= maxEntries) cache.clear();
      layout = renderer.renderShellPage({ pathname, remotes, page });
      cache.set(key, layout);
      // A failed render is not kept: the next request tries again.
      layout.catch(() => cache.delete(key));
    }
    return layout;
  };
}

/**
 * The head of a page: title, description, canonical URL and Open Graph tags from the route's
 * declaration, and its version in the other language (`versions`, languages.js); `noindex` pages
 * (appeals, portal) keep search engines out (the same tag the browser's RoutesView manages when the
 * visitor moves on). A page's own meta tags (`pageTags`, e.g. an article's `og:type`) replace the
 * defaults of the same key.
 * @param {{
 *   route: PublishedRoute | undefined, origin: string, notFound: boolean, pageTags?: string,
 *   locale: import('composition-contract').Locale, versions?: import('./languages').LanguageVersions,
 * }} options
 */
function pageHead({ route, origin, notFound, pageTags = '', locale, versions }) {
  const title = notFound ? NOT_FOUND_TITLES[locale] : route?.title;
  if (!title) return '';
  const tags = [`<title>${escapeHtml(pageTitle(title))}</title>`];
  if (!route) return [...tags, '<meta name="robots" content="noindex" />'].join('');
  const url = `${origin}${canonicalPathOf(route)}`;
  const ownKeys = new Set([...pageTags.matchAll(META_KEY)].map((match) => match[1]));
  const defaults = [
    `<meta name="description" content="${escapeHtml(route.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(route.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${openGraphLocale(locale)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  tags.push(...defaults.filter((tag) => !ownKeys.has([...tag.matchAll(META_KEY)][0]?.[1] ?? '')));
  if (route.noindex) tags.push('<meta name="robots" content="noindex,nofollow" data-page-robots="" />');
  else tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  if (versions) tags.push(alternateLinks(origin, versions));
  return tags.join('');
}

/**
 * A script the page will need. Where the server's HTML holds the page's content, fetched once that
 * HTML has been painted: the template's loader (shell/src/index.html) turns these inert links into
 * preloads as it starts the site's code. Fetched before the first paint, scripts would compete with
 * what that paint needs (the document, the page's images), and Lighthouse's simulation counts
 * every request started before the Largest Contentful Paint as holding it up. Where the content
 * comes with the code (`fetchCodeAtOnce`), a preload the browser starts with the document, as it
 * does the site's own start-up scripts then.
 * @param {string} url
 * @param {boolean} atOnce
 */
const scriptPreload = (url, atOnce) =>
  atOnce ? `<link rel="preload" href="${escapeHtml(url)}" as="script" />` : `<link ${AFTER_PAINT_HINT} href="${escapeHtml(url)}" as="script" />`;

/** The template's list of the site's own start-up scripts (shell/src/index.html), which its loader runs after the first paint. */
const START_UP_SCRIPTS = /<script\b[^>]*?\bid="?site-start-up"?(?=[\s>])[^>]*>([^<]*)<\/script>/;

/**
 * The site's own scripts a first visit runs, as the template lists them (none when it lists none);
 * read once, where the server reads its template.
 * @param {string} template
 * @returns {string[]}
 */
function startUpScriptsOf(template) {
  const listed = START_UP_SCRIPTS.exec(template)?.[1];
  /** @type {{ run?: unknown }} */
  const lists = listed ? JSON.parse(listed) : {};
  return (Array.isArray(lists.run) ? lists.run : []).filter((src) => typeof src === 'string' && src.startsWith('/') && isSafeScriptFile(src.slice(1)));
}

/** @param {string} asset a script's path inside a build, never outside it */
const isSafeScriptFile = (asset) => /^[\w./-]+\.js$/.test(asset) && !asset.includes('..');

/**
 * Connects to the owning remote and fetches early the scripts the page needs from it: its entry
 * (which the federation runtime loads first), then the route's (routes, page chunk) as the remote's
 * routes.json lists them. Scripts load without CORS, so the connection is opened the same way.
 * @param {RemoteDescriptor} remote
 * @param {PublishedRoute | undefined} route
 * @param {boolean} atOnce
 */
function remoteHints(remote, route, atOnce) {
  const base = remoteBase(remote);
  const scripts = [...new Set([remote.entry, ...(route?.assets ?? []).filter(isSafeScriptFile).map((asset) => base + asset)])];
  return [
    `<link rel="preconnect" href="${escapeHtml(new URL(remote.entry).origin)}" />`,
    ...scripts.map((script) => scriptPreload(script, atOnce)),
  ].join('');
}

/**
 * The monolithic build's own scripts for the route (its remote's route table, the page), from the site.
 * @param {string[]} assets
 * @param {boolean} atOnce
 */
const bundledHints = (assets, atOnce) =>
  assets
    .filter(isSafeScriptFile)
    .map((asset) => scriptPreload(`/${asset}`, atOnce))
    .join('');

/** @param {RemoteDescriptor} remote the remote's base URL, ending in "/" (where its entry is) */
const remoteBase = (remote) => remote.entry.replace(/[^/]*$/, '');

/** Each prerendered page's merged sheet: a fragment lives until its remote publishes new ones. */
/** @type {WeakMap<PageFragment, { layoutStyleTags: string, base: string, styleTags: string }>} */
const mergedSheets = new WeakMap();

/**
 * The layout's and the page's styles as one sheet (style-sheets.js), merged once per fragment, layout
 * and base rather than on every request.
 * @param {string} layoutStyleTags
 * @param {PageFragment} fragment
 * @param {string} base where the page's assets are served from
 */
function pageStyleTags(layoutStyleTags, fragment, base) {
  const merged = mergedSheets.get(fragment);
  if (merged?.layoutStyleTags === layoutStyleTags && merged.base === base) return merged.styleTags;
  const styleTags = mergeStyleSheets(layoutStyleTags, fragment.styles.replaceAll(REMOTE_URL_PLACEHOLDER, base));
  mergedSheets.set(fragment, { layoutStyleTags, base, styleTags });
  return styleTags;
}

/** Each layout's sheet alone, as the browser takes it over: written once per layout the layout cache keeps. */
/** @type {WeakMap<ShellPage, string>} */
const layoutSheets = new WeakMap();

/** @param {ShellPage} shell */
function layoutStyleTags(shell) {
  let styleTags = layoutSheets.get(shell);
  if (styleTags === undefined) {
    styleTags = mergeStyleSheets(shell.styleTags, '');
    layoutSheets.set(shell, styleTags);
  }
  return styleTags;
}

/**
 * The page: the layout for the path with, when its owner prerendered it, the owner's page in the
 * slot (the site data says which build of the remote made it, for the browser to check against the
 * code it loads); without one, React's mark for the browser to render the page; for a path nobody
 * owns, the not-found page.
 * @param {{
 *   template: string, startUpScripts: string[], nonce: string, pathname: string, origin: string,
 *   remotes: RemoteDescriptor[], owner: RemoteDescriptor | undefined,
 *   route: PublishedRoute | undefined, fragment: PageFragment | undefined,
 *   layout: Layout | undefined,
 *   bundledAssets?: string[], search?: string,
 *   versions?: import('./languages').LanguageVersions,
 * }} options
 * `search`: the address's query (`?…`, or empty)
 * `startUpScripts`: the template's own start-up scripts (`startUpScriptsOf`).
 * `bundledAssets`: served from the monolithic build, which holds the remotes' code and images, the
 * build's own scripts the route needs (preloaded instead of the remote's); nothing comes from the
 * remote's host.
 * `versions`: the page's address in each language, when it has both (languages.js)
 * @returns {Promise<string>} the page's HTML
 */
async function composePage({ template, startUpScripts, nonce, pathname, search = '', origin, remotes, owner, route, fragment, layout, bundledAssets, versions }) {
  const earlyRequest = owner ? route?.earlyRequest : undefined;
  const locale = pageLocale(pathname, owner ? route : undefined);
  // Only the template's own scripts get the nonce: rendered content can never be given one.
  const page = template.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`).replace(HTML_TAG, (tag) => withLang(tag, locale));
  // The page's own head tags, which the layout's slot brings along (a page without one is rendered in the browser).
  const pageTags = layout && owner && fragment ? (LEADING_LINKS.exec(fragment.html)?.[0] ?? '') : '';
  const head = [pageHead({ route, origin, notFound: !owner, pageTags, locale, versions })];
  let body = '';
  let notice = '';
  /** @type {import('composition-contract').SiteData} */
  const siteData = { remotes, hydrate: false, locale };
  if (layout) {
    const shell = await layout(pathname, remotes, !owner ? 'not-found' : fragment ? 'slot' : 'in-browser', search);
    body = shell.html;
    siteData.hydrate = true;
    siteData.chrome = shell.chrome;
    if (owner && fragment) {
      const base = bundledAssets ? '/' : remoteBase(owner);
      const html = fragment.html.replaceAll(REMOTE_URL_PLACEHOLDER, base);
      const hints = LEADING_LINKS.exec(html)?.[0] ?? '';
      head.push(pageStyleTags(shell.styleTags, fragment, base), hints);
      body = shell.html.replace(PAGE_SLOT, () => html.slice(hints.length));
      siteData.page = { remote: owner.name, buildId: fragment.buildId };
    } else {
      head.push(layoutStyleTags(shell));
      if (owner) notice = NEEDS_JAVASCRIPT[locale];
    }
  }
  // Where the page's content is not in the HTML (the browser renders the page), nothing on screen
  // waits for its code to be fetched after the first paint: the code is what the visitor waits for.
  // A prerendered page with an early request has its code fetched at once only when the request
  // does not start (no session in the tab): otherwise its answer is painted first (the first view).
  const fetchCodeAtOnce = Boolean(owner) && !siteData.page;
  if (fetchCodeAtOnce || earlyRequest) head.push(startUpScripts.map((script) => scriptPreload(script, fetchCodeAtOnce)).join(''));
  if (owner) head.push(bundledAssets ? bundledHints(bundledAssets, fetchCodeAtOnce) : remoteHints(owner, route, fetchCodeAtOnce));
  // After the hints, which it has fetched at once when it starts no request.
  if (earlyRequest) head.push(`<script nonce="${nonce}">${earlyRequestScript(earlyRequest)}</script>`);
  return page
    .replace('</head>', () => `${head.join('')}</head>`)
    .replace(ROOT_ELEMENT, () => `${notice}<div id="root">${body}</div>${siteDataElement(siteData, nonce)}`);
}

/**
 * The template's `<html>` tag saying the page's language.
 * @param {string} tag
 * @param {import('composition-contract').Locale} locale
 */
function withLang(tag, locale) {
  return /\slang=/.test(tag) ? tag.replace(/(\slang=)(?:"[^"]*"|'[^']*'|[^\s>]*)/, `$1"${locale}"`) : tag.replace(/^<html/, `<html lang="${locale}"`);
}

/**
 * The route of a remote at a path (as the browser matches: case and a trailing slash ignored).
 * @param {PublishedRoute[]} routes
 * @param {string} pathname
 */
function routeAt(routes, pathname) {
  const wanted = normalizePath(pathname);
  return routes.find((route) => normalizePath(route.path) === wanted);
}

module.exports = { composePage, createLayoutCache, routeAt, startUpScriptsOf };
