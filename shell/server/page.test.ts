/** @jest-environment node */
import { PAGE_SLOT } from 'composition-contract';
import { composePage, createLayoutCache, routeAt, startUpScriptsOf } from './page';

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<script type=application/json id=site-start-up>{"run":["/react-dom.1111aaaa.js","/main.2222bbbb.js"]}</script>' +
  '<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const marketing = { name: 'marketing', entry: 'http://marketing.test/remoteEntry.js', paths: ['/about', '/'] };
const about = {
  path: '/about',
  title: 'Mission & History',
  description: 'Who we are.',
  noindex: false,
  session: false,
  canonicalPath: '/about',
  assets: ['remoteEntry.js', 'about.1234abcd.js', '../secret.js'],
};

/**
 * The shell's layout as its Node build renders it (layoutRendering/renderShellPage.test.tsx renders the
 * real one): the page's Suspense boundary holds the slot, or React's mark for the browser to render it.
 */
const renderer = {
  renderShellPage: jest.fn(async ({ pathname, remotes, page }: { pathname: string; remotes: { paths: string[] }[]; page: 'slot' | 'in-browser' }) => ({
    html: !remotes.some((remote) => remote.paths.includes(pathname))
      ? '<nav>Main</nav><main><h1>404 Page Not Found</h1></main>'
      : page === 'slot'
        ? `<nav>Main</nav><main><!--$--><!--$-->${PAGE_SLOT}<!--/$--><!--/$--></main>`
        : '<nav>Main</nav><main><!--$--><!--$!--><template data-dgst="rendered-in-browser"></template><p>Loading page</p><!--/$--><!--/$--></main>',
    styleTags: '<style data-styled="true">.layout{}</style>',
  })),
};

function compose(overrides: Partial<Parameters<typeof composePage>[0]> = {}) {
  return composePage({
    template,
    startUpScripts: startUpScriptsOf(template),
    nonce: 'n0nce',
    pathname: '/about',
    origin: 'https://digitalharbor.test',
    remotes: [marketing],
    owner: marketing,
    route: about,
    fragment: {
      html: '<!--$--><h1>Mission</h1><img src="__REMOTE_URL__/assets/a.svg"><!--/$-->',
      styles: '<style data-styled="true">.page{background:url(__REMOTE_URL__/assets/b.svg)}</style>',
      buildId: 'b1',
    },
    layout: createLayoutCache(renderer),
    ...overrides,
  });
}

const siteData = (html: string) => JSON.parse(/<script type="application\/json" id="site-data" nonce="n0nce">(.*?)<\/script>/.exec(html)![1]!);

describe('a composed page', () => {
  it('puts the remote’s prerendered page into the layout, with the remote’s address in its image URLs', async () => {
    const html = await compose();
    expect(html).toContain('<main><!--$--><!--$--><!--$--><h1>Mission</h1><img src="http://marketing.test/assets/a.svg"><!--/$--><!--/$--><!--/$--></main>');
    expect(html).toContain('.page{background:url(http://marketing.test/assets/b.svg)}');
    expect(html).toContain('.layout{}');
    expect(siteData(html)).toEqual({ remotes: [marketing], hydrate: true, page: { remote: 'marketing', buildId: 'b1' }, locale: 'en' });
  });

  it('styles a page with its own layout’s sheet, also when the same prerendered page was composed before with another', async () => {
    const fragment = { html: '<!--$--><h1>Mission</h1><!--/$-->', styles: '<style>.page{}</style>', buildId: 'b1' };
    const withLayoutStyles = (styleTags: string) => createLayoutCache({ renderShellPage: async (options) => ({ ...(await renderer.renderShellPage(options)), styleTags }) });
    await compose({ fragment, layout: withLayoutStyles('<style data-styled="true">.first-layout{}</style>') });
    const html = await compose({ fragment, layout: withLayoutStyles('<style data-styled="true">.second-layout{}</style>') });
    expect(html).toContain('.second-layout{}');
    expect(html).not.toContain('.first-layout{}');
    expect(html).toContain('.page{}');
  });

  it('moves the resource hints React writes before a fragment’s markup into the head', async () => {
    const html = await compose({ fragment: { html: '<link rel="preload" as="image" href="__REMOTE_URL__/assets/hero.svg"/><!--$--><h1>Mission</h1><!--/$-->', styles: '', buildId: 'b1' } });
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="preload" as="image" href="http://marketing.test/assets/hero.svg"/>');
    expect(html).toContain('<main><!--$--><!--$--><!--$--><h1>Mission</h1>');
  });

  it('has the route’s title, description, canonical address and Open Graph tags', async () => {
    const html = await compose();
    expect(html).toContain('<title>Mission &amp; History | Digital Harbor</title>');
    expect(html).toContain('<meta name="description" content="Who we are." />');
    expect(html).toContain('<link rel="canonical" href="https://digitalharbor.test/about" />');
    expect(html).toContain('<meta property="og:title" content="Mission &amp; History" />');
    expect(html).toContain('<meta property="og:url" content="https://digitalharbor.test/about" />');
    expect(html).not.toContain('noindex');
  });

  it('keeps a noindex page out of search engines and gives it no canonical address', async () => {
    const html = await compose({ route: { ...about, noindex: true } });
    expect(html).toContain('<meta name="robots" content="noindex,nofollow" data-page-robots="" />');
    expect(html).not.toContain('rel="canonical"');
  });

  it('preloads the remote’s entry once and the scripts its route lists, nothing outside the remote', async () => {
    const html = await compose();
    const preloads = html.match(/<link data-preload-after-paint href="[^"]*" as="script" \/>/g);
    expect(preloads).toEqual([
      '<link data-preload-after-paint href="http://marketing.test/remoteEntry.js" as="script" />',
      '<link data-preload-after-paint href="http://marketing.test/about.1234abcd.js" as="script" />',
    ]);
    expect(html).not.toContain('secret.js');
  });

  it('fetches the code at once, with the document, where the page’s content comes with its code (rendered in the browser)', async () => {
    const atOnce = [await compose({ fragment: undefined }), await compose({ fragment: undefined, bundledAssets: ['about.5678abcd.js'] })];
    for (const html of atOnce) {
      // The site's own start-up scripts, as the template lists them, and the page's.
      expect(html).toContain(
        '<link rel="preload" href="/react-dom.1111aaaa.js" as="script" /><link rel="preload" href="/main.2222bbbb.js" as="script" />',
      );
      expect(html).not.toContain('data-preload-after-paint');
    }
    expect(atOnce[0]).toContain('<link rel="preload" href="http://marketing.test/remoteEntry.js" as="script" />');
    expect(atOnce[1]).toContain('<link rel="preload" href="/about.5678abcd.js" as="script" />');

    // A prerendered page, and the not-found page, wait for the first paint.
    for (const html of [await compose(), await compose({ pathname: '/nope', owner: undefined, route: undefined, fragment: undefined })]) {
      expect(html).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    }
  });

  it('leaves a prerendered page with an early request every script as a hint, its start-up scripts too, for the early request to fetch at once or to hold back', async () => {
    const earlyRequest = { path: '/api/portal-view', tokenKey: 'session', unlessQuery: 'jwt' };
    const html = await compose({ route: { ...about, earlyRequest } });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    const hints = [...head.matchAll(/<link data-preload-after-paint href="([^"]*)" as="script" \/>/g)].map(([, href]) => href);
    expect(hints).toEqual(['/react-dom.1111aaaa.js', '/main.2222bbbb.js', 'http://marketing.test/remoteEntry.js', 'http://marketing.test/about.1234abcd.js']);
    // The request's script comes after them all: when it starts nothing, it has them fetched at once.
    expect(head.indexOf('startEarlyRequest')).toBeGreaterThan(head.lastIndexOf('<link data-preload-after-paint'));
  });

  it('preloads the remote’s entry for a route that lists no scripts', async () => {
    const html = await compose({ route: { ...about, assets: [] } });
    expect(html).toContain('<link data-preload-after-paint href="http://marketing.test/remoteEntry.js" as="script" />');
  });

  it('in the monolithic build, preloads its own scripts for the route and takes nothing from the remote’s host', async () => {
    const html = await compose({ bundledAssets: ['marketing-routes.1234abcd.js', 'about.5678abcd.js', '../secret.js'] });
    expect(html).toContain('<h1>Mission</h1><img src="/assets/a.svg">');
    expect(html).toContain('.page{background:url(/assets/b.svg)}');
    expect(html).toContain('<link data-preload-after-paint href="/marketing-routes.1234abcd.js" as="script" /><link data-preload-after-paint href="/about.5678abcd.js" as="script" />');
    expect(html).not.toContain('secret.js');
    expect(html).not.toMatch(/<link[^>]*marketing\.test/);
  });

  it('without a prerendered page, hydrates the layout that leaves the page to the browser', async () => {
    const html = await compose({ fragment: undefined });
    expect(html).toContain('<main><!--$--><!--$!--><template data-dgst="rendered-in-browser"></template>');
    expect(html).toContain('<noscript><p style="margin:0;padding:6.5rem 1rem 2rem;text-align:center;background:#0b1526;color:#fff">This page needs JavaScript.');
    expect(html).not.toContain(PAGE_SLOT);
    expect(siteData(html)).toEqual({ remotes: [marketing], hydrate: true, locale: 'en' });
  });

  it('renders the whole not-found page for a path no remote owns', async () => {
    const html = await compose({ pathname: '/nope', owner: undefined, route: undefined, fragment: undefined });
    expect(html).toContain('<h1>404 Page Not Found</h1>');
    expect(html).toContain('<title>404 Page Not Found | Digital Harbor</title>');
    expect(siteData(html).hydrate).toBe(true);
  });

  it('fills the root element of a minified template too', async () => {
    const html = await compose({ template: template.replace('<div id="root"></div>', '<div id=root></div>') });
    expect(html).toContain('<div id="root"><nav>Main</nav>');
  });

  it('without the layout build, is an empty page the browser renders', async () => {
    const html = await compose({ layout: undefined });
    expect(html).toContain('<div id="root"></div>');
    expect(siteData(html).hydrate).toBe(false);
  });

  it('gives the nonce to its own scripts only, never to one in rendered content, and no text can close the data script', async () => {
    const html = await compose({
      fragment: { html: '<!--$--><script>alert(1)</script><!--/$-->', styles: '', buildId: 'b1' },
      remotes: [{ ...marketing, paths: ['/about', '/</script><script>alert(2)</script>'] }],
    });
    expect(html).toContain('<script nonce="n0nce" defer src="/main.js">');
    expect(html).toContain('<script>alert(1)</script>');
    expect(html).not.toContain('</script><script>alert(2)');
  });

  it('starts the request a private page’s data comes from in its head, with the nonce; no other page does', async () => {
    const earlyRequest = { path: '/api/portal-view', tokenKey: 'session', unlessQuery: 'jwt' };
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const withRequest = await compose({ route: { ...about, earlyRequest } });
    expect(head(withRequest)).toContain('<script nonce="n0nce">(function startEarlyRequest(');
    expect(head(withRequest)).toContain(JSON.stringify(earlyRequest));

    expect(await compose()).not.toContain('startEarlyRequest');
    // A path nobody owns is the not-found page, whatever route was found.
    expect(await compose({ owner: undefined, route: { ...about, earlyRequest } })).not.toContain('startEarlyRequest');
  });
});

describe('a composed page in two languages', () => {
  const bilingual = { ...marketing, paths: ['/about', '/es/about', '/jane', '/es/jane'] };
  const sobre = { ...about, path: '/es/about', title: 'Misión e historia', description: 'Quiénes somos.', canonicalPath: '/es/about' };
  const versions = { en: '/about', es: '/es/about' };
  const composeSpanish = (overrides: Partial<Parameters<typeof composePage>[0]> = {}) =>
    compose({ pathname: '/es/about', remotes: [bilingual], owner: bilingual, route: sobre, versions, ...overrides });
  const alternates =
    '<link rel="alternate" hreflang="en" href="https://digitalharbor.test/about" />' +
    '<link rel="alternate" hreflang="es" href="https://digitalharbor.test/es/about" />' +
    '<link rel="alternate" hreflang="x-default" href="https://digitalharbor.test/about" />';

  it('serves a Spanish address in Spanish: its lang, its own canonical address, its locale in the site data', async () => {
    const html = await composeSpanish();
    expect(html).toMatch(/^<!doctype html><html lang="es">/);
    expect(html).toContain('<title>Misión e historia | Digital Harbor</title>');
    expect(html).toContain('<link rel="canonical" href="https://digitalharbor.test/es/about" />');
    expect(html).toContain('<meta property="og:locale" content="es_US" />');
    expect(siteData(html).locale).toBe('es');
  });

  it('names both languages of a page that has both, in its head, English the default', async () => {
    expect(await composeSpanish()).toContain(alternates);
    const english = await compose({ remotes: [bilingual], owner: bilingual, versions });
    expect(english).toMatch(/^<!doctype html><html lang="en">/);
    expect(english).toContain(alternates);
    expect(await compose()).not.toContain('hreflang');
  });

  it('serves a Spanish address whose page stays English as the English page: lang en, the English address as canonical', async () => {
    const letter = { ...about, path: '/es/jane', title: 'Will you join us?', canonicalPath: '/es/jane', contentLocale: 'en' as const };
    const html = await compose({ pathname: '/es/jane', remotes: [bilingual], owner: bilingual, route: letter });
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<link rel="canonical" href="https://digitalharbor.test/jane" />');
    expect(html).not.toContain('hreflang');
    expect(siteData(html).locale).toBe('en');
  });

  it('says a Spanish path nobody owns is not found, in Spanish', async () => {
    const html = await compose({ pathname: '/es/nada', owner: undefined, route: undefined, fragment: undefined });
    expect(html).toMatch(/<html lang="es">/);
    expect(html).toContain('<title>404 Página no encontrada | Digital Harbor</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('tells a visitor without JavaScript how to reach the organisation in Spanish on a Spanish page left to the browser', async () => {
    const html = await composeSpanish({ fragment: undefined });
    expect(html).toContain('Esta página necesita JavaScript.');
    expect(html).not.toContain('This page needs JavaScript.');
  });

  it('sets the lang of a template whose html tag has none, or an unquoted one', async () => {
    for (const tag of ['<html>', '<html lang=en>']) {
      expect(await composeSpanish({ template: template.replace('<html lang="en">', tag) })).toContain('<html lang="es">');
    }
  });
});

describe('the layout cache', () => {
  it('renders an owned path once per page part, and a not-found path every time', async () => {
    renderer.renderShellPage.mockClear();
    const layout = createLayoutCache(renderer);
    await layout('/about', [marketing], 'slot');
    await layout('/about', [marketing], 'slot');
    await layout('/about', [marketing], 'in-browser');
    await layout('/nope', [marketing], 'not-found');
    await layout('/nope', [marketing], 'not-found');
    expect(renderer.renderShellPage).toHaveBeenCalledTimes(4);
  });
});

describe('routeAt', () => {
  it('matches as the browser does: case and a trailing slash ignored', () => {
    expect(routeAt([about], '/About/')).toBe(about);
    expect(routeAt([about], '/elsewhere')).toBeUndefined();
  });
});
